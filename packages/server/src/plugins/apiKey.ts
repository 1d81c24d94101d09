import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiMessages } from '@runway-live/domain/api';
import { ApiError } from '../errors';
import { isApiRequest } from './envelope';

function sameKey(given: string, expected: Buffer): boolean {
  const a = Buffer.from(given);
  return a.length === expected.length && timingSafeEqual(a, expected);
}

/** Every /api route's call carries the `API_KEY` header (API.md, Transport). */
export const apiKeyPlugin = fp(async (app: FastifyInstance, options: { apiKey: string }) => {
  const expected = Buffer.from(options.apiKey);
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    const given = request.headers['api_key'];
    if (typeof given !== 'string' || !sameKey(given, expected)) {
      throw new ApiError(401, apiMessages.invalidApiKey);
    }
  });
});
