import * as z from 'zod';
import { messages } from '../messages';
import { textField } from './validators';

/**
 * A look (API.md, looks row): a designer's outfit, a named group of their products shown
 * together in a show. The look's products are the products whose `lookId` is the look, in
 * the look's order (`productIds`), so a product belongs to at most one look, as the
 * import's Look Id column says.
 */

export const LOOK_STATUSES = ['draft', 'published'] as const;
export type LookStatus = (typeof LOOK_STATUSES)[number];

const uploadedImage = () => textField('Must be an uploaded image').trim().min(1).max(500);

function lookFields(forPatch: boolean) {
  // Typed by the schema itself, so the form's input keeps each field's type (not unknown).
  const withDefault = <Schema extends z.ZodType>(schema: Schema, value: z.output<Schema>) =>
    forPatch ? schema : schema.default(value as never);
  return z.object({
    designerId: z.uuid({ error: 'Designer Id is invalid' }).optional(),
    eventId: withDefault(z.uuid({ error: 'Must be a valid id' }).nullable(), null),
    name: textField(messages.required).trim().min(1, { error: messages.required }).max(200),
    description: withDefault(textField('Must be text').trim().max(5000), ''),
    images: withDefault(z.array(uploadedImage()).max(20, { error: 'At most 20 images' }), []),
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

/**
 * PUT /api/v2/looks/:id/products: the look's whole product list, in order. Adding,
 * removing and reordering are all this one call; every id must be a product of the look's
 * designer (another designer's product is a 400 naming it).
 */
export const lookProductsSchema = z.object({
  productIds: z
    .array(z.uuid({ error: 'Must be a valid id' }))
    .max(200, { error: 'A look holds at most 200 products' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'A product is listed twice' }),
});
export type LookProducts = z.output<typeof lookProductsSchema>;
