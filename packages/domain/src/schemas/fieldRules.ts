import * as z from 'zod/mini';
import { messages } from '../messages';

/**
 * The rules every form shares, written once in zod/mini, and the two fields the sign-in
 * pages need (requiredEmail, requiredValue).
 *
 * Why mini: /auth/login and /auth/forgot-password use only these, and the first page a
 * visitor opens must not load zod's full (classic) API, about 20 KB gzip, to stay within
 * its 150 KB budget (bench/bundle). Classic zod and zod/mini are two front ends of one
 * zod/v4/core, so nothing here is copied for the classic side:
 * - ./validators builds the classic textField and requiredText from storableCheck and
 *   filledCheck (a core check goes into a classic schema's `.check()` as into a mini one's);
 * - ./validators re-exports requiredEmail and requiredValue, and the classic forms (join,
 *   register wizard, designer application…) put these very mini schemas in their classic
 *   `z.object`s. Chain them with `.check(…)`, e.g. `.check(z.minLength(8))`: mini schemas
 *   have no classic methods such as `.min()`.
 * One module rather than two: the login page's chunks stay one fewer (bench/bundle).
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

/**
 * C1 control characters (U+0080–U+009F): no keyboard types them, a paste from a legacy
 * encoding or a forged request carries them, and they render as nothing.
 */
const C1_CONTROLS = /[\u0080-\u009F]/g;

/** Text without its C1 control characters (see stripControls). */
export function withoutC1Controls(value: string): string {
  return value.replace(C1_CONTROLS, '');
}

/**
 * The text rule of every text field: C1 controls are taken out before any other rule
 * sees the text, so a length or uniqueness check counts what is stored.
 */
export function stripControls() {
  return z.overwrite<string>(withoutC1Controls);
}

/** The first rule of every text field: 'Please remove unsupported characters'. */
export function storableCheck() {
  return z.refine(isStorableText, { error: messages.unsupportedCharacters });
}

/** Not only whitespace: 'This field is required'. */
export function filledCheck() {
  return z.refine<string>((value) => !isBlank(value), { error: messages.required });
}

/** A string the database can store; anything else says 'This field is required'. */
function requiredString() {
  return z.string({ error: messages.required }).check(storableCheck());
}

/** Required as typed (passwords: spaces are characters): 'This field is required'. */
export function requiredValue() {
  return requiredString().check(z.minLength(1, { error: messages.required }));
}

/** Required and a valid e-mail; each form has its own wording for the second rule. */
export function requiredEmail(invalidMessage: string) {
  return requiredString().check(
    filledCheck(),
    z.refine((value) => EMAIL_PATTERN.test(value.trim()), {
      error: invalidMessage,
      when: whenFilled,
    }),
  );
}
