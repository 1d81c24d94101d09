import * as z from 'zod';
import { lookMoveSchema } from '../schemas/look';
import { PRODUCT_STATUSES, productFormSchema, productPatchSchema } from '../schemas/product';
import { TEXT_LIMITS } from '../schemas/textLimits';
import { textField } from '../schemas/validators';
import { dataResponseSchema, objectMetaFields } from './common';
import { LIST_LIMIT_MAX, listQuerySchema, listResponseSchema } from './lists';
import { objectIdField } from '../schemas/objectId';

/**
 * /api/v2/products (API.md, products row). Designers see and change their own products;
 * admin and staff see all and name the designer when they create one.
 */

export const productSortFields = [
  'productName',
  'productCode',
  'productPrice',
  'status',
  'createdAt',
  'updatedAt',
] as const;
export type ProductSortField = (typeof productSortFields)[number];

const id = () => objectIdField().optional();

/** GET /api/v2/products: search on name, code and brand. */
export const productListQuerySchema = listQuerySchema(productSortFields, {
  designerId: id(),
  eventId: id(),
  lookId: id(),
  categoryId: z.coerce
    .number({ error: 'Must be a number' })
    .int({ error: 'Must be a whole number' })
    .min(0, { error: 'Must be 0 or more' })
    .optional(),
  status: z.enum(PRODUCT_STATUSES, { error: 'Must be draft, active or archived' }).optional(),
  /** in: some variant has stock; out: none has. */
  stock: z.enum(['in', 'out'], { error: 'Must be in or out' }).optional(),
  /** Products with a variant of this colour (its stored name): a colour's "used by" link. */
  color: textField().trim().min(1).max(TEXT_LIMITS.color.name).optional(),
  /** Products whose category is sized by the chart with this key: a chart's "used by". */
  sizeChart: textField().trim().min(1).max(TEXT_LIMITS.sizeChart.key).optional(),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export type ProductListFilter = z.output<typeof productListQuerySchema>;

/** A size: `quantity` on hand, `available` that less the checkouts' holds (API.md). */
const apiSizeSchema = z.object({
  size: z.string(),
  quantity: z.number(),
  available: z.number(),
  sku: z.string(),
});
const apiColorVariantSchema = z.object({
  color: z.string(),
  colorCode: z.string(),
  alternateColor: z.string(),
  swatch: z.string(),
  images: z.array(z.string()),
  sizes: z.array(apiSizeSchema),
});

export const apiProductSchema = z.object({
  designerId: z.string(),
  /** The designer's brand, in list items (the list names the designer; the detail does not). */
  designerBrand: z.string().optional(),
  eventId: z.string().nullable(),
  lookId: z.string().nullable(),
  productType: z.string(),
  productCode: z.string(),
  productName: z.string(),
  productBrand: z.string(),
  productPrice: z.number(),
  productTax: z.number(),
  productWeight: z.number(),
  fabricQuality: z.string(),
  description: z.string(),
  categoryId: z.number(),
  gender: z.string(),
  superCategory: z.string(),
  category: z.string(),
  subCategory: z.string(),
  /** Calendar dates, 'yyyy-MM-dd'. */
  startDate: z.string().nullable(),
  preOrder: z.boolean(),
  shippingDate: z.string().nullable(),
  backOrder: z.boolean(),
  availableAtShowTime: z.boolean(),
  images: z.array(z.string()),
  colors: z.array(apiColorVariantSchema),
  status: z.enum(PRODUCT_STATUSES),
  ...objectMetaFields,
});
export type ApiProduct = z.infer<typeof apiProductSchema>;

export const productListResponseSchema = listResponseSchema(apiProductSchema);
export const productResponseSchema = dataResponseSchema(apiProductSchema);
export const createProductRequestSchema = productFormSchema;
/**
 * PATCH /api/v2/products/:id: the fields to change, and `move: true` when a new `lookId`
 * may take the product out of the look it is in (refused with a 409 naming it otherwise).
 */
export const updateProductRequestSchema = productPatchSchema.extend({ move: lookMoveSchema });
export type UpdateProductRequest = z.output<typeof updateProductRequestSchema>;

/**
 * DELETE /api/v2/products/:id: `{ success: true }` when the product is gone;
 * `{ success: true, archived: true, message }` when it is in an order and was archived
 * instead (orders keep pointing at it).
 */
export const deleteProductResponseSchema = z.union([
  z.object({ success: z.literal(true), archived: z.literal(true), message: z.string() }),
  z.object({ success: z.literal(true) }),
]);
export type DeleteProductResponse = z.infer<typeof deleteProductResponseSchema>;

/**
 * POST /api/v2/products/bulk: one action on the selected products (at most a list page),
 * in one transaction, all or nothing. `status` sets their status (archive is 'archived');
 * `delete` deletes them, archiving instead those an order points at, as DELETE does.
 */
const bulkIds = z
  .array(objectIdField(), { error: 'Select at least one product' })
  .min(1, { error: 'Select at least one product' })
  .max(LIST_LIMIT_MAX, { error: `Select at most ${LIST_LIMIT_MAX} products` })
  .refine((ids) => new Set(ids).size === ids.length, {
    error: 'Each product may appear only once',
  });

export const productBulkRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('status'),
      ids: bulkIds,
      status: z.enum(PRODUCT_STATUSES, { error: 'Must be draft, active or archived' }),
    }),
    z.object({ action: z.literal('delete'), ids: bulkIds }),
  ],
  { error: 'Must be status or delete' },
);
export type ProductBulkRequest = z.input<typeof productBulkRequestSchema>;

/** What a bulk action did: how many it changed, and how many a delete archived instead. */
export const productBulkOutcomeSchema = z.object({
  done: z.number().int(),
  archived: z.number().int(),
});
export type ProductBulkOutcome = z.infer<typeof productBulkOutcomeSchema>;
export const productBulkResponseSchema = dataResponseSchema(productBulkOutcomeSchema);
