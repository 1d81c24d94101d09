import * as z from 'zod';
import { messages } from '../messages';
import { mustMatch, newPassword, PASSWORD_MIN_LENGTH, requiredValue } from './validators';

/** The smallest new password the reset screen accepts (section 9): every new password's. */
export const RESET_PASSWORD_MIN_LENGTH = PASSWORD_MIN_LENGTH;

/** The reset password screen (section 5): the mismatch message sits on the confirmation. */
export const resetPasswordSchema = mustMatch(
  z.object({
    password: newPassword(),
    confirmPassword: requiredValue(),
  }),
  'password',
  'confirmPassword',
  messages.passwordMismatch,
);

export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;
