import type { FastifyRequest } from 'fastify';
import { readLayers } from './readLayers';

/**
 * A read that does not depend on who calls (an admin's unscoped list), started beside the
 * caller's session check instead of after it (decision 0010's read layers,
 * `LAYER_READ_AHEAD`): the auth plugin starts it once the token's verified claims allow
 * the route, and the handler takes it. When the session check refuses (a revoked session,
 * a changed role, a suspension), the handler never runs and the read is dropped unsent;
 * the refusal waits for the session check alone, so its timing does not depend on the read.
 *
 * `start` reads the raw request (the query is not validated yet): it answers undefined for
 * anything it cannot read as the route's own validation would, and the handler reads then.
 */
export function readAhead<Result>(start: (request: FastifyRequest) => Promise<Result> | undefined) {
  const started = new WeakMap<FastifyRequest, Promise<Result>>();
  return {
    /** The route's `config.readAhead`. */
    start(request: FastifyRequest): void {
      if (!readLayers.readAhead) return;
      const read = start(request);
      if (!read) return;
      // Dropped when the session check refuses: its failure is then nobody's.
      read.catch(() => undefined);
      started.set(request, read);
    },
    /** The read started for this request, or `otherwise` now. */
    take(request: FastifyRequest, otherwise: () => Promise<Result>): Promise<Result> {
      const read = started.get(request);
      if (!read) return otherwise();
      started.delete(request);
      return read;
    },
  };
}
