import * as z from 'zod';
import {
  WEB_PRODUCT_STATUSES,
  webProductFormSchema,
  webProductMessages,
  webProductPatchSchema,
} from '../schemas/webProducts';
import { dataResponseSchema, objectMetaFields } from './common';
import { listQuerySchema, listResponseSchema } from './lists';
import { objectIdField } from '../schemas/objectId';

/**
 * /api/v2/web-products (API.md, web products row). Designers see and change their own web
 * products; admin and staff see all and name the designer when they create one.
 */

export const webProductSortFields = ['name', 'price', 'status', 'createdAt', 'updatedAt'] as const;
export type WebProductSortField = (typeof webProductSortFields)[number];

const id = () => objectIdField().optional();

/**
 * GET /api/v2/web-products: search on the name; filters designerId, webEventId (a web
 * event's products, in its order unless sort says otherwise) and status.
 */
export const webProductListQuerySchema = listQuerySchema(webProductSortFields, {
  designerId: id(),
  webEventId: id(),
  status: z.enum(WEB_PRODUCT_STATUSES, { error: webProductMessages.statusInvalid }).optional(),
});
export type WebProductListQuery = z.input<typeof webProductListQuerySchema>;
export type WebProductListFilter = z.output<typeof webProductListQuerySchema>;

export const apiWebProductSchema = z.object({
  designerId: z.string(),
  /** The designer's brand, in list items (the list names the designer; the detail does not). */
  designerBrand: z.string().optional(),
  webEventId: z.string().nullable(),
  name: z.string(),
  /** In the currency's major unit. */
  price: z.number(),
  /** ISO 4217. */
  currency: z.string(),
  images: z.array(z.string()),
  externalUrl: z.string(),
  /** The marketplace product the player sells in its place, or null (decision 0033). */
  productId: z.string().nullable(),
  status: z.enum(WEB_PRODUCT_STATUSES),
  ...objectMetaFields,
});
export type ApiWebProduct = z.infer<typeof apiWebProductSchema>;

export const webProductListResponseSchema = listResponseSchema(apiWebProductSchema);
export const webProductResponseSchema = dataResponseSchema(apiWebProductSchema);
export const createWebProductRequestSchema = webProductFormSchema;
export const updateWebProductRequestSchema = webProductPatchSchema;
