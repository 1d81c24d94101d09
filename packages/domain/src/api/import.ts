import * as z from 'zod';
import { textField } from '../schemas/validators';
import { productListQuerySchema } from './products';

/**
 * POST /api/v2/import (API.md, Import; spec section 7): `{products}` is the JSON text of
 * the importer's list of imported products. The server re-checks every product with the
 * same domain rules, then writes all of it in one transaction or nothing: products are
 * upserted by (designer, product code), variants matched by SKU.
 *
 * `POST /api/v2/import?dryRun=true` runs the same checks and answers the same counts and
 * the per-product changes without writing anything: the console's preview before Upload.
 */

export const importRequestSchema = z.object({
  products: textField('products must be the JSON text of a list of products'),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

export const importQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'Must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

/** What importing one product does: create it, update the named fields, or nothing. */
export const importChangeSchema = z.object({
  designerId: z.string(),
  productCode: z.string(),
  action: z.enum(['create', 'update', 'unchanged']),
  /** For an update, the product fields (and `colors` for any variant change) that change. */
  fields: z.array(z.string()),
  /**
   * For an update, the stored variants (colour and size) the file leaves out: the import
   * removes them. Present only when there are some; the console asks before it uploads.
   */
  removed: z.array(z.object({ color: z.string(), size: z.string(), sku: z.string() })).optional(),
});
export type ImportChange = z.infer<typeof importChangeSchema>;

export const importResponseSchema = z.object({
  success: z.literal(true),
  dryRun: z.boolean(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  /** Colour × size rows across every product sent. */
  variants: z.number(),
  changes: z.array(importChangeSchema),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

/** One refused product: its index in the list sent, its code and its first reasons. */
export const importRejectionSchema = z.object({
  index: z.number(),
  productCode: z.string(),
  messages: z.array(z.string()),
});
export type ImportRejection = z.infer<typeof importRejectionSchema>;

/** The 400 answer when some products are refused: nothing was written. */
export const importErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** The first refused products (IMPORT_LIMITS.rejectionsReported at most). */
  rejected: z.array(importRejectionSchema),
  /** Every refused product, listed or not. */
  rejectedCount: z.number(),
});
export type ImportErrorResponse = z.infer<typeof importErrorResponseSchema>;

/** The limits of one import (API.md): over either, 413 with a message naming it. */
export const IMPORT_LIMITS = {
  bodyBytes: 20 * 1024 * 1024,
  variantRows: 50_000,
  /** Products in one list: each has a variant row at least, so more cannot be imported. */
  products: 50_000,
  /** Refused products listed in a 400 (the answer stays small; the count says how many). */
  rejectionsReported: 1_000,
} as const;

/** The import's own answers (the per-line ones are the importer's, section 5). */
export const importMessages = {
  bodyTooLarge: `The file is too large to import: ${IMPORT_LIMITS.bodyBytes / 1024 / 1024} MB at most.`,
  tooManyRows: `The file has too many lines to import: ${IMPORT_LIMITS.variantRows} variant rows at most.`,
  tooManyProducts: `The file has too many products to import: ${IMPORT_LIMITS.products} at most.`,
  notAList: 'products must be the JSON text of a list of products.',
  rejected: (count: number) =>
    `${count === 1 ? '1 product' : `${count} products`} cannot be imported, so nothing was written.${
      count > IMPORT_LIMITS.rejectionsReported
        ? ` The first ${IMPORT_LIMITS.rejectionsReported} are listed.`
        : ''
    }`,
} as const;

/**
 * GET /api/v2/products/export: the products the list query selects, as an import-format
 * CSV streamed to the caller.
 */
export const productExportQuerySchema = productListQuerySchema.omit({
  page: true,
  limit: true,
  sort: true,
});
export type ProductExportQuery = z.input<typeof productExportQuerySchema>;

/** The most products one export by selection names. */
export const EXPORT_IDS_MAX = 1000;

/**
 * POST /api/v2/products/export: the selected products, their ids in the body (issue 19: a
 * URL holds about 440 ids, the selection up to 1 000), as the same CSV.
 */
export const productExportRequestSchema = z.object({
  ids: z
    .array(z.uuid({ error: 'Must be a list of ids' }))
    .min(1, { error: 'Select at least one product' })
    .max(EXPORT_IDS_MAX, { error: `Select at most ${EXPORT_IDS_MAX} products` }),
});
export type ProductExportRequest = z.infer<typeof productExportRequestSchema>;

/**
 * GET /api/v2/import/template: the header of section 3 with a few sample rows;
 * GET /api/v2/import/allowed-values: the live reference data (categories with their ids and
 * size charts, colours, the date format, the flags) as a CSV. Both text/csv.
 */
export const IMPORT_DOWNLOADS = {
  template: '/api/v2/import/template',
  allowedValues: '/api/v2/import/allowed-values',
  export: '/api/v2/products/export',
} as const;
