/** The four roles of the spec (section 1). The first entry of `roles` is the effective one. */
export const ROLES = ['admin', 'member', 'designer', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** What the rules need to know of a signed-in user. */
export type RoleBearer = { roles: readonly string[] };

/** The first entry of the user's roles (section 6); undefined when there is none. */
export function effectiveRole(user: RoleBearer | null | undefined): string | undefined {
  return user?.roles?.[0];
}

/** admin and member (staff) are treated as admin or staff; any other role as designer. */
export function isAdminOrStaff(role: string | null | undefined): boolean {
  return role === 'admin' || role === 'member';
}

/** The derived `isAdmin` of the login user: true when roles contains admin. */
export function isAdmin(user: RoleBearer | null | undefined): boolean {
  return Array.isArray(user?.roles) && user.roles.includes('admin');
}
