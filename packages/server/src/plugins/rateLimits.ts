import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiErrorSchema, apiMessages } from '@runway-live/domain/api';
import { ApiError } from '../errors';

/**
 * The routes' rate limits, declared on the route beside its access
 * (`config: { access: 'public', rateLimits: [perIp(120)] }`) and enforced in one place (this
 * plugin, on @fastify/rate-limit's store), so a test can walk every route (ratelimits.test.ts)
 * and the OpenAPI document shows them. A route may declare several: each is counted, the
 * first one used up answers 429. Limits with the same `bucket` share one count across every
 * route that declares it (one address's tries at the account flows, whatever the route).
 * Windows are one minute unless said. A handler that counts something other than calls
 * (failed old passwords, a web event's new viewers) takes from a bucket of its own
 * (modules/auth/limits.ts).
 */
export type RouteRateLimit = {
  /** What a caller is counted by: its address (an IPv6 address by its subnet), or its address and the body's e-mail. */
  by: 'ip' | 'ip-and-email' | 'account';
  max: number;
  window: string;
  /** Routes that name the same bucket share its count. */
  bucket?: string;
};

const WINDOW = '1 minute';
const BY_WORDS: Record<RouteRateLimit['by'], string> = {
  ip: 'IP',
  'ip-and-email': 'IP and e-mail',
  account: 'account',
};

/** The route's own limit, counted per IP address. */
export function perIp(max: number, window: string = WINDOW): RouteRateLimit {
  return { by: 'ip', max, window };
}

/** The route's own limit, counted per IP address and the e-mail of the body. */
export function perIpAndEmail(max: number): RouteRateLimit {
  return { by: 'ip-and-email', max, window: WINDOW };
}

/** The route's own limit, counted per signed-in account (a shopper's checkouts). */
export function perAccount(max: number, window: string = WINDOW): RouteRateLimit {
  return { by: 'account', max, window };
}

/** A limit per IP address shared by every route that declares the same `bucket`. */
export function sharedPerIp(bucket: string, max: number, window: string = WINDOW): RouteRateLimit {
  return { by: 'ip', max, window, bucket };
}

const emailKey = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
};

/** The signed-in account (the auth plugin's onRequest has read it), else the address. */
const accountKey = (request: FastifyRequest) =>
  request.sessionUser ? `account|${request.sessionUser.id}` : `ip|${request.ip}`;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's rate limits (plugins/rateLimits.ts); a public read declares at least one. */
    rateLimits?: readonly RouteRateLimit[];
  }
}

/** Registered after @fastify/rate-limit (whose store it counts on) and before the routes. */
export const rateLimitsPlugin = fp(async (app: FastifyInstance) => {
  type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
  const buckets = new Map<string, { limit: RouteRateLimit; limiter: Limiter }>();
  const limiterOf = (limit: RouteRateLimit, route: string): Limiter => {
    const made = () =>
      app.createRateLimit({
        max: limit.max,
        timeWindow: limit.window,
        ...(limit.by === 'ip-and-email' ? { keyGenerator: emailKey } : {}),
        ...(limit.by === 'account' ? { keyGenerator: accountKey } : {}),
      });
    if (limit.bucket === undefined) return made();
    const known = buckets.get(limit.bucket);
    if (known) {
      if (known.limit.max !== limit.max || known.limit.window !== limit.window) {
        throw new Error(`${route} declares the ${limit.bucket} bucket with another limit`);
      }
      return known.limiter;
    }
    const limiter = made();
    buckets.set(limit.bucket, { limit, limiter });
    return limiter;
  };

  app.addHook('onRoute', (route) => {
    const name = `${String(route.method)} ${route.url}`;
    if (route.config && 'rateLimit' in route.config) {
      throw new Error(`${name} declares config.rateLimit: declare config.rateLimits`);
    }
    const limits = route.config?.rateLimits ?? [];
    if (limits.length === 0) return;
    const limiters = limits.map((limit) => limiterOf(limit, name));
    const check = async (request: FastifyRequest) => {
      for (const limiter of limiters) {
        const result = await limiter(request);
        if (!result.isAllowed && result.isExceeded) {
          throw new ApiError(429, apiMessages.tooManyRequests);
        }
      }
    };
    route.preHandler = [check, ...[route.preHandler ?? []].flat()];
    if (route.schema) {
      const said = limits
        .map(
          (limit) =>
            `${limit.max} per ${limit.window.replace(/^1 /, '')} per ${BY_WORDS[limit.by]}${limit.bucket ? ` (shared: ${limit.bucket})` : ''}`,
        )
        .join('; ');
      route.schema.description = [route.schema.description, `Rate limit: ${said} (429).`]
        .filter(Boolean)
        .join(' ');
      const response = (route.schema.response ?? {}) as Record<string, unknown>;
      route.schema.response = { ...response, 429: apiErrorSchema };
    }
  });
});
