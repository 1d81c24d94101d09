import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiMessages } from '@runway-live/domain/api';
import { messages } from '@runway-live/domain/messages';
import { ApiError } from '../errors';
import { foreignKeyViolation } from './foreignKeyViolations';
import { uniqueViolation } from './uniqueViolations';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The 413 message of a route whose `bodyLimit` is its own, naming that limit. */
    bodyTooLargeMessage?: string;
  }
}

/** Postgres error codes the API answers itself. */
/**
 * Class 22, data exception: a value the database cannot take (a NUL or a bad encoding
 * 22021/22P05, a malformed id or number 22P02/22003, a string too long 22001). The schemas
 * refuse these first, naming the field; this is the backstop, and it is the caller's input.
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  '57P01',
  '57P03',
  '08006',
  '08001',
]);

/** The error's code, or its cause's (drizzle wraps the driver's error). */
function databaseCode(error: FastifyError & { cause?: unknown }): string | undefined {
  return (error as { code?: string }).code ?? (error.cause as { code?: string })?.code;
}

/** A failure's answer: its status, message, and the request's field it is about, if any. */
type Failure = [status: number, message: string, field?: string];

function statusAndMessage(error: FastifyError & { cause?: unknown }): Failure {
  if (error instanceof ApiError) return [error.statusCode, error.message, error.field];
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The message names the first failing field, e.g. "email: Please enter valid email".
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
    return [400, field ? `${field}: ${first?.message}` : (first?.message ?? 'Invalid input')];
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return [400, apiMessages.malformedJson];
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
      return [413, apiMessages.bodyTooLarge];
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return [415, 'Unsupported content type.'];
  }
  const unique = uniqueViolation(error);
  if (unique) return [409, unique.message, unique.field];
  const foreignKey = foreignKeyViolation(error);
  if (foreignKey) return foreignKey;
  const code = databaseCode(error);
  if (code && DATA_EXCEPTION.test(code)) return [400, apiMessages.invalidInput];
  if (code && CONNECTION_CODES.has(code)) return [503, apiMessages.databaseUnavailable];
  if (error.statusCode === 429) return [429, apiMessages.tooManyRequests];
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return [error.statusCode, error.message];
  }
  return [500, messages.technicalError];
}

/**
 * `{ success: false, message }` for every failure; never a stack trace to the client.
 * (Unknown paths are answered in app.ts, after the console's page fallback.)
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance, options: { databaseIsUp: () => Promise<boolean> }) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      let [status, message, field] = statusAndMessage(error);
      // A route with a body limit of its own names it (the import's 20 MB).
      const tooLarge = request.routeOptions.config.bodyTooLargeMessage;
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && tooLarge) message = tooLarge;
      // An unexpected failure while the database is down is the database's: say so (503).
      if (status === 500 && !(await options.databaseIsUp())) {
        [status, message, field] = [503, apiMessages.databaseUnavailable, undefined];
      }
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      // A schema let through a value the database refused: worth fixing, so say which kind
      // (the code only: the error itself may carry the value and the query's parameters).
      if (message === apiMessages.invalidInput) {
        request.log.warn({ code: databaseCode(error) }, 'the database refused a value');
      }
      // The code of a refusal the console acts on (ApiError's own, never another error's).
      const code =
        error instanceof ApiError && status === error.statusCode ? error.code : undefined;
      return reply
        .status(status)
        .send({ success: false, message, ...(code ? { code } : {}), ...(field ? { field } : {}) });
    });
  },
);
