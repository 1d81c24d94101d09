import {
  API_KEY_HEADER,
  type PublicWebEvent,
  type PublicWebEventGroup,
} from '@runway-live/domain/api';
import { type PlayerEvent } from '@runway-live/domain/schemas';

/**
 * The player's calls: the public reads of a web event or a group, and its reports. Not the
 * console's client (ky, the envelope, sessions, dialogs): plain fetch with the API key every
 * call carries, and `X-Envelope: off` so answers come as plain JSON (API.md, Transport).
 *
 * Answers are not checked again here: the server sends them through the domain's
 * publicWebEventSchema / publicWebEventGroupSchema, and the player page has no room for zod
 * (bench/bundle). The types are those schemas'.
 */

/** A read's outcome: the object, none (404, or an id the server refuses), or a failure. */
export type PublicRead<Data> =
  { status: 'found'; data: Data } | { status: 'not-found' } | { status: 'failed' };

export type PublicApi = {
  webEvent(id: string): Promise<PublicRead<PublicWebEvent>>;
  group(id: string): Promise<PublicRead<PublicWebEventGroup>>;
  /** Sends a player event and forgets it: never awaited, never failing the page. */
  report(event: PlayerEvent): void;
};

export type PublicApiOptions = {
  apiKey: string;
  /** Where the API lives; the page's own origin by default. */
  baseUrl?: string;
  /** For tests; the browser's fetch otherwise. */
  fetch?: typeof fetch;
};

export function createPublicApi({
  apiKey,
  baseUrl = '',
  fetch: send,
}: PublicApiOptions): PublicApi {
  const call = (path: string, init: RequestInit = {}) =>
    (send ?? globalThis.fetch)(`${baseUrl}/api/v2/public/${path}`, {
      ...init,
      headers: {
        [API_KEY_HEADER]: apiKey,
        'X-Envelope': 'off',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
    });

  async function read<Data>(path: string): Promise<PublicRead<Data>> {
    try {
      const response = await call(path);
      // 400: an id the server does not take names nothing, as a 404 does.
      if (response.status === 404 || response.status === 400) return { status: 'not-found' };
      if (!response.ok) return { status: 'failed' };
      const body = (await response.json()) as { success?: boolean; data?: Data };
      return body.success === true && body.data !== undefined
        ? { status: 'found', data: body.data }
        : { status: 'failed' };
    } catch {
      return { status: 'failed' };
    }
  }

  return {
    webEvent: (id) => read(`web-events/${encodeURIComponent(id)}`),
    group: (id) => read(`web-event-groups/${encodeURIComponent(id)}`),
    report(event) {
      // keepalive: the last report (session-end on pagehide) outlives the page. A beacon
      // cannot carry the API key header, keepalive fetch can.
      call('player-events', { method: 'POST', body: JSON.stringify(event), keepalive: true }).catch(
        () => undefined,
      );
    },
  };
}
