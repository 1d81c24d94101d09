import * as z from 'zod';
import { isColorCode, normaliseColorName } from '../import/fields';
import { messages } from '../messages';
import { isBlank } from './fieldRules';
import { requiredTrimmedText } from './referenceFields';
import { TEXT_LIMITS } from './textLimits';
import { textField } from './validators';

/**
 * A colour: its name, stored as the importer compares it ('light BLUE' → 'Light blue'), and
 * an optional hex code, '#' and six hex digits (section 9, the importer's own rule), stored
 * in upper case. An empty hex clears it (null); a left-out hex stays as it is (undefined),
 * so a PATCH may omit it.
 */
export const colorFormSchema = z.object({
  name: requiredTrimmedText(TEXT_LIMITS.color.name).transform(normaliseColorName),
  hex: textField(messages.colorCodeInvalid)
    .nullish()
    .refine((value) => value == null || isBlank(value) || isColorCode(value.trim()), {
      error: messages.colorCodeInvalid,
    })
    .transform((value) => {
      if (value === undefined) return undefined;
      return value === null || isBlank(value) ? null : value.trim().toUpperCase();
    }),
});
export type ColorFormInput = z.input<typeof colorFormSchema>;
export type ColorFormValues = z.output<typeof colorFormSchema>;

/** PATCH /api/v2/colors/:id: any of the form's fields. */
export const colorPatchSchema = colorFormSchema.partial();
export type ColorPatch = z.output<typeof colorPatchSchema>;
