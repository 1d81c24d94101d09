import * as z from 'zod';
import { messages } from '../messages';
import { whenFilled } from './fieldRules';
import { requiredTrimmedText } from './referenceFields';
import { TEXT_LIMITS } from './textLimits';

const LIMIT = TEXT_LIMITS.sizeChart;

/** A chart key as categories name it: 'womens-alpha', 'ring-us'. */
export const SIZE_CHART_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A chart's sizes, and so the sizes one colour of a product comes in. */
export const SIZE_CHART_MAX_SIZES = 100;
/** 'Use at most 100 sizes' */
export const sizesTooMany = `Use at most ${SIZE_CHART_MAX_SIZES} sizes`;

/**
 * The key a chart's name suggests: 'Hats CM' → 'hats-cm', 'Women’s Alpha' → 'womens-alpha'.
 * Accents are dropped, apostrophes joined, any other run of characters becomes one hyphen;
 * the result follows SIZE_CHART_KEY_PATTERN (or is empty) and fits the key's limit.
 */
export function sizeChartKeyOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, LIMIT.key)
    .replace(/^-+|-+$/g, '');
}

/**
 * A size chart: its key (what a category's `size` names), a label, and its sizes in the
 * order the console lists them. A size appears once.
 */
export const sizeChartFormSchema = z.object({
  key: requiredTrimmedText(LIMIT.key).refine((key) => SIZE_CHART_KEY_PATTERN.test(key), {
    error: messages.sizeChartKeyInvalid,
    when: whenFilled,
  }),
  name: requiredTrimmedText(LIMIT.name),
  sizes: z
    .array(requiredTrimmedText(LIMIT.size), { error: messages.sizesRequired })
    .min(1, { error: messages.sizesRequired })
    .max(SIZE_CHART_MAX_SIZES, { error: sizesTooMany })
    .refine((sizes) => new Set(sizes).size === sizes.length, { error: messages.sizesRepeated }),
});
export type SizeChartFormInput = z.input<typeof sizeChartFormSchema>;
export type SizeChartFormValues = z.output<typeof sizeChartFormSchema>;

/** PATCH /api/v2/size-charts/:id: any of the form's fields. */
export const sizeChartPatchSchema = sizeChartFormSchema.partial();
export type SizeChartPatch = z.output<typeof sizeChartPatchSchema>;
