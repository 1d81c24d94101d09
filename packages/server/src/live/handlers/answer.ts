import {
  liveMessages,
  liveProtocol,
  type LiveClientEventName,
  type LiveErrorAck,
} from '@runway-live/domain/live';
import { ApiError } from '../../errors';
import { LiveRefusal, refusalOf } from '../rooms/refusal';
import type { AckFields, Handler, Handlers, LiveKit, LiveSocket } from './kit';

/**
 * The acknowledgement of one client event: its payload parsed with the protocol's schema,
 * its handler run, every refusal an `{ ok: false, code, message }`; anything unexpected is
 * logged and 'unavailable'.
 */
export function answerer(kit: LiveKit, handlers: Handlers<LiveClientEventName>) {
  function refusal(error: unknown, name: string): LiveErrorAck {
    const known =
      error instanceof LiveRefusal ? error : error instanceof ApiError ? refusalOf(error) : null;
    if (!known) {
      kit.logFailure(error, name);
      return { ok: false, code: 'unavailable', message: liveMessages.unavailable };
    }
    return {
      ok: false,
      code: known.code,
      message: known.message,
      ...(known.retryAfterSec === undefined ? {} : { retryAfterSec: known.retryAfterSec }),
    };
  }

  return async function answer(
    socket: LiveSocket,
    name: LiveClientEventName,
    payload: unknown,
  ): Promise<AckFields> {
    const parsed = liveProtocol.clientToServer[name].safeParse(payload);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = issue?.path.join('.') ?? '';
      return {
        ok: false,
        code: 'invalid-payload',
        message: path ? `${path}: ${issue?.message ?? ''}` : (issue?.message ?? 'Invalid payload'),
      };
    }
    try {
      const handler = handlers[name] as Handler<LiveClientEventName>;
      return { ok: true, ...(await handler(socket, parsed.data as never)) };
    } catch (error) {
      return refusal(error, name);
    }
  };
}
