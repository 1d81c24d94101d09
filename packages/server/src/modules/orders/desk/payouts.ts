import { and, asc, desc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { apiMessages } from '@runway-live/domain/api';
import { minorToMajor } from '@runway-live/domain/money';
import {
  orderMessages,
  type ApiCommissionDesigner,
  type ApiPayoutLine,
  type CommissionQuery,
  type CommissionResponse,
  type ApiPayoutTransfer,
  type PayoutLineStatus,
  type PayoutsQuery,
  type PayoutsResponse,
} from '@runway-live/domain/orders';
import type { AppContext } from '../../../context';
import { designers, orderRefunds, orders, type UserRow } from '../../../db/schema';
import { ApiError } from '../../../errors';
import { isDesigner, writtenDesignerId } from '../../../resources/ownership';
import type { OrderRow } from '../present';

type Payouts = PayoutsResponse['data'];
const DAY_MS = 86_400_000;

/** Orders placed from `from` to `to` (UTC days, both included; either may be left out). */
const placedWithin = ({ from, to }: { from?: string | undefined; to?: string | undefined }) =>
  and(
    from ? gte(orders.createdAt, new Date(`${from}T00:00:00Z`)) : undefined,
    to ? lt(orders.createdAt, new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)) : undefined,
  );

/** Orders whose payment was taken: paid and later, and cancelled ones that were refunded. */
const paymentTaken = () =>
  or(
    inArray(orders.status, ['paid', 'processing', 'shipped', 'delivered']),
    and(eq(orders.status, 'cancelled'), gt(orders.refunded, 0)),
  );

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
  const rows = await ctx.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.designerId, designerId), placedWithin(query), paymentTaken()))
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

type Commission = CommissionResponse['data'];
type Sums = Omit<ApiCommissionDesigner, 'designerId' | 'designerBrand' | 'currency'>;

/**
 * GET /api/v2/payouts/commission (admin and staff): the marketplace's commission over the
 * orders placed from `from` to `to` whose payment was taken, the orders the statements
 * count, after refunds: each designer's share (largest first) and a total per currency,
 * summed by the database in minor units.
 */
export async function commissionOver(ctx: AppContext, query: CommissionQuery): Promise<Commission> {
  const commission = sql<string>`sum(${orders.commission})`;
  const rows = await ctx.database.db
    .select({
      designerId: orders.designerId,
      designerBrand: designers.brandName,
      currency: orders.currency,
      orders: sql<string>`count(*)`,
      total: sql<string>`sum(${orders.total})`,
      refunded: sql<string>`sum(${orders.refunded})`,
      commission,
      net: sql<string>`sum(${orders.designerNet})`,
    })
    .from(orders)
    .leftJoin(designers, eq(designers.userId, orders.designerId))
    .where(and(placedWithin(query), paymentTaken()))
    .groupBy(orders.designerId, designers.brandName, orders.currency)
    .orderBy(desc(commission), asc(orders.designerId));
  const totals = new Map<string, Sums>();
  const shares = rows.map((row) => {
    const sums: Sums = {
      orders: Number(row.orders),
      total: Number(row.total),
      refunded: Number(row.refunded),
      commission: Number(row.commission),
      net: Number(row.net),
    };
    const sum = totals.get(row.currency) ?? {
      orders: 0,
      total: 0,
      refunded: 0,
      commission: 0,
      net: 0,
    };
    for (const key of Object.keys(sums) as (keyof Sums)[]) sum[key] += sums[key];
    totals.set(row.currency, sum);
    return {
      designerId: row.designerId,
      designerBrand: row.designerBrand ?? '',
      currency: row.currency,
      sums,
    };
  });
  const major = (sums: Sums): Sums => ({
    orders: sums.orders,
    total: minorToMajor(sums.total),
    refunded: minorToMajor(sums.refunded),
    commission: minorToMajor(sums.commission),
    net: minorToMajor(sums.net),
  });
  return {
    totals: [...totals].map(([currency, sums]) => ({ currency, ...major(sums) })),
    designers: shares.map(({ sums, ...share }) => ({ ...share, ...major(sums) })),
  };
}
