import type { FastifyError, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { isUuid } from '@runway-live/domain/access';

/**
 * The logger's options. Secrets and personal data never reach a log line (#10.7): headers
 * and bodies are not logged, the request URL loses its query values and its link tokens,
 * an error loses the SQL parameters and the values a database quotes back, and as a last
 * net every line is scrubbed of e-mail addresses, password hashes, bearer tokens and the
 * configured secrets before it is written.
 */

export type LogStream = { write: (line: string) => unknown };

const REDACTED = '[redacted]';

/** Paths of objects that code might log by mistake. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.api_key',
  'req.headers.cookie',
  'req.headers["x-envelope"]',
  'req.body',
  'body',
  'headers.authorization',
  'headers.api_key',
  'headers.cookie',
  'password',
  'passwordHash',
  'email',
  'token',
  '*.password',
  '*.passwordHash',
  '*.email',
  '*.token',
];

const TOKEN_SEGMENT = /^[\w-]{32,}$/;

/** The path with mailed-link tokens masked and query values dropped (search terms, links). */
export function safeUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const segments = path
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) && !isUuid(segment) ? REDACTED : segment));
  const names = query
    ?.split('&')
    .map((pair) => pair.split('=')[0])
    .join('&');
  return segments.join('/') + (names === undefined ? '' : `?${names}`);
}

/** A database error quotes the offending value after a colon; drizzle appends `params:`. */
function safeMessage(message: string): string {
  return message
    .replace(/\nparams:[\s\S]*$/, `\nparams: ${REDACTED}`)
    .replace(/:\s*"[\s\S]*$/, `: ${REDACTED}`);
}

type SerializedError = {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
};

/** What is kept of an error: its kind, safe message and stack, codes, and its cause. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED, stack: '' };
  const { code, statusCode, constraint, table, column, severity, cause } = error as Error & {
    code?: unknown;
    statusCode?: unknown;
    constraint?: unknown;
    table?: unknown;
    column?: unknown;
    severity?: unknown;
  };
  const message = safeMessage(error.message);
  const stack = (error.stack ?? '').replace(error.message, message);
  return {
    // drizzle's DrizzleQueryError keeps the name 'Error': its class says more.
    type: error.constructor.name || error.name,
    message,
    stack: stack === error.stack && message !== error.message ? message : stack,
    ...(code !== undefined ? { code } : {}),
    ...(statusCode !== undefined ? { statusCode } : {}),
    // The database's own names are not data: they say which rule failed.
    ...(typeof constraint === 'string' ? { constraint } : {}),
    ...(typeof table === 'string' ? { table } : {}),
    ...(typeof column === 'string' ? { column } : {}),
    ...(typeof severity === 'string' ? { severity } : {}),
    ...(cause !== undefined && depth < 3 ? { cause: serializeError(cause, depth + 1) } : {}),
  };
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: safeUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The last net over every written line. */
export function lineScrubber(secrets: string[]): (line: string) => string {
  const literal = secrets.filter((secret) => secret.length >= 8).map(escapeRegExp);
  const patterns: [RegExp, string][] = [
    [/\$argon2(?:id|i|d)\$[A-Za-z0-9+/=$,.-]*/g, '[hash]'],
    [/eyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
    [/Bearer\s+[^\s"\\]+/gi, `Bearer ${REDACTED}`],
    [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
    ...(literal.length ? [[new RegExp(literal.join('|'), 'g'), REDACTED] as [RegExp, string]] : []),
  ];
  return (line) =>
    patterns.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), line);
}

export function loggerOptions(
  config: Config,
  stream: LogStream = process.stdout,
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const scrub = lineScrubber([config.apiKey, config.envelopeSecret, config.jwtSecret]);
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: serializeRequest,
      err: (error: FastifyError) => serializeError(error),
    },
    stream: { write: (line: string) => void stream.write(scrub(line)) },
  };
}
