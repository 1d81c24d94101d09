import * as z from 'zod';
import { messages } from '../messages';
import { TEXT_LIMITS } from './textLimits';
import { uploadedImageName } from './uploadedImage';
import { textField } from './validators';
import { designerIdField, objectIdField } from './objectId';

const LIMIT = TEXT_LIMITS.look;

/**
 * A look (API.md, looks row): a designer's outfit, a named group of their products shown
 * together in a show. The look's products are the products whose `lookId` is the look, in
 * the look's order (`productIds`), so a product belongs to at most one look, as the
 * import's Look Id column says.
 */

export const LOOK_STATUSES = ['draft', 'published'] as const;
export type LookStatus = (typeof LOOK_STATUSES)[number];

function lookFields(forPatch: boolean) {
  // Typed by the schema itself, so the form's input keeps each field's type (not unknown).
  const withDefault = <Schema extends z.ZodType>(schema: Schema, value: z.output<Schema>) =>
    forPatch ? schema : schema.default(value as never);
  return z.object({
    designerId: designerIdField().optional(),
    eventId: withDefault(objectIdField().nullable(), null),
    name: textField(messages.required).trim().min(1, { error: messages.required }).max(LIMIT.name),
    description: withDefault(textField('Must be text').trim().max(LIMIT.description), ''),
    images: withDefault(z.array(uploadedImageName()).max(20, { error: 'At most 20 images' }), []),
    status: withDefault(z.enum(LOOK_STATUSES, { error: 'Must be draft or published' }), 'draft'),
  });
}

/** The look form and POST /api/v2/looks. */
export const lookFormSchema = lookFields(false);
export type LookFormInput = z.input<typeof lookFormSchema>;
export type LookFormValues = z.output<typeof lookFormSchema>;

/** PATCH /api/v2/looks/:id: any of the fields; a left-out field stays as it is. */
export const lookPatchSchema = lookFields(true).partial();
export type LookPatch = z.output<typeof lookPatchSchema>;

/** How many products a look holds at most. */
export const LOOK_PRODUCTS_MAX = 200;

const lookProductIds = z
  .array(objectIdField())
  .max(LOOK_PRODUCTS_MAX, { error: `A look holds at most ${LOOK_PRODUCTS_MAX} products` })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'A product is listed twice' });

/**
 * A product belongs to at most one look, so adding one that is in another look takes it
 * out of that look: a look's products calls and a product's PATCH of its `lookId` refuse
 * that (409 naming the look) unless they say `move: true`, so no caller moves a product
 * silently (issue 19). A flag of the call, never stored.
 */
export const lookMoveSchema = z.boolean({ error: 'Must be true or false' }).optional();
const move = lookMoveSchema;

/**
 * PUT /api/v2/looks/:id/products: the look's whole product list, in order. Adding,
 * removing and reordering are all this one call; every id must be a product of the look's
 * designer (another designer's product is a 400 naming it).
 */
export const lookProductsSchema = z.object({ productIds: lookProductIds, move });
export type LookProducts = z.output<typeof lookProductsSchema>;

/**
 * POST /api/v2/looks/:id/products: products added after the look's own, in one locked
 * transaction, so concurrent adds all land. One already in the look stays where it is.
 */
export const lookProductsAppendSchema = z.object({
  productIds: lookProductIds.min(1, { error: 'Name at least one product' }),
  move,
});
export type LookProductsAppend = z.output<typeof lookProductsAppendSchema>;
