import * as z from 'zod';
import { messages } from '../messages';
import { mustMatch, requiredValue } from './validators';

/** The smallest new password the reset screen accepts (section 9). */
export const RESET_PASSWORD_MIN_LENGTH = 8;

/** The reset password screen (section 5): the mismatch message sits on the confirmation. */
export const resetPasswordSchema = mustMatch(
  z.object({
    password: requiredValue().check(
      z.minLength(RESET_PASSWORD_MIN_LENGTH, { error: messages.passwordMin }),
    ),
    confirmPassword: requiredValue(),
  }),
  'password',
  'confirmPassword',
  messages.passwordMismatch,
);

export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;
