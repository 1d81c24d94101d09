import type { LiveErrorCode } from '@runway-live/domain/live';
import type { ApiError } from '../../errors';

/** The live socket's refusals: what a room's read or write answers when it says no. */

/** A refusal of the live socket: its `code` and message go into the error acknowledgement. */
export class LiveRefusal extends Error {
  override readonly name = 'LiveRefusal';
  constructor(
    readonly code: LiveErrorCode,
    message: string,
    readonly retryAfterSec?: number,
  ) {
    super(message);
  }
}

/** The refusal an API error of a shared service (the events' lifecycle) is on the socket. */
export function refusalOf(error: ApiError): LiveRefusal {
  const code: LiveErrorCode =
    error.code === 'payment-account-required'
      ? 'payment-account-required'
      : ((
          {
            400: 'invalid-payload',
            401: 'sign-in-required',
            402: 'subscription-required',
            403: 'forbidden',
            404: 'not-found',
            409: 'conflict',
          } as const
        )[error.statusCode as 400] ?? 'unavailable');
  return new LiveRefusal(code, error.message);
}
