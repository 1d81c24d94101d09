import * as z from 'zod';
import { messages } from '../messages';
import { whenFilled } from './fieldRules';
import { requiredTrimmedText } from './referenceFields';

/** A chart key as categories name it: 'womens-alpha', 'ring-us'. */
export const SIZE_CHART_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SIZE_CHART_MAX_SIZES = 100;

/**
 * A size chart: its key (what a category's `size` names), a label, and its sizes in the
 * order the console lists them. A size appears once.
 */
export const sizeChartFormSchema = z.object({
  key: requiredTrimmedText(40).refine((key) => SIZE_CHART_KEY_PATTERN.test(key), {
    error: messages.sizeChartKeyInvalid,
    when: whenFilled,
  }),
  name: requiredTrimmedText(80),
  sizes: z
    .array(requiredTrimmedText(20), { error: messages.sizesRequired })
    .min(1, { error: messages.sizesRequired })
    .max(SIZE_CHART_MAX_SIZES)
    .refine((sizes) => new Set(sizes).size === sizes.length, { error: messages.sizesRepeated }),
});
export type SizeChartFormInput = z.input<typeof sizeChartFormSchema>;
export type SizeChartFormValues = z.output<typeof sizeChartFormSchema>;

/** PATCH /api/v2/size-charts/:id: any of the form's fields. */
export const sizeChartPatchSchema = sizeChartFormSchema.partial();
export type SizeChartPatch = z.output<typeof sizeChartPatchSchema>;
