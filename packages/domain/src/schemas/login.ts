import * as z from 'zod/mini';
import { messages } from '../messages';
import { signInEmail, signInPassword } from './signInFields';

/** The login screen (section 5): e-mail first, then the password. */
export const loginEmailSchema = z.object({
  email: signInEmail(messages.loginEmailInvalid),
});

export const loginSchema = z.extend(loginEmailSchema, {
  password: signInPassword(),
});

export type LoginEmailValues = z.output<typeof loginEmailSchema>;
export type LoginValues = z.output<typeof loginSchema>;
