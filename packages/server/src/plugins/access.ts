import { ADMIN_OR_STAFF_ROLES, effectiveRole, type Role } from '@runway-live/domain';

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

export type EndpointRecord = { method: string; url: string; access: EndpointAccess };

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
