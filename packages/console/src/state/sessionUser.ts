import type { RoleBearer } from '@runway-live/domain';

/**
 * What the console reads of the login user (section 3). The server's full user
 * (`ApiUser` of the domain's API schemas) satisfies it; the console keeps what it gets.
 */
export type SessionUser = RoleBearer & {
  _id: string;
  fullName: string;
  email?: string;
  /** Designers only: a loginLink means the payment account is set up. */
  payment?: { loginLink: string | null } | null;
};
