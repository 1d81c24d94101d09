import * as z from 'zod';
import { messages } from '../messages';
import { requiredEmail } from './validators';

/** The forgot password screen (section 5). */
export const forgotPasswordSchema = z.object({
  email: requiredEmail(messages.forgotEmailInvalid),
});

export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;
