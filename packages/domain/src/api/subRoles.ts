import * as z from 'zod';
import { BASE_SUB_ROLE, SUB_ROLE_OF_COMPANY_TYPE, type SubRole } from '../payloads/webUser';
import { apiMessages } from './messages';

/** Every sub-role of section 3: Designer, then the company types' values in its order. */
export const SUB_ROLES = [BASE_SUB_ROLE, ...Object.values(SUB_ROLE_OF_COMPANY_TYPE)] as [
  SubRole,
  ...SubRole[],
];

/** `subRoles` as stored: Designer first (section 3: it is always there), each role once. */
export function withBaseSubRole(subRoles: readonly SubRole[]): SubRole[] {
  return [...new Set<SubRole>([BASE_SUB_ROLE, ...subRoles])];
}

/**
 * A request's `subRoles` (web-user, update-user): only section 3's values, each refused by
 * its index otherwise ('subRoles.0: Choose …'), stored with Designer first.
 */
export function subRolesField() {
  return z
    .array(z.enum(SUB_ROLES, { error: apiMessages.subRoleUnknown(SUB_ROLES) }))
    .max(SUB_ROLES.length * 2)
    .transform(withBaseSubRole);
}
