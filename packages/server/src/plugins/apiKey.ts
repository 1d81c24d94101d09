import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiMessages } from '@runway-live/domain';
import { ApiError } from '../errors';
import { isApiRequest } from './envelope';

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Every /api route's call carries the `API_KEY` header (API.md, Transport). */
export const apiKeyPlugin = fp(async (app: FastifyInstance, options: { apiKey: string }) => {
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    const given = request.headers['api_key'];
    if (typeof given !== 'string' || !sameKey(given, options.apiKey)) {
      throw new ApiError(401, apiMessages.invalidApiKey);
    }
  });
});
