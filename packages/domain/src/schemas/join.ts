import * as z from 'zod';
import { messages } from '../messages';
import { mustMatch, requiredEmail, requiredText, requiredValue } from './validators';

/**
 * The simple join form (sections 2.7 and 5): names required and non-blank, a valid
 * e-mail, both passwords required and equal. The spec shows none of its messages; the
 * e-mail and mismatch wordings follow the login and reset screens.
 */
export const joinSchema = mustMatch(
  z.object({
    first_name: requiredText(),
    last_name: requiredText(),
    email: requiredEmail(messages.loginEmailInvalid),
    password: requiredValue(),
    confirm_password: requiredValue(),
  }),
  'password',
  'confirm_password',
  messages.passwordsMustMatch,
);

export type JoinValues = z.output<typeof joinSchema>;
