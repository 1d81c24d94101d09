import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { apiMessages } from '@runway-live/domain/api';
import { marketplaceFundedDiscount } from '@runway-live/domain/coupons';
import { formatMoney, minorToMajor } from '@runway-live/domain/money';
import {
  netAfterRefunds,
  quoteRefund,
  REFUND_REASON_LABELS,
  refundMessages,
  type ApiOrder,
  type OrderRefundValues,
  type RefundQuote,
  type RefundReason,
} from '@runway-live/domain/orders';
import type { AppContext } from '../../../context';
import { checkouts, orderRefunds, orders, type UserRow } from '../../../db/schema';
import { ApiError } from '../../../errors';
import { inTransactionWithMail, queueMail } from '../../../mail/outbox';
import { ownedWhere } from '../../../resources/ownership';
import type { Transaction } from '../../../resources/transaction';
import type { OrderRow } from '../present';
import { lockProducts, returnStock } from '../stock';
import { actorOf, appendTimeline } from '../timeline';
import { deskOrderOf } from './list';
import { buyerMail } from './mail';
import { refundedUnitsOf } from './present';
import { recordAudit } from '../../audit/record';

/**
 * Refunds by line (decision 0035): under the order's row lock (SELECT … FOR UPDATE), the
 * quote of the domain (never above what is left of the payment), one `order_refunds` row,
 * the provider's refund and transfer reversal, the stock back when asked, and the order's
 * sums (refunded, refund state, commission and net, proportional) in the same transaction,
 * so two refunds at once never give back more than was paid.
 */

/** Statuses whose payment was taken and may be refunded. */
const REFUNDABLE = new Set(['paid', 'processing', 'shipped', 'delivered']);

/** The order's row locked for the rest of the transaction, if the caller may see it. */
export async function lockOrder(
  tx: Transaction,
  user: Pick<UserRow, 'id' | 'roles'>,
  id: string,
): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(ownedWhere(eq(orders.id, id), orders.designerId, user))
    .for('update');
  if (!order) throw new ApiError(404, apiMessages.notFound);
  return order;
}

/**
 * The quote of `ask` for a locked order, with the units its earlier refunds took; 'rest'
 * asks for every unit and the shipping not refunded yet (a paid order's cancellation).
 */
export async function quoteFor(
  tx: Transaction,
  order: OrderRow,
  ask: Pick<OrderRefundValues, 'lines' | 'shipping'> | 'rest',
): Promise<RefundQuote> {
  if (order.refunded >= order.total)
    return { ok: false, field: 'lines', message: refundMessages.refundedAlready };
  const earlier = await tx
    .select({ lines: orderRefunds.lines })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, order.id));
  const refundedUnits = refundedUnitsOf(earlier);
  const asked =
    ask === 'rest'
      ? {
          lines: order.items
            .map((item) => ({
              sku: item.sku,
              quantity: item.quantity - (refundedUnits.get(item.sku) ?? 0),
            }))
            .filter((line) => line.quantity > 0),
          shipping: order.refundedShipping < order.shipping,
        }
      : ask;
  return quoteRefund({ ...order, refundedUnits }, asked);
}

export type RefundMeta = {
  reason: RefundReason;
  note: string;
  restock: boolean;
  by: Pick<UserRow, 'id' | 'fullName' | 'email'> | null;
};

/**
 * Applies an accepted quote to a locked order: the refund's row, the provider's refund and
 * reversal (a failure rolls all of it back: 502), the stock, the order's sums, the timeline
 * and the buyer's mail. Answers the products whose stock came back.
 */
