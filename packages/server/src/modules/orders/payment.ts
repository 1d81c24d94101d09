import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { checkouts, designers, orders, stockHolds } from '../../db/schema';
import type { Transaction } from '../../resources/transaction';
import type { OrderPayment } from '../../providers/payments/types';
import type { CheckoutRow } from './present';
import { lockProducts, takeStock } from './stock';
import { marketplaceFundedDiscount } from '@runway-live/domain/coupons';
import { netAfterRefunds } from '@runway-live/domain/orders';
import { releaseCouponUse } from '../coupons/redeem';
import { queueMail } from '../../mail/outbox';
import { buyerMail } from './desk/mail';
import { applyRefund, quoteFor } from './desk/refunds';
import { appendTimeline } from './timeline';
import { transferOrder } from './transfers';

/**
 * What becomes of a checkout after it was made (decision 0030): paid (every order at once,
 * the held units taken off the products, each designer's commission and net recorded, one
 * transfer per order), expired (the hold ran out or the payment failed: orders `expired`,
 * the units return), or a payment that came after expiry refunded in full. Each runs under
 * the checkout's row lock, so a webhook delivered twice at the same time applies once.
 */

/**
 * Tells the live rooms what a checkout changed: the products whose units were held, sold or
 * released ("Sold out" may come or go) and the shows whose orders changed (their counters).
 */
export async function tellLive(
  ctx: AppContext,
  checkoutIds: readonly string[],
  productIds: readonly string[],
): Promise<void> {
  if (productIds.length > 0) ctx.live.tell({ kind: 'stock', productIds: [...productIds] });
  if (checkoutIds.length === 0) return;
  const shows = await ctx.database.db
    .selectDistinct({ eventId: orders.eventId })
    .from(orders)
    .where(and(inArray(orders.checkoutId, [...checkoutIds]), isNotNull(orders.eventId)));
  for (const { eventId } of shows) if (eventId) ctx.live.tell({ kind: 'sales', eventId });
}

async function lockCheckout(tx: Transaction, checkoutId: string): Promise<CheckoutRow | null> {
  const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for('update');
  return row ?? null;
}

/** Releases a locked pending checkout's hold: its orders `expired`, its holds `released`. */
async function expireIn(
  tx: Transaction,
  checkout: CheckoutRow,
  now: Date,
  why: 'expired' | 'failed',
): Promise<string[]> {
  const released = await tx
    .update(stockHolds)
    .set({ state: 'released' })
    .where(and(eq(stockHolds.checkoutId, checkout.id), eq(stockHolds.state, 'held')))
    .returning({ productId: stockHolds.productId });
  await tx
    .update(orders)
    .set({
      status: 'expired',
      timeline: appendTimeline([
        {
          type: 'status',
          at: now.toISOString(),
          by: null,
          from: 'pending',
          to: 'expired',
          text: why === 'failed' ? 'The payment did not go through.' : 'The stock hold ran out.',
        },
      ]),
    })
    .where(and(eq(orders.checkoutId, checkout.id), eq(orders.status, 'pending')));
  await tx.update(checkouts).set({ status: 'expired' }).where(eq(checkouts.id, checkout.id));
  // The coupon's use comes back with the units (the coupon's lock last).
  await releaseCouponUse(tx, checkout.id, now);
  return [...new Set(released.map((row) => row.productId))];
}

/**
 * Expires one pending checkout now (its payment failed or could not be opened, or its hold
 * ran out): answers the products whose units came back; nothing when it is not pending.
 */
export async function expireCheckout(
  ctx: AppContext,
  checkoutId: string,
  now: Date,
  why: 'expired' | 'failed' = 'expired',
): Promise<string[]> {
  const returned = await ctx.database.db.transaction(async (tx) => {
    const checkout = await lockCheckout(tx, checkoutId);
    if (checkout?.status !== 'pending') return [];
    return expireIn(tx, checkout, now, why);
  });
  if (returned.length > 0) await tellLive(ctx, [checkoutId], returned);
  return returned;
}

