import type { StoredUser } from '@runway-live/domain';

/**
 * What the console reads of the login user (section 3): the stored copy's id, roles and
 * name, plus the e-mail and, for designers, the payment account (a loginLink means it is
 * set up). The server's full user (`ApiUser`) satisfies it.
 */
export type SessionUser = StoredUser & {
  email?: string;
  payment?: { loginLink: string | null } | null;
};
