import type { Role } from '@runway-live/domain';

/**
 * Who may call a route, declared on the route (`config: { access }`) and enforced in one
 * place (the auth plugin), so the authorisation matrix can walk every route:
 * - 'public': anyone, no token read;
 * - 'signed-in': any valid session;
 * - a list of roles: a valid session holding one of them.
 * Ownership (a designer's own rows, "self") is checked by the service, which answers 404
 * for another designer's object and 403 for another account.
 */
export type RouteAccess = 'public' | 'signed-in' | readonly Role[];

export const ADMIN: readonly Role[] = ['admin'];
export const ADMIN_OR_STAFF: readonly Role[] = ['admin', 'member'];
export const CONSOLE_ROLES: readonly Role[] = ['admin', 'member', 'designer'];

export type RouteRecord = { method: string; url: string; access: RouteAccess };

export function allows(access: RouteAccess, roles: readonly string[] | null): boolean {
  if (access === 'public') return true;
  if (roles === null) return false;
  if (access === 'signed-in') return true;
  return roles.some((role) => (access as readonly string[]).includes(role));
}
