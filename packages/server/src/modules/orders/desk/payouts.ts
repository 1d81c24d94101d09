import { and, asc, eq, gt, gte, inArray, lt, or } from 'drizzle-orm';
import { apiMessages } from '@runway-live/domain/api';
import { minorToMajor } from '@runway-live/domain/money';
import {
  orderMessages,
  type ApiPayoutLine,
  type ApiPayoutTransfer,
  type PayoutLineStatus,
  type PayoutsQuery,
  type PayoutsResponse,
} from '@runway-live/domain/orders';
import type { AppContext } from '../../../context';
import { orderRefunds, orders, type UserRow } from '../../../db/schema';
import { ApiError } from '../../../errors';
import { isDesigner, writtenDesignerId } from '../../../resources/ownership';
import type { OrderRow } from '../present';

type Payouts = PayoutsResponse['data'];
const DAY_MS = 86_400_000;

/** When the order was delivered (its timeline's step to `delivered`), or null. */
function deliveredAt(order: Pick<OrderRow, 'timeline'>): Date | null {
  const entry = order.timeline.findLast(
    (candidate) => candidate.type === 'status' && candidate.to === 'delivered',
  );
  return entry ? new Date(entry.at) : null;
}

/**
 * A line's state: `reversed` once refunded in full; `pending` until delivered and
 * PAYOUT_HOLD_DAYS more (a refund may still come); then `paid_out` when its transfer was
 * made (Stripe transfers at payment; the local provider records the same), else `available`.
 */
function lineStatus(order: OrderRow, availableAt: Date | null, now: Date): PayoutLineStatus {
  if (order.refundState === 'refunded') return 'reversed';
  if (!availableAt || availableAt > now) return 'pending';
  return order.transfer ? 'paid_out' : 'available';
}

/**
 * GET /api/v2/payouts: a designer's statement over the orders placed from `from` to `to`
 * (UTC days, both included): each paid order's total, commission, refunds and net, the
 * balances, and the transfers with the refunds' reversals as negative lines. A designer's
 * own; admin and staff name the designer.
 */
export async function payoutsOf(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'roles'>,
  query: PayoutsQuery,
  now: Date = new Date(),
): Promise<Payouts> {
  const designerId = writtenDesignerId(user, query.designerId);
  if (designerId === undefined) {
    throw new ApiError(400, orderMessages.designerRequired, { field: 'designerId' });
  }
  if (query.designerId !== undefined && !(await isDesigner(ctx.database.db, designerId))) {
    throw new ApiError(400, apiMessages.designerIdUnknown, { field: 'designerId' });
  }
  const days = and(
    query.from ? gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to
      ? lt(orders.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS))
      : undefined,
  );
  // Orders whose payment was taken: paid and later, and cancelled ones that were refunded.
  const rows = await ctx.database.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.designerId, designerId),
        days,
        or(
          inArray(orders.status, ['paid', 'processing', 'shipped', 'delivered']),
          and(eq(orders.status, 'cancelled'), gt(orders.refunded, 0)),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const holdMs = ctx.config.payoutHoldDays * DAY_MS;
  const balances = { pending: 0, available: 0, paidOut: 0 };
  let commission = 0;
  const lines: ApiPayoutLine[] = rows.map((order) => {
    const delivered = deliveredAt(order);
    const availableAt = delivered ? new Date(delivered.getTime() + holdMs) : null;
    const status = lineStatus(order, availableAt, now);
    if (status === 'pending') balances.pending += order.designerNet;
    if (status === 'available') balances.available += order.designerNet;
    if (status === 'paid_out') balances.paidOut += order.designerNet;
    commission += order.commission;
    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      createdAt: order.createdAt.toISOString(),
      total: minorToMajor(order.total),
      commission: minorToMajor(order.commission),
      refunds: minorToMajor(order.refunded),
      // A designer-funded coupon's discount came off their net; a marketplace one did not.
      discountFundedByDesigner: minorToMajor(
        order.discountFundedBy === 'designer' ? order.discount : 0,
      ),
      net: minorToMajor(order.designerNet),
      transferId: order.transfer?.id ?? null,
      status,
      availableAt: availableAt?.toISOString() ?? null,
    };
  });
  const refunds = rows.length
    ? await ctx.database.db
        .select()
        .from(orderRefunds)
        .where(
          and(
            inArray(
              orderRefunds.orderId,
              rows.map((row) => row.id),
            ),
            gt(orderRefunds.reversed, 0),
          ),
        )
    : [];
  const numbers = new Map(rows.map((row) => [row.id, row.orderNumber]));
  const transfers: ApiPayoutTransfer[] = [
    ...rows.flatMap((order) =>
      order.transfer
        ? [
            {
              _id: order.transfer.id,
              orderId: order.id,
              orderNumber: order.orderNumber,
              amount: minorToMajor(order.transfer.amount),
              at: order.transfer.at,
              kind: 'transfer' as const,
            },
          ]
        : [],
    ),
    ...refunds.map((refund) => ({
      _id: refund.reversalId ?? refund.id,
      orderId: refund.orderId,
      orderNumber: numbers.get(refund.orderId) ?? '',
      amount: -minorToMajor(refund.reversed),
      at: refund.createdAt.toISOString(),
      kind: 'reversal' as const,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return {
    designerId,
    currency: rows[0]?.currency ?? 'USD',
    holdDays: ctx.config.payoutHoldDays,
    balances: {
      pending: minorToMajor(balances.pending),
      available: minorToMajor(balances.available),
      paidOut: minorToMajor(balances.paidOut),
    },
    commission: minorToMajor(commission),
    lines,
    transfers,
  };
}
