import * as z from 'zod';
import { listQuerySchema } from '../api/lists';
import { ORDER_STATUSES, REFUND_STATES } from '../checkout/statuses';
import { ORDER_TRANSFER_FILTERS } from '../checkout/transfers';
import {
  CHECKOUT_LINE_QUANTITY_MAX,
  CHECKOUT_LINES_MAX,
  CHECKOUT_SKU_MAX,
} from '../checkout/limits';
import { LIST_LIMIT_MAX } from '../api/lists';
import { idListField, objectIdField } from '../schemas/objectId';
import { isCalendarDate } from '../schemas/product';
import { textField } from '../schemas/validators';
import { ORDER_CARRIERS } from './carriers';
import { orderMessages } from './messages';
import { REFUND_REASONS } from './refunds';

/** A note's or a refund note's length, and a tracking number's. */
export const ORDER_NOTE_MAX = 2000;
export const ORDER_TRACKING_MAX = 60;

/** GET /api/v2/orders: sort columns (newest first by default). */
export const orderSortFields = ['createdAt', 'orderNumber', 'total', 'status'] as const;
export type OrderSortField = (typeof orderSortFields)[number];

const calendarDay = () =>
  textField(orderMessages.dateInvalid)
    .trim()
    .refine(isCalendarDate, { error: orderMessages.dateInvalid })
    .optional();

/** A day range's `to` is on or after its `from` (either may be left out). */
const rangeInOrder = (range: { from?: string | undefined; to?: string | undefined }) =>
  !range.from || !range.to || range.from <= range.to;
const rangeProblem = { error: orderMessages.rangeInvalid, path: ['to'] };

/**
 * GET /api/v2/orders: `search` on the order number, the buyer's name or e-mail; filters
 * status, refundState, transfer (`failed`: the payout failed), from / to (calendar days, UTC, both included), designerId (admin and
 * staff), eventId (the show), ids (some orders by id, comma-separated, at most a page's
 * worth: the list's selection); `format=csv` streams every match of the same filter as CSV.
 */
export const orderListQuerySchema = listQuerySchema(orderSortFields, {
  status: z.enum(ORDER_STATUSES, { error: orderMessages.statusInvalid }).optional(),
  refundState: z.enum(REFUND_STATES, { error: orderMessages.refundStateInvalid }).optional(),
  transfer: z
    .enum(ORDER_TRANSFER_FILTERS, { error: orderMessages.transferFilterInvalid })
    .optional(),
  from: calendarDay(),
  to: calendarDay(),
  designerId: objectIdField().optional(),
  eventId: objectIdField().optional(),
  ids: idListField({
    missing: orderMessages.idsMissing,
    each: orderMessages.idsInvalid,
    max: LIST_LIMIT_MAX,
    tooMany: `At most ${LIST_LIMIT_MAX} orders`,
  }).optional(),
  format: z.enum(['json', 'csv'], { error: orderMessages.formatInvalid }).optional(),
}).refine(rangeInOrder, rangeProblem);
export type OrderListQuery = z.input<typeof orderListQuerySchema>;
export type OrderListFilter = z.output<typeof orderListQuerySchema>;

const trackingNumber = () =>
  textField(orderMessages.trackingMissing)
    .trim()
    .min(1, { error: orderMessages.trackingMissing })
    .max(ORDER_TRACKING_MAX, { error: `At most ${ORDER_TRACKING_MAX} characters` });

/**
 * PATCH /api/v2/orders/:id: `{status, carrier?, trackingNumber?}`. Shipping needs both the
 * carrier and the tracking number; a shipped order may change them alone (no status).
 * Whether the step is legal is the server's (orderTransitionProblem → 409).
 */
