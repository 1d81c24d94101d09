import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiMessages } from '@runway-live/domain/api';
import { isEncryptedRequest } from '@runway-live/domain/envelope';
import { ApiError } from '../errors';
// The domain's envelope on Node's crypto: the same bytes, a fraction of crypto-js's cost.
import { decryptBody, encryptJson } from './envelopeCipher';

/** Only the API speaks the envelope; docs, health, uploads and pages answer plainly. */
export function isApiUrl(url: string): boolean {
  return url.startsWith('/api/');
}

/**
 * Is this request for an API route? Decided on the route the router matched, never on the
 * raw URL: the router decodes the path, so `/%61pi/auth/login` reaches the login route
 * while its raw URL does not start with `/api/`. A request no route matched is not an API
 * call: it gets the plain JSON 404 without the key (the routes are listed in /docs anyway),
 * whatever its spelling.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const pattern = request.routeOptions.url;
  return pattern !== undefined && isApiUrl(pattern);
}

function wantsPlain(request: FastifyRequest): boolean {
  return String(request.headers['x-envelope'] ?? '').toLowerCase() === 'off';
}

/**
 * The envelope of API.md: a JSON body `{ encryptBody }` is opened before validation, and a
 * JSON reply is sealed as `{ encreptedData }` unless the request says `X-Envelope: off`.
 * Plain JSON bodies are accepted too (curl, tests); multipart uploads and their answers are
 * never wrapped.
 */
export const envelopePlugin = fp(async (app: FastifyInstance, options: { secret: string }) => {
  app.addHook('preValidation', async (request) => {
    if (!isApiRequest(request) || !isEncryptedRequest(request.body)) return;
    const opened = decryptBody(request.body.encryptBody, options.secret);
    if (!opened.ok) throw new ApiError(400, apiMessages.envelopeUnreadable);
    request.body = opened.value;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // Multipart uploads are never wrapped, neither way: their answer stays plain JSON.
    const plain = wantsPlain(request) || request.isMultipart();
    if (!isApiRequest(request) || plain || typeof payload !== 'string') {
      return payload;
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) return payload;
    reply.removeHeader('content-length');
    // The payload is the answer's JSON already: sealed as it is. Base64 has nothing JSON
    // escapes, so the envelope is written out rather than stringified: every answer pays
    // it (bench/api/README.md has the figure).
    return `{"encreptedData":"${encryptJson(payload, options.secret)}"}`;
  });
});
