import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiMessages } from '@runway-live/domain/api';
import { ApiError } from '../../errors';

/**
 * The account flows' rate limits (API.md): a bucket per IP and e-mail stops guessing one
 * account's password, and buckets per IP beside it stop one address from trying one
 * password on many accounts, probing e-mails or creating accounts in bulk (#10.4).
 * Windows are one minute. fastify's rate limit takes one configuration per route, so the
 * per-IP buckets are preHandlers of their own, built on the same plugin's store.
 */

const WINDOW = '1 minute';

/** The route's own limit, keyed on the IP and the e-mail of the body. */
export function perIpAndEmail(max: number) {
  return {
    max,
    timeWindow: WINDOW,
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
  };
}

/** The route's own limit, keyed on the IP (flows whose body names no account). */
export function perIp(max: number) {
  return { max, timeWindow: WINDOW };
}

/**
 * A per-IP bucket to add as a preHandler; every route given the same bucket shares its
 * count. Keyed by the plugin's IP key (an IPv6 address counts by its subnet). A window
 * other than the minute is for a count that is not a call's (the player's new viewers).
 */
export function ipBucket(app: FastifyInstance, max: number, timeWindow: string = WINDOW) {
  const limiter = app.createRateLimit({ max, timeWindow });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new ApiError(429, apiMessages.tooManyRequests);
    }
  };
}

/** Counts failures only: a caller may try as often as it succeeds. */
export type FailureLimit = {
  /** Throws 429 once `max` failures were recorded in the window. */
  assertAllowed: () => Promise<void>;
  recordFailure: () => Promise<void>;
};

export function failureBucket(
  app: FastifyInstance,
  max: number,
  key: (request: FastifyRequest) => string,
) {
  const limiter = app.createRateLimit({ max, timeWindow: WINDOW, keyGenerator: key });
  return (request: FastifyRequest): FailureLimit => ({
    assertAllowed: async () => {
      const seen = await limiter(request, { increment: false });
      if (!seen.isAllowed && seen.remaining === 0) {
        throw new ApiError(429, apiMessages.tooManyRequests);
      }
    },
    recordFailure: async () => {
      await limiter(request);
    },
  });
}
