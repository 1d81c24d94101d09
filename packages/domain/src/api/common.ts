import * as z from 'zod';
import { messages } from '../messages';
import { objectIdField } from '../schemas/objectId';
import { newPassword, textField } from '../schemas/validators';

/**
 * `{ success: false, message }`: the body of every error answer of the API. (The server
 * throws its `ApiError` class to send one; the console rejects with `ApiCallError`.)
 */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** A refusal the console acts on names itself (PAYMENT_ACCOUNT_REQUIRED_CODE). */
  code: z.string().optional(),
  /**
   * The request's field a refusal is about, as a path in its body: a 409's value another
   * object already has ('productCode', 'colors.0.sizes.2.sku', 'email'). A form shows the
   * message under that field.
   */
  field: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** `{ success, message }`: answers with nothing else to say. */
export const apiMessageSchema = z.object({ success: z.boolean(), message: z.string() });
export type ApiMessage = z.infer<typeof apiMessageSchema>;

/** `{ success: true, data }`: a single object as GET /x/:id, POST /x and PATCH /x/:id answer it. */
export function dataResponseSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ success: z.literal(true), data: item });
}

/** `{ success: true }`: DELETE /x/:id. */
export const successResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

// Every text field of a request is a textField: a NUL or a lone surrogate is a 400 that
// names the field, never a database error.

/** Required, not only whitespace, trimmed. */
export const requiredString = () =>
  textField(messages.required).trim().min(1, { error: messages.required });

/** Optional text; a missing field is the empty string. */
export const optionalString = (max = 2000) => textField('Must be text').trim().max(max).default('');

/** E-mails are compared in lower case; the stored address is the trimmed, lower-cased one. */
export const emailField = (invalidMessage: string = messages.loginEmailInvalid) =>
  textField(messages.required)
    .trim()
    .min(1, { error: messages.required })
    .toLowerCase()
    .pipe(z.email({ error: invalidMessage }));

/** A new password: the forms' rule (at least 8 characters, section 5), and at most 200. */
export const newPasswordField = () => newPassword().check(z.maxLength(200));

export { objectIdField };

/** `/x/:id`: every single-object route's path parameters. */
export const idParamsSchema = z.object({ id: objectIdField() });

/** What every object carries besides its own fields (API.md, Single objects). */
export const objectMetaFields = {
  _id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** pincode, primaryAddress, country, state and city (section 3). */
export const apiAddressSchema = z.object({
  pincode: requiredString(),
  primaryAddress: requiredString(),
  country: requiredString(),
  state: requiredString(),
  city: requiredString(),
});
export type ApiAddress = z.infer<typeof apiAddressSchema>;
