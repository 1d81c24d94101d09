import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers helmet sets for these options, computed once.
 *
 * @fastify/helmet called `helmet(options)` on every request: it re-validated the options,
 * re-parsed the Content-Security-Policy directives and rebuilt each middleware, a cost
 * every route paid (measured in bench/api/README.md). None of our headers depends on the
 * request (no CSP nonces, no per-route options), so helmet runs once here, on a stand-in
 * response that records what it sets; helmet stays the one author of the values.
 */
export function securityHeadersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return response;
    },
    // X-Powered-By: nothing here sets it (fastify never does), so there is nothing to remove.
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}

/** Every answer (pages, the API, /docs, refusals and 404s) carries the same headers. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { helmet: HelmetOptions }) => {
    const headers = securityHeadersOf(options.helmet);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
