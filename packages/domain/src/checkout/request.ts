import * as z from 'zod';
import { validateAddressRequestSchema } from '../api/services';
import { objectIdField } from '../schemas/objectId';
import { textField } from '../schemas/validators';
import {
  CHECKOUT_COUPON_MAX,
  CHECKOUT_LINES_MAX,
  CHECKOUT_LINE_QUANTITY_MAX,
  CHECKOUT_SHOW_SEC_MAX,
  CHECKOUT_SKU_MAX,
} from './limits';
import { checkoutMessages } from './messages';

/*
 * POST /api/v2/checkout's body (API.md "Checkout"). Classic zod: the server parses it; the
 * viewer page builds it from its cart (types below) and needs no parser in its bundle.
 * A price of any kind from the client is refused: every key a line or the body does not
 * take is a 400 (`clientPrice`), so `unitPrice`, `price` or `total` never pass silently.
 */

const strict = { error: () => checkoutMessages.clientPrice };

/** `{productId, sku, quantity}`: what the shopper chose, never what it costs. */
export const checkoutLineSchema = z.strictObject(
  {
    productId: objectIdField(),
    sku: textField('Must be text')
      .trim()
      .min(1, { error: 'SKU is missing' })
      .max(CHECKOUT_SKU_MAX, { error: `At most ${CHECKOUT_SKU_MAX} characters` }),
    quantity: z
      .number({ error: checkoutMessages.quantity })
      .int({ error: checkoutMessages.quantity })
      .min(1, { error: checkoutMessages.quantity })
      .max(CHECKOUT_LINE_QUANTITY_MAX, { error: checkoutMessages.quantity }),
  },
  strict,
);
export type CheckoutLine = z.output<typeof checkoutLineSchema>;

/** Seconds into the live show or its replay, kept to the millisecond. */
export const showSecField = () =>
  z
    .number({ error: checkoutMessages.showSec })
    .min(0, { error: checkoutMessages.showSec })
    .max(CHECKOUT_SHOW_SEC_MAX, { error: checkoutMessages.showSec })
    .transform((sec) => Math.round(sec * 1000) / 1000);

export const checkoutRequestSchema = z
  .strictObject(
    {
      lines: z
        .array(checkoutLineSchema, { error: checkoutMessages.linesMissing })
        .min(1, { error: checkoutMessages.linesMissing })
        .max(CHECKOUT_LINES_MAX, { error: checkoutMessages.tooManyLines })
        .superRefine((lines, context) => {
          const seen = new Set<string>();
          lines.forEach((line, index) => {
            const key = `${line.productId}\u0000${line.sku}`;
            if (seen.has(key)) {
              context.addIssue({
                code: 'custom',
                message: checkoutMessages.duplicateLine,
                path: [index, 'sku'],
              });
            }
            seen.add(key);
          });
        }),
      /** A US address, checked by the address provider as POST /order/validate_address does. */
      shippingAddress: validateAddressRequestSchema,
      /** Upper-cased; checked by the coupons rules at checkout (a 4xx naming the reason). */
      couponCode: textField('Must be text')
        .trim()
        .max(CHECKOUT_COUPON_MAX, { error: checkoutMessages.couponUnknown })
        .transform((code) => code.toUpperCase())
        .optional(),
      /** The show it was bought from (live, replay, or the embedded player). */
      eventId: objectIdField().optional(),
      /** Or the brand's web event whose embedded player sold it (decision 0033). */
      webEventId: objectIdField().optional(),
      showSec: showSecField().optional(),
    },
    strict,
  )
  .superRefine((body, context) => {
    if (body.showSec !== undefined && body.eventId === undefined) {
      context.addIssue({
        code: 'custom',
        message: checkoutMessages.showSecNeedsEvent,
        path: ['showSec'],
      });
    }
    if (body.eventId !== undefined && body.webEventId !== undefined) {
      context.addIssue({
        code: 'custom',
        message: checkoutMessages.oneShowOnly,
        path: ['webEventId'],
      });
    }
  });
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export type CheckoutRequestValues = z.output<typeof checkoutRequestSchema>;
