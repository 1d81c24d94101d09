import * as z from 'zod/mini';

/**
 * The rules every form shares, free of zod's full API so that the sign-in forms (built on
 * zod/mini) can use them without loading it.
 */

export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim().length === 0;
}

/** A refinement's `when`: the rule runs only on a filled field. */
export const whenFilled = (payload: { value: unknown }): boolean => !isBlank(payload.value);

/** An e-mail as the forms accept it. */
export const EMAIL_PATTERN: RegExp = z.regexes.email;
