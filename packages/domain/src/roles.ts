/** The four roles of the spec (section 1). The first entry of `roles` is the effective one. */
export const ROLES = ['admin', 'member', 'designer', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** The roles of the admin-or-staff side (section 6). */
export const ADMIN_OR_STAFF_ROLES = ['admin', 'member'] as const satisfies readonly Role[];

/** What the rules need to know of a signed-in user. */
export type RoleBearer = { roles: readonly string[] };

/**
 * The first entry of the user's roles (section 6); undefined when there is none. Every
 * decision by role starts here: never "any role the account has".
 */
export function effectiveRole(user: RoleBearer | null | undefined): string | undefined {
  const roles = user?.roles;
  if (!Array.isArray(roles)) return undefined;
  const first: unknown = roles[0];
  return typeof first === 'string' ? first : undefined;
}

/** admin and member (staff) are treated as admin or staff; any other role as designer. */
export function isAdminOrStaff(role: string | null | undefined): boolean {
  return (ADMIN_OR_STAFF_ROLES as readonly (string | null | undefined)[]).includes(role);
}

/** The side of the roles an account is on. */
export type RoleSide = 'admin-or-staff' | 'designer' | 'shopper';

/**
 * The side of `user`, decided by its effective (first) role only, so `['designer', 'member']`
 * is a designer everywhere: in the server's checks and services and in the console's guard.
 * - admin, member: 'admin-or-staff';
 * - user: 'shopper', the buying apps' accounts;
 * - designer, and any role this code does not know: 'designer' (section 6);
 * - null: nobody, or an account without roles.
 *
 * Why shoppers have a side of their own although section 6 says "any other role is treated
 * as designer": that sentence is the console's, and the console never holds a shopper's
 * session (the console login refuses them). The server does meet shoppers (register, the
 * apps' login, /me), and a shopper is no designer to a designer-only rule. The console's
 * two-sided view of it is `consoleSide`.
 */
export function roleSide(user: RoleBearer | null | undefined): RoleSide | null {
  const role = effectiveRole(user);
  if (role === undefined) return null;
  if (isAdminOrStaff(role)) return 'admin-or-staff';
  return role === 'user' ? 'shopper' : 'designer';
}

/** The console's two sides (section 6): admin or staff, and everyone else as designer. */
export type ConsoleSide = 'admin' | 'designer';

/** `roleSide` as the console sees it; null for nobody. */
export function consoleSide(user: RoleBearer | null | undefined): ConsoleSide | null {
  const side = roleSide(user);
  if (side === null) return null;
  return side === 'admin-or-staff' ? 'admin' : 'designer';
}

/**
 * The derived `isAdmin` of the login user (section 3): true when roles contains admin,
 * wherever it is. A display field of the login user only: it never decides access (an
 * account whose roles are ['designer', 'admin'] is a designer).
 */
export function isAdmin(user: RoleBearer | null | undefined): boolean {
  return Array.isArray(user?.roles) && user.roles.includes('admin');
}
