import { AsyncLocalStorage } from 'node:async_hooks';
import { effectiveRole } from '@runway-live/domain/access';
import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '@runway-live/domain/api';

/**
 * Who makes the writes of the call under way, as the audit log records them (decision
 * 0050): the account and its effective role, the call, and where it came from.
 */
export type AuditActor = {
  /** Null only for a failed sign-in of no known account. */
  accountId: string | null;
  role: string | null;
  /** `PATCH /api/v2/products/:id`, or the socket event (`live host:status`). */
  route: string;
  requestId: string | null;
  /** As TRUST_PROXY decides it (fastify's request.ip; the socket's admission). */
  address: string | null;
  userAgent: string | null;
  /** The name the row trigger gives this call's writes instead of create/update/delete. */
  action?: AuditAction;
};

/** The call under way: an API request (its account is read when a write starts) or a socket event. */
type AuditScope = { actor: () => AuditActor | null; origin: () => AuditActor };

const scopes = new AsyncLocalStorage<AuditScope>();

/** The actor of an API request: its signed-in account, or null for a public call. */
export function requestActor(request: FastifyRequest): AuditActor | null {
  const user = request.sessionUser;
  if (!user) return null;
  return { ...requestOrigin(request), accountId: user.id, role: effectiveRole(user) ?? null };
}

/** Where an API request came from, whoever makes it (no account: a sign-in's). */
function requestOrigin(request: FastifyRequest): AuditActor {
  return {
    accountId: null,
    role: null,
    route: `${request.method} ${request.routeOptions.url ?? request.url}`,
    requestId: request.id,
    address: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  };
}

/** Runs `next` (the rest of a request's hooks and its handler) with the request as its scope. */
export function runInRequestScope(request: FastifyRequest, next: () => void): void {
  scopes.run({ actor: () => requestActor(request), origin: () => requestOrigin(request) }, next);
}

/** Runs `work` (a socket event's handler) as `actor`. */
export function runAsActor<Result>(actor: AuditActor, work: () => Result): Result {
  return scopes.run({ actor: () => actor, origin: () => actor }, work);
}

/** The actor whose writes are under way; null outside a signed-in call. */
export function currentActor(): AuditActor | null {
  return scopes.getStore()?.actor() ?? null;
}

/** Where the call under way came from, with no account when it has none yet; null outside one. */
export function currentOrigin(): AuditActor | null {
  return scopes.getStore()?.origin() ?? null;
}
