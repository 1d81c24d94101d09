import * as z from 'zod';

/**
 * The catalogue's shapes, written once: the built-in catalogue, GET /api/miscellaneous and
 * the console's CATEGORY storage entry all read them from here. (No catalogue data in this
 * file, so importing a shape never loads the JSON.)
 */

/** A category record (section 3): `size` is the key of its size chart. */
export const categorySchema = z.object({
  categoryId: z.number(),
  gender: z.string(),
  type: z.string(),
  category: z.string(),
  subCategory: z.string(),
  size: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

/** A colour: its name as the importer normalises it ('Light blue') and an optional hex. */
export const colorSchema = z.object({ name: z.string(), hex: z.string().nullish() });
export type Color = z.infer<typeof colorSchema>;

/** A size chart: its key (what categories name), a label and the sizes in order. */
export const sizeChartSchema = z.object({
  key: z.string(),
  name: z.string(),
  sizes: z.array(z.string()),
});
export type SizeChart = z.infer<typeof sizeChartSchema>;

export const catalogueSchema = z.object({
  categories: z.array(categorySchema),
  colors: z.array(colorSchema),
  sizeCharts: z.array(sizeChartSchema),
});
export type Catalogue = z.infer<typeof catalogueSchema>;
