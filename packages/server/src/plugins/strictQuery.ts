import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as z from 'zod';
import { apiMessages } from '@runway-live/domain/api';
import { isApiUrl } from './envelope';

/** The methods that write: a key they do not know may be a misspelt switch. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every write route refuses query keys it does not know (400 naming them): a misspelt
 * `?dryrun=true` must not run the real import. A route's own querystring schema (a zod
 * object) keeps its fields and becomes strict; a route without one takes none. Register
 * before the routes: it rewrites their schemas as they are declared.
 */
export const strictQueryPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!isApiUrl(route.url) || !methods.some((method) => WRITES.has(method))) return;
    const declared = route.schema?.querystring;
    if (declared !== undefined && !(declared instanceof z.ZodObject)) return;
    route.schema = {
      ...route.schema,
      querystring: z.strictObject(declared?.shape ?? {}, {
        error: (issue) =>
          issue.code === 'unrecognized_keys' ? apiMessages.unknownQueryKeys(issue.keys) : undefined,
      }),
    };
  });
});
