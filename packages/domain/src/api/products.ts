import * as z from 'zod';
import { PRODUCT_STATUSES, productFormSchema, productPatchSchema } from '../schemas/product';
import { dataResponseSchema, objectMetaFields } from './common';
import { listQuerySchema, listResponseSchema } from './lists';

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

const id = () => z.uuid({ error: 'Must be a valid id' }).optional();

/** GET /api/v2/products: search on name, code and brand. */
export const productListQuerySchema = listQuerySchema(productSortFields, {
  designerId: id(),
  eventId: id(),
  lookId: id(),
  categoryId: z.coerce.number({ error: 'Must be a number' }).int().min(0).optional(),
  status: z.enum(PRODUCT_STATUSES, { error: 'Must be draft, active or archived' }).optional(),
  /** in: some variant has stock; out: none has. */
  stock: z.enum(['in', 'out'], { error: 'Must be in or out' }).optional(),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export type ProductListFilter = z.output<typeof productListQuerySchema>;

const apiSizeSchema = z.object({ size: z.string(), quantity: z.number(), sku: z.string() });
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
export const updateProductRequestSchema = productPatchSchema;

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
