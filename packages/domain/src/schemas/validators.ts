import * as z from 'zod';
import { messages } from '../messages';
import {
  EMAIL_PATTERN,
  filledCheck,
  requiredValue,
  storableCheck,
  stripControls,
  whenFilled,
} from './fieldRules';
import { socialProfileUrl, type SocialNetwork } from '../payloads/accountProfile';
import { isSiteUrl } from './webAddress';

/**
 * The building blocks of every form schema. Each field reports one message at a time:
 * a blank field says only 'This field is required', a filled one says what is wrong with
 * its content. Pattern checks therefore run only when the field is filled (`when`).
 */

// Written once in zod/mini for the login page's budget (see ./fieldRules); the classic
// schemas below and the classic forms use them as they are.
export {
  EMAIL_PATTERN,
  isBlank,
  isStorableText,
  requiredEmail,
  requiredValue,
  whenFilled,
} from './fieldRules';

/** The shortest new password anywhere (section 9: reset, register, change, the API). */
export const PASSWORD_MIN_LENGTH = 8;

/** A new password: given, and at least PASSWORD_MIN_LENGTH characters ('Please enter min 8 characters'). */
export function newPassword() {
  return requiredValue().check(z.minLength(PASSWORD_MIN_LENGTH, { error: messages.passwordMin }));
}

/** Letters (any alphabet) and spaces; the empty string is allowed (section 5, onlyChar). */
export const ONLY_CHAR_PATTERN = /^[\p{L} ]*$/u;

/**
 * Every text field of the forms and of the API's requests starts here: a string the database
 * can store, else 'Please remove unsupported characters' as the field's first message.
 * (It does not abort the field's later rules: an aborted issue inside an object would hide
 * the message behind a union's bare 'Invalid input', as for the designer's address.)
 * `typeError` is the message for a value that is not a string at all.
 */
export function textField(typeError?: string) {
  return z
    .string(typeError === undefined ? undefined : { error: typeError })
    .check(stripControls(), storableCheck());
}

/** Required and not only whitespace: 'This field is required'. */
export function requiredText() {
  return textField(messages.required).check(filledCheck());
}

/** May be left empty; when filled it must match `pattern`. */
export function optionalPattern(pattern: RegExp, invalidMessage: string) {
  return textField(invalidMessage)
    .refine((value) => pattern.test(value.trim()), { error: invalidMessage, when: whenFilled })
    .optional();
}

/** May be left empty; when filled it must be a valid e-mail. */
export function optionalEmail(invalidMessage: string) {
  return optionalPattern(EMAIL_PATTERN, invalidMessage);
}

/**
 * Required and a site address (webAddress.ts: 'brand.com', 'https://instagram.com/brand';
 * http(s) only): 'Must be a valid site URL'.
 */
export function requiredSiteUrl() {
  return requiredText().refine(isSiteUrl, {
    error: messages.siteUrlInvalid,
    when: whenFilled,
  });
}

/** Optional site address (facebook, instagram): 'Must be a valid site URL' when filled. */
export function optionalSiteUrl() {
  return textField(messages.siteUrlInvalid)
    .refine(isSiteUrl, { error: messages.siteUrlInvalid, when: whenFilled })
    .optional();
}

/**
 * A site address of an API request: trimmed, at most `max` characters, empty for none,
 * else a site address ('Must be a valid site URL').
 */
export function siteUrlText(max: number) {
  return textField(messages.siteUrlInvalid)
    .trim()
    .max(max)
    .refine((value) => value === '' || isSiteUrl(value), { error: messages.siteUrlInvalid });
}

/**
 * A social page of an API request (instagram, facebook): a handle (`@maisonlumiere`) is
 * stored as the page's address (socialProfileUrl), anything else is a site address as
 * siteUrlText checks it.
 */
export function socialUrlText(network: SocialNetwork, max: number) {
  // Through the text rule before the handle is read, as every text field is.
  return textField(messages.siteUrlInvalid)
    .transform((value) => socialProfileUrl(network, value))
    .pipe(siteUrlText(max));
}

/** The form's social page: optional, a handle or a site address (socialUrlText's rule). */
export function optionalSocialUrl(network: SocialNetwork) {
  return textField(messages.siteUrlInvalid)
    .transform((value) => socialProfileUrl(network, value))
    .pipe(
      textField(messages.siteUrlInvalid).refine(isSiteUrl, {
        error: messages.siteUrlInvalid,
        when: whenFilled,
      }),
    )
    .optional();
}

/** onlyChar: letters and spaces only, empty allowed. */
export function onlyChar(message: string = messages.onlyLetters) {
  return textField(message).regex(ONLY_CHAR_PATTERN, { error: message });
}

/**
 * mustMatch: `matching` must equal `field`; the message sits on `matching`, the field the
 * user is typing into. It runs even while other fields are invalid, so the mismatch shows
 * as soon as both fields are strings.
 */
export function mustMatch<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  field: keyof z.output<T> & string,
  matching: keyof z.output<T> & string,
  message: string,
) {
  return schema.refine((values) => values[field] === values[matching], {
    error: message,
    path: [matching],
    when: (payload) => {
      const values = payload.value;
      if (typeof values !== 'object' || values === null) return false;
      const record = values as Record<string, unknown>;
      return typeof record[field] === 'string' && typeof record[matching] === 'string';
    },
  });
}

/** The first message per field, as a form shows it: `{ email: 'Enter valid email' }`. */
export function firstMessages(error: z.core.$ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    found[key] ??= issue.message;
  }
  return found;
}