/**
 * The sweeper: every pending checkout whose hold ran out by `now` is expired (a batch at a
 * time; SKIP LOCKED, so several processes share the work and a checkout being paid is left
 * to its payment). Answers the products whose units came back.
 */
export async function sweepExpiredCheckouts(
  ctx: AppContext,
  now: Date = new Date(),
  batch = 100,
): Promise<string[]> {
  const returned = new Set<string>();
  const swept: string[] = [];
  for (;;) {
    const done = await ctx.database.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.status, 'pending'), lte(checkouts.holdExpiresAt, now)))
        .orderBy(asc(checkouts.holdExpiresAt))
        .limit(batch)
        .for('update', { skipLocked: true });
      for (const checkout of due) {
        swept.push(checkout.id);
        for (const productId of await expireIn(tx, checkout, now, 'expired')) {
          returned.add(productId);
        }
      }
      return due.length < batch;
    });
    if (done) break;
  }
  await tellLive(ctx, swept, [...returned]);
  return [...returned];
}

export type PaymentOutcome =
  | { kind: 'paid'; checkoutId: string; productIds: string[] }
  | { kind: 'refunded'; checkoutId: string; productIds: string[] }
  | { kind: 'already'; checkoutId: string }
  | { kind: 'unknown' };

/**
 * A completed payment (the local page, or Stripe's checkout.session.completed), applied
 * once: under the checkout's lock, a checkout already paid or refunded answers 'already'.
 * In time, every order becomes `paid` together, the held units are taken off the products,
 * and each order records its commission (the designer's `commission` %) and net; then one
 * transfer per order is asked of the provider and recorded. After its hold ran out, the
 * checkout is expired (if the sweeper had not yet) and the payment refunded in full: never
 * an order without its stock.
 */
