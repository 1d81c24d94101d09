import type { DesignerApplicationStatus } from './api/user';
import { effectiveRole, type RoleBearer } from './roles';

/** The application status a designer needs before products and looks may be theirs. */
export const CATALOGUE_OWNER_STATUS = 'approved' satisfies DesignerApplicationStatus;

/**
 * Who may own a product or a look: an account whose effective role is designer and whose
 * designer application is approved. The server refuses any other owner an admin or staff
 * member names, and the console's designer pickers offer only these, so both sides
 * follow this one rule for products and looks alike.
 */
export function mayOwnCatalogue(
  account: RoleBearer & { applicationStatus: string | null | undefined },
): boolean {
  return (
    effectiveRole(account) === 'designer' && account.applicationStatus === CATALOGUE_OWNER_STATUS
  );
}
