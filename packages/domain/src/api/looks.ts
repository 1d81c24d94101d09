import * as z from 'zod';
import {
  LOOK_STATUSES,
  lookFormSchema,
  lookPatchSchema,
  lookProductsAppendSchema,
  lookProductsSchema,
} from '../schemas/look';
import { dataResponseSchema, objectMetaFields } from './common';
import { listQuerySchema, listResponseSchema } from './lists';
import { objectIdField } from '../schemas/objectId';

/**
 * /api/v2/looks (API.md, looks row). Designers see and change their own looks; admin and
 * staff see all and name the designer when they create one.
 */

export const lookSortFields = ['name', 'status', 'createdAt', 'updatedAt'] as const;
export type LookSortField = (typeof lookSortFields)[number];

const id = () => objectIdField().optional();

/** GET /api/v2/looks: search on the name. */
export const lookListQuerySchema = listQuerySchema(lookSortFields, {
  designerId: id(),
  eventId: id(),
  status: z.enum(LOOK_STATUSES, { error: 'Must be draft or published' }).optional(),
});
export type LookListQuery = z.input<typeof lookListQuerySchema>;
export type LookListFilter = z.output<typeof lookListQuerySchema>;

export const apiLookSchema = z.object({
  designerId: z.string(),
  /** The designer's brand, in list items (the list names the designer; the detail does not). */
  designerBrand: z.string().optional(),
  eventId: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  status: z.enum(LOOK_STATUSES),
  /** The look's products in the look's order. */
  productIds: z.array(z.string()),
  productCount: z.number(),
  ...objectMetaFields,
});
export type ApiLook = z.infer<typeof apiLookSchema>;

export const lookListResponseSchema = listResponseSchema(apiLookSchema);
export const lookResponseSchema = dataResponseSchema(apiLookSchema);
export const createLookRequestSchema = lookFormSchema;
export const updateLookRequestSchema = lookPatchSchema;
/** PUT /api/v2/looks/:id/products answers the look as it now is. */
export const setLookProductsRequestSchema = lookProductsSchema;
/** POST /api/v2/looks/:id/products answers the look as it now is. */
export const appendLookProductsRequestSchema = lookProductsAppendSchema;