export async function confirmPayment(
  ctx: AppContext,
  payment: OrderPayment,
  now: Date = new Date(),
): Promise<PaymentOutcome> {
  const outcome = await ctx.database.db.transaction(async (tx): Promise<PaymentOutcome> => {
    const checkout = await lockCheckout(tx, payment.checkoutId);
    if (!checkout) return { kind: 'unknown' };
    if (checkout.status === 'paid' || checkout.status === 'refunded') {
      return { kind: 'already', checkoutId: checkout.id };
    }
    const at = now.toISOString();
    if (checkout.status === 'pending' && checkout.holdExpiresAt > now) {
      const holds = await tx
        .select()
        .from(stockHolds)
        .where(and(eq(stockHolds.checkoutId, checkout.id), eq(stockHolds.state, 'held')));
      const locked = await lockProducts(
        tx,
        holds.map((hold) => hold.productId),
      );
      await takeStock(tx, locked, holds);
      await tx
        .update(stockHolds)
        .set({ state: 'sold' })
        .where(and(eq(stockHolds.checkoutId, checkout.id), eq(stockHolds.state, 'held')));
      const rows = await tx
        .select({
          id: orders.id,
          total: orders.total,
          discount: orders.discount,
          discountFundedBy: orders.discountFundedBy,
          rate: designers.commission,
          orderNumber: orders.orderNumber,
          buyer: orders.buyer,
          currency: orders.currency,
        })
        .from(orders)
        .innerJoin(designers, eq(designers.userId, orders.designerId))
        .where(and(eq(orders.checkoutId, checkout.id), eq(orders.status, 'pending')));
      for (const row of rows) {
        const { commission, designerNet } = netAfterRefunds(
          row.total,
          0,
          row.rate,
          marketplaceFundedDiscount(row),
        );
        const mail = buyerMail(row, { kind: 'paid' }, at);
        if (mail) await queueMail(tx, mail.message);
        await tx
          .update(orders)
          .set({
            status: 'paid',
            commissionRate: row.rate,
            commission,
            designerNet,
            timeline: appendTimeline([
              { type: 'payment', at, by: null, text: payment.paymentId },
              { type: 'status', at, by: null, from: 'pending', to: 'paid' },
              ...(mail ? [mail.entry] : []),
            ]),
          })
          .where(eq(orders.id, row.id));
      }
      await tx
        .update(checkouts)
        .set({ status: 'paid', paymentId: payment.paymentId, paidAt: now })
        .where(eq(checkouts.id, checkout.id));
      await refundCancelledShares(ctx, tx, checkout.id);
      return { kind: 'paid', checkoutId: checkout.id, productIds: [...locked.keys()] };
    }
    // Too late: the units went back (or go back now); the money goes back too.
    const productIds =
      checkout.status === 'pending' ? await expireIn(tx, checkout, now, 'expired') : [];
    await tx
      .update(orders)
      .set({
        refunded: sql`${orders.total}`,
        refundState: 'refunded',
        timeline: appendTimeline([
          { type: 'payment', at, by: null, text: payment.paymentId },
          {
            type: 'refund',
            at,
            by: null,
            text: 'The payment arrived after the stock hold ran out and was refunded in full.',
          },
        ]),
      })
      .where(eq(orders.checkoutId, checkout.id));
    await tx
      .update(checkouts)
      .set({ status: 'refunded', paymentId: payment.paymentId })
      .where(eq(checkouts.id, checkout.id));
    return { kind: 'refunded', checkoutId: checkout.id, productIds };
  });

  if (outcome.kind === 'paid' || outcome.kind === 'refunded') {
    ctx.mail.kick();
    await tellLive(ctx, [outcome.checkoutId], outcome.productIds);
  }
  if (outcome.kind === 'paid') ctx.live.tell({ kind: 'orders', checkoutId: outcome.checkoutId });
  if (outcome.kind === 'paid') await transferOrders(ctx, outcome.checkoutId, now);
  if (outcome.kind === 'refunded') {
    const [checkout] = await ctx.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.id, outcome.checkoutId));
    const refundId = await ctx.payments.orders.refund({
      checkoutId: outcome.checkoutId,
      paymentId: payment.paymentId,
      amount: checkout!.total,
    });
    await ctx.database.db
      .update(checkouts)
      .set({ refundId })
      .where(eq(checkouts.id, outcome.checkoutId));
  }
  return outcome;
}

/**
 * The orders of a checkout that a designer cancelled while it waited for its payment: the
 * payment covered them too, so once it is taken each one's share is refunded (a refund row
 * 'order_cancelled', through the provider, the buyer told), never kept. Their holds went
 * back at the cancellation, so no stock moves.
 */
async function refundCancelledShares(
  ctx: AppContext,
  tx: Transaction,
  checkoutId: string,
): Promise<void> {
  const cancelled = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.checkoutId, checkoutId), eq(orders.status, 'cancelled')))
    .for('update');
  for (const order of cancelled) {
    const quote = await quoteFor(tx, order, 'rest');
    if (!quote.ok) continue;
    await applyRefund(ctx, tx, order, quote, {
      reason: 'order_cancelled',
      note: 'The payment arrived after the order was cancelled',
      restock: false,
      by: null,
    });
  }
}

/**
 * One transfer per paid order of the checkout that has none yet (`transfer_group` = the
 * checkout): the order's net to the designer's connected account, recorded on the order.
 * Each goes through transferOrder (decision 0034): a refusal is recorded on its order for an
 * admin to retry, and the other orders' transfers are still made.
 */
export async function transferOrders(
  ctx: AppContext,
  checkoutId: string,
  now: Date = new Date(),
): Promise<void> {
  const rows = await ctx.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.checkoutId, checkoutId),
        eq(orders.status, 'paid'),
        sql`${orders.transfer} is null`,
      ),
    );
  for (const row of rows) await transferOrder(ctx, row.id, now);
}
