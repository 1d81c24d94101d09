import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiMessages } from '@runway-live/domain/api';
import { ApiError } from '../../errors';

/**
 * Buckets a handler takes from for what is not a call: failed old passwords, a web event's
 * new viewers. A route's own rate limits are declared on the route (plugins/rateLimits.ts).
 */

const WINDOW = '1 minute';

/**
 * A per-IP bucket the handler takes from when what it counts happens (the player's new
 * viewers): 429 once used up. Keyed by the plugin's IP key (an IPv6 address by its subnet).
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
