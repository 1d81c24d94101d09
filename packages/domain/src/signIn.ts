import { apiMessages } from './api/messages';
import { roleSide, type RoleBearer } from './roles';

/** The code of the unverified e-mail's refusal: the console's login offers a new link. */
export const EMAIL_UNVERIFIED_CODE = 'email-unverified';

/** Why an account is handed no session, as the server answers it (a 403). */
export type SignInRefusal = { message: string; code?: string };

/** What the sign-in rule reads of an account. */
export type SignInAccount = RoleBearer & {
  status: string;
  emailVerified: boolean;
  /** The designer application's status; null or undefined for an account without one. */
  applicationStatus: string | null | undefined;
};

/**
 * Whether an account may be handed a session (login, a reset link, a verification link),
 * and if not why (issue 27), in this order:
 * - a suspended account, never;
 * - a shopper, not on the console (`onConsole`: the login's device_type 'cms');
 * - a designer whose application is pending or was rejected, never: an applicant gets in
 *   once an admin approves (mayOwnCatalogue's status);
 * - a designer whose e-mail address is not verified (the register wizard's accounts until
 *   they open the mailed link), never: a reset or a verification link proves the address.
 */
export function signInRefusal(account: SignInAccount, onConsole: boolean): SignInRefusal | null {
  if (account.status === 'suspended') return { message: apiMessages.accountSuspended };
  const side = roleSide(account);
  if (side === 'shopper') return onConsole ? { message: apiMessages.consoleNotForShoppers } : null;
  if (side !== 'designer') return null;
  if (account.applicationStatus === 'pending') {
    return { message: apiMessages.applicationUnderReview };
  }
  if (account.applicationStatus === 'rejected') {
    return { message: apiMessages.applicationNotApproved };
  }
  if (!account.emailVerified) {
    return { message: apiMessages.emailNotVerified, code: EMAIL_UNVERIFIED_CODE };
  }
  return null;
}
