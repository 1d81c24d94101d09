import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiMessages, decryptBody, encryptBody, isEncryptedRequest } from '@runway-live/domain';
import { ApiError } from '../errors';

/** Only the API speaks the envelope; docs, health, uploads and pages answer plainly. */
export function isApiUrl(url: string): boolean {
  return url.startsWith('/api/');
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
    if (!isApiUrl(request.url) || !isEncryptedRequest(request.body)) return;
    const opened = decryptBody(request.body.encryptBody, options.secret);
    if (!opened.ok) throw new ApiError(400, apiMessages.envelopeUnreadable);
    request.body = opened.value;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // Multipart uploads are never wrapped, neither way: their answer stays plain JSON.
    const plain = wantsPlain(request) || request.isMultipart();
    if (!isApiUrl(request.url) || plain || typeof payload !== 'string') {
      return payload;
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) return payload;
    reply.removeHeader('content-length');
    return JSON.stringify({ encreptedData: encryptBody(JSON.parse(payload), options.secret) });
  });
});
