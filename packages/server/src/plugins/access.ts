import { ADMIN_OR_STAFF_ROLES, effectiveRole, type Role } from '@runway-live/domain/access';
import { needsActiveSubscription, type SubscriptionStatus } from '@runway-live/domain/api';
import type { RouteRateLimit } from './rateLimits';

/**
 * Who may call a route, declared on the route (`config: { access }`) and enforced in one
 * place (the auth plugin), so the authorisation matrix can walk every route:
 * - 'public': anyone, no token read;
 * - 'signed-in': any valid session;
 * - a list of roles: a valid session whose effective (first) role is one of them.
 * Ownership (a designer's own rows, "self") is checked by the service, which answers 404
 * for another designer's object and 403 for another account.
 */
export type EndpointAccess = 'public' | 'signed-in' | readonly Role[];

export const ADMIN: readonly Role[] = ['admin'];
/** The admin-or-staff side of the domain's roleSide. */
export const ADMIN_OR_STAFF: readonly Role[] = ADMIN_OR_STAFF_ROLES;
export const CONSOLE_ROLES: readonly Role[] = [...ADMIN_OR_STAFF_ROLES, 'designer'];

/**
 * A gate a route declares beside its access (`config: { access, gate: 'subscription' }`),
 * enforced in the same place after it: 'subscription' answers 402 to a designer whose
 * subscription amount is above zero and whose subscription is not active (API.md, gates;
 * the domain's needsActiveSubscription). Admin and staff are never gated. The OpenAPI
 * document shows it in the route's description, its 402 answer and `x-gate`.
 */
export type EndpointGate = 'subscription';
export const ENDPOINT_GATES: readonly EndpointGate[] = ['subscription'];

export type EndpointRecord = {
  method: string;
  url: string;
  access: EndpointAccess;
  gate?: EndpointGate;
  /** A catalogue or event write: a designer's needs an approved application (ownership.ts). */
  catalogueWrite?: true;
  /** Its rate limits (plugins/rateLimits.ts); empty when it declares none. */
  rateLimits: readonly RouteRateLimit[];
};

/** Whether `gate` refuses this caller: 402 for a designer whose subscription is needed. */
export function gateRefuses(
  gate: EndpointGate | undefined,
  roles: readonly string[],
  designer: { subscriptionAmount: number; subscriptionStatus: SubscriptionStatus } | null,
): boolean {
  if (gate !== 'subscription' || effectiveRole({ roles }) !== 'designer' || !designer) {
    return false;
  }
  return needsActiveSubscription(designer);
}

/**
 * Only the effective role counts (section 6): an account whose roles are
 * ['designer', 'member'] is a designer, refused on the admin-or-staff routes. A role the
 * lists do not name opens no role-restricted route.
 */
export function allows(access: EndpointAccess, roles: readonly string[] | null): boolean {
  if (access === 'public') return true;
  if (roles === null) return false;
  if (access === 'signed-in') return true;
  const role = effectiveRole({ roles });
  return role !== undefined && (access as readonly string[]).includes(role);
}
