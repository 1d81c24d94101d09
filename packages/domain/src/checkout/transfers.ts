import * as z from 'zod/mini';

/*
 * A designer's transfer of a paid order (decision 0034): the net less commission moved to
 * their connected account once. When the provider refuses it, the order keeps the failure
 * (`transferFailure`) and an admin retries it: POST /api/v2/orders/:id/transfer.
 */

/**
 * The orders list's payout filter: `failed`, the orders whose transfer to the designer
 * failed and was not made since (an admin retries it from the order).
 */
export const ORDER_TRANSFER_FILTERS = ['failed'] as const;
export type OrderTransferFilter = (typeof ORDER_TRANSFER_FILTERS)[number];
export const ORDER_TRANSFER_FILTER_LABELS: Record<OrderTransferFilter, string> = {
  failed: 'Payout failed',
};

/** The transfer made: the provider's id, the amount (major units) and when. */
export const orderTransferSchema = z.object({
  id: z.string(),
  amount: z.number(),
  at: z.string(),
});
export type OrderTransferAnswer = z.infer<typeof orderTransferSchema>;

/** The last refusal of the transfer: the provider's words, when, and how many tries so far. */
export const transferFailureSchema = z.object({
  message: z.string(),
  at: z.string(),
  attempts: z.number(),
});
export type TransferFailure = z.infer<typeof transferFailureSchema>;

/**
 * POST /api/v2/orders/:id/transfer → 200: `made` (this call made it), `already` (it had been
 * made: nothing was asked of the provider again). A refusal is a 502 and is recorded.
 */
export const orderTransferResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    orderId: z.string(),
    outcome: z.enum(['made', 'already']),
    transfer: orderTransferSchema,
  }),
});
export type OrderTransferResponse = z.infer<typeof orderTransferResponseSchema>;
