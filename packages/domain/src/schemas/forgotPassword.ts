import * as z from 'zod/mini';
import { messages } from '../messages';
import { signInEmail } from './signInFields';

/** The forgot password screen (section 5). */
export const forgotPasswordSchema = z.object({
  email: signInEmail(messages.forgotEmailInvalid),
});

export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;
