import type { StoredUser } from '@runway-live/domain/storage';

/**
 * What the console reads of the login user (section 3): the domain's stored user (id,
 * roles, name, e-mail and, for designers, the payment account), the shape checked when the
 * encrypted USER copy is read back. The server's full user (`ApiUser`) satisfies it.
 */
export type SessionUser = StoredUser;
