import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** `attachment; filename="{name}-{yyyy-MM-dd}.csv"`: a CSV download named after today. */
export function csvAttachment(name: string): string {
  return `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`;
}

/**
 * Answers a CSV download named `name` (after today): the text, or a stream of it written
 * as it is read. The route's 200 schema documents the text; a stream bypasses it.
 */
export function sendCsv(reply: FastifyReply, name: string, csv: string | Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', csvAttachment(name))
    .send(csv as string);
}