export const orderPatchSchema = z
  .strictObject({
    status: z.enum(ORDER_STATUSES, { error: orderMessages.statusInvalid }).optional(),
    carrier: z.enum(ORDER_CARRIERS, { error: orderMessages.carrierInvalid }).optional(),
    trackingNumber: trackingNumber().optional(),
  })
  .superRefine((body, context) => {
    const shipping = body.status === 'shipped' || body.status === undefined;
    if (
      body.status === undefined &&
      body.carrier === undefined &&
      body.trackingNumber === undefined
    ) {
      context.addIssue({ code: 'custom', message: orderMessages.statusMissing, path: ['status'] });
      return;
    }
    if (!shipping && (body.carrier !== undefined || body.trackingNumber !== undefined)) {
      context.addIssue({
        code: 'custom',
        message: orderMessages.trackingOnlyWhenShipped,
        path: ['carrier'],
      });
    }
    if (body.status === 'shipped' && body.carrier === undefined) {
      context.addIssue({
        code: 'custom',
        message: orderMessages.carrierMissing,
        path: ['carrier'],
      });
    }
    if (body.status === 'shipped' && body.trackingNumber === undefined) {
      context.addIssue({
        code: 'custom',
        message: orderMessages.trackingMissing,
        path: ['trackingNumber'],
      });
    }
  });
export type OrderPatch = z.input<typeof orderPatchSchema>;
export type OrderPatchValues = z.output<typeof orderPatchSchema>;

/** POST /api/v2/orders/:id/notes: an internal note (staff, admin, the order's designer). */
export const orderNoteSchema = z.strictObject({
  text: textField(orderMessages.noteMissing)
    .trim()
    .min(1, { error: orderMessages.noteMissing })
    .max(ORDER_NOTE_MAX, { error: `At most ${ORDER_NOTE_MAX} characters` }),
});
export type OrderNote = z.input<typeof orderNoteSchema>;

/**
 * POST /api/v2/orders/:id/refunds: lines by SKU and quantity, the shipping or not, a reason
 * from REFUND_REASONS, a note, and whether the units go back into stock. Each SKU once.
 */
export const orderRefundSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        sku: textField('SKU is missing')
          .trim()
          .min(1, { error: 'SKU is missing' })
          .max(CHECKOUT_SKU_MAX),
        quantity: z
          .number({ error: orderMessages.refundQuantity })
          .int({ error: orderMessages.refundQuantity })
          .min(1, { error: orderMessages.refundQuantity })
          .max(CHECKOUT_LINE_QUANTITY_MAX, { error: orderMessages.refundQuantity }),
      }),
      { error: orderMessages.refundLines },
    )
    .max(CHECKOUT_LINES_MAX, { error: orderMessages.refundLines })
    .refine((lines) => new Set(lines.map((line) => line.sku)).size === lines.length, {
      error: orderMessages.refundDuplicate,
    })
    .default([]),
  shipping: z.boolean({ error: 'Must be true or false' }).default(false),
  reason: z.enum(REFUND_REASONS, { error: orderMessages.refundReason }),
  note: textField('Must be text').trim().max(ORDER_NOTE_MAX).default(''),
  restock: z.boolean({ error: 'Must be true or false' }),
});
export type OrderRefundRequest = z.input<typeof orderRefundSchema>;
export type OrderRefundValues = z.output<typeof orderRefundSchema>;

/** GET /api/v2/payouts: a designer's own (admin and staff name `designerId`). */
export const payoutsQuerySchema = z
  .object({
    designerId: objectIdField().optional(),
    from: calendarDay(),
    to: calendarDay(),
    format: z.enum(['json', 'csv'], { error: orderMessages.formatInvalid }).optional(),
  })
  .refine(rangeInOrder, rangeProblem);
export type PayoutsQuery = z.input<typeof payoutsQuerySchema>;

/** GET /api/v2/payouts/commission: the marketplace's commission from `from` to `to` (admin, staff). */
export const commissionQuerySchema = z
  .object({ from: calendarDay(), to: calendarDay() })
  .refine(rangeInOrder, rangeProblem);
export type CommissionQuery = z.input<typeof commissionQuerySchema>;
