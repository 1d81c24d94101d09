import * as z from 'zod';
import { messages, textTooLong } from '../messages';
import { isBlank } from './fieldRules';
import { requiredText } from './validators';

/**
 * Field rules the reference data forms share (categories, colours, size charts). Every
 * value is sent trimmed, as the server stores it.
 */

/** Required text of at most `max` characters: 'This field is required'. */
export function requiredTrimmedText(max: number) {
  return requiredText()
    .refine((value) => value.trim().length <= max, { error: textTooLong(max) })
    .transform((value) => value.trim());
}

/** The largest id a PostgreSQL integer column holds. */
export const MAX_WHOLE_NUMBER = 2_147_483_647;
const DIGITS = /^\d+$/;

/**
 * A whole number above zero, typed into a text field or sent as a number:
 * 'Enter a whole number above zero'.
 */
export function requiredWholeNumber() {
  return z
    .custom<number | string>((value) => typeof value === 'number' || typeof value === 'string', {
      error: messages.required,
    })
    .refine((value) => typeof value === 'number' || !isBlank(value), { error: messages.required })
    .transform((value) => {
      if (typeof value === 'number') return value;
      const text = value.trim();
      return DIGITS.test(text) ? Number(text) : Number.NaN;
    })
    .pipe(
      z
        .number({ error: messages.wholeNumberInvalid })
        .int({ error: messages.wholeNumberInvalid })
        .min(1, { error: messages.wholeNumberInvalid })
        .max(MAX_WHOLE_NUMBER, { error: messages.wholeNumberInvalid }),
    );
}