export async function applyRefund(
  ctx: AppContext,
  tx: Transaction,
  order: OrderRow,
  quote: Extract<RefundQuote, { ok: true }>,
  meta: RefundMeta,
): Promise<string[]> {
  const refunded = order.refunded + quote.amount;
  const after = netAfterRefunds(
    order.total,
    refunded,
    order.commissionRate,
    marketplaceFundedDiscount(order),
  );
  const reversed = Math.max(0, order.designerNet - after.designerNet);
  const refundId = uuidv7();
  const by = actorOf(meta.by);
  await tx.insert(orderRefunds).values({
    id: refundId,
    orderId: order.id,
    amount: quote.amount,
    lines: quote.lines,
    shipping: quote.shipping,
    reason: meta.reason,
    note: meta.note,
    restock: meta.restock,
    reversed,
    byId: by?._id ?? null,
    byName: by?.fullName ?? null,
  });
  await recordAudit(ctx.database.db, tx, {
    action: 'refund',
    resource: 'orders',
    resourceId: order.id,
    changes: {
      before: { refunded: order.refunded },
      after: { refunded, refundId, amount: quote.amount, reason: meta.reason },
    },
  });
  const [checkout] = order.checkoutId
    ? await tx
        .select({ paymentId: checkouts.paymentId })
        .from(checkouts)
        .where(eq(checkouts.id, order.checkoutId))
    : [];
  if (checkout?.paymentId) {
    const made = await ctx.payments.orders.refundOrder({
      refundId,
      orderId: order.id,
      paymentId: checkout.paymentId,
      amount: quote.amount,
      currency: order.currency,
      reversal: order.transfer ? { transferId: order.transfer.id, amount: reversed } : null,
    });
    await tx
      .update(orderRefunds)
      .set({ providerRefundId: made.refundId, reversalId: made.reversalId })
      .where(eq(orderRefunds.id, refundId));
  }
  let restocked: string[] = [];
  if (meta.restock && quote.lines.length > 0) {
    const lines = quote.lines.flatMap((line) => {
      const item = order.items.find((candidate) => candidate.sku === line.sku);
      return item ? [{ productId: item.productId, sku: line.sku, quantity: line.quantity }] : [];
    });
    const locked = await lockProducts(
      tx,
      lines.map((line) => line.productId),
    );
    await returnStock(tx, locked, lines);
    restocked = [...locked.keys()];
  }
  const at = new Date().toISOString();
  const mail = buyerMail(order, { kind: 'refunded', amount: quote.amount }, at);
  const amountText = formatMoney(minorToMajor(quote.amount), order.currency);
  await tx
    .update(orders)
    .set({
      refunded,
      refundedShipping: order.refundedShipping + quote.shipping,
      refundState: refunded >= order.total ? 'refunded' : 'partially_refunded',
      commission: after.commission,
      designerNet: after.designerNet,
      updatedAt: new Date(),
      timeline: appendTimeline([
        {
          type: 'refund',
          at,
          by,
          text: [
            `${amountText} refunded: ${REFUND_REASON_LABELS[meta.reason]}`,
            meta.note,
            meta.restock && quote.lines.length > 0 ? 'Stock returned.' : '',
          ]
            .filter(Boolean)
            .join('. '),
        },
        ...(mail ? [mail.entry] : []),
      ]),
    })
    .where(eq(orders.id, order.id));
  if (mail) await queueMail(tx, mail.message);
  return restocked;
}

/** The refusals of a quote: about the request (400) or about what is left (409). */
function refuse(quote: Extract<RefundQuote, { ok: false }>): never {
  const badRequest = quote.message === refundMessages.nothing || quote.field.endsWith('.sku');
  throw new ApiError(badRequest ? 400 : 409, quote.message, { field: quote.field });
}

/** POST /api/v2/orders/:id/refunds. */
export async function refundOrder(
  ctx: AppContext,
  user: UserRow,
  id: string,
  body: OrderRefundValues,
): Promise<ApiOrder> {
  const restocked = await inTransactionWithMail(ctx, async (tx) => {
    const order = await lockOrder(tx, user, id);
    if (!REFUNDABLE.has(order.status)) throw new ApiError(409, refundMessages.notPaid);
    if (order.refundState === 'refunded') throw new ApiError(409, refundMessages.refundedAlready);
    const quote = await quoteFor(tx, order, body);
    if (!quote.ok) refuse(quote);
    return applyRefund(ctx, tx, order, quote, { ...body, by: user });
  });
  if (restocked.length > 0) ctx.live.tell({ kind: 'stock', productIds: restocked });
  return deskOrderOf(ctx.database.db, user, id);
}
