import * as z from 'zod/mini';
import { messages } from '../messages';
import { EMAIL_PATTERN, isBlank, isStorableText, whenFilled } from './fieldRules';

/**
 * The fields of the login and forgot password forms in zod/mini: the first page a visitor
 * opens must not load zod's full API (about 20 KB gzip). Same rules and messages as
 * requiredEmail and requiredValue in ./validators, starting like textField with text the
 * database can store.
 */

/** textField's first rule, in zod/mini. */
const storable = () => z.refine(isStorableText, { error: messages.unsupportedCharacters });

/** Required and a valid e-mail, with the form's own wording for an invalid one. */
export function signInEmail(invalidMessage: string) {
  return z.string({ error: messages.required }).check(
    storable(),
    z.refine((value) => !isBlank(value), { error: messages.required }),
    z.refine((value) => EMAIL_PATTERN.test(value.trim()), {
      error: invalidMessage,
      when: whenFilled,
    }),
  );
}

/** Required as typed (spaces are characters in a password). */
export function signInPassword() {
  return z
    .string({ error: messages.required })
    .check(storable(), z.minLength(1, { error: messages.required }));
}
