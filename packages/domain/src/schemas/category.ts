import * as z from 'zod';
import { requiredTrimmedText, requiredWholeNumber } from './referenceFields';
import { TEXT_LIMITS } from './textLimits';

const LIMIT = TEXT_LIMITS.category;

/**
 * A category (section 3): its number, the gender, type, category and sub-category it is
 * shown under, and `size`, the key of the size chart its products are sized by. The same
 * schema checks the console's form and the server's POST /api/v2/categories.
 */
export const categoryFormSchema = z.object({
  categoryId: requiredWholeNumber(),
  gender: requiredTrimmedText(LIMIT.gender),
  type: requiredTrimmedText(LIMIT.type),
  category: requiredTrimmedText(LIMIT.category),
  subCategory: requiredTrimmedText(LIMIT.subCategory),
  size: requiredTrimmedText(LIMIT.size),
});
export type CategoryFormInput = z.input<typeof categoryFormSchema>;
export type CategoryFormValues = z.output<typeof categoryFormSchema>;

/** PATCH /api/v2/categories/:id: any of the form's fields. */
export const categoryPatchSchema = categoryFormSchema.partial();
export type CategoryPatch = z.output<typeof categoryPatchSchema>;
