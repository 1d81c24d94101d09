import * as z from 'zod/mini';
import { messages } from '../messages';
import { requiredEmail } from './fieldRules';

/** The forgot password screen (section 5). */
export const forgotPasswordSchema = z.object({
  email: requiredEmail(messages.forgotEmailInvalid),
});

export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;
