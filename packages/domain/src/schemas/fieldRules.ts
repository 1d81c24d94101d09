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

/** A UTF-16 surrogate without its other half: no UTF-8 text can carry it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text the database can store: PostgreSQL refuses a NUL character in text and a lone
 * surrogate in jsonb (and would answer 500), so every text field of every form and request
 * checks this first. Anything that is not a string is left to the type check.
 */
export function isStorableText(value: unknown): boolean {
  return typeof value !== 'string' || (!value.includes('\u0000') && !LONE_SURROGATE.test(value));
}
