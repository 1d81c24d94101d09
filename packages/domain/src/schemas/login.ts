import * as z from 'zod/mini';
import { messages } from '../messages';
import { requiredEmail, requiredValue } from './fieldRules';

/** The login screen (section 5): e-mail first, then the password. */
export const loginEmailSchema = z.object({
  email: requiredEmail(messages.loginEmailInvalid),
});

export const loginSchema = z.extend(loginEmailSchema, {
  password: requiredValue(),
});

export type LoginEmailValues = z.output<typeof loginEmailSchema>;
export type LoginValues = z.output<typeof loginSchema>;
