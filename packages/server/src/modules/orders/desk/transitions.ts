import { and, eq, inArray, ne } from 'drizzle-orm';
import { apiMessages } from '@runway-live/domain/api';
import type { OrderStatus } from '@runway-live/domain/checkout';
import {
  orderMessages,
  orderTransitionProblem,
  type ApiOrder,
  type OrderPatchValues,
} from '@runway-live/domain/orders';
import type { AppContext } from '../../../context';
import { checkouts, orders, stockHolds, type UserRow } from '../../../db/schema';
import { ApiError } from '../../../errors';
import { inTransactionWithMail, queueMail } from '../../../mail/outbox';
import { ownedWhere } from '../../../resources/ownership';
import type { Transaction } from '../../../resources/transaction';
import type { OrderRow } from '../present';
import type { TimelineEntry } from '../tables';
import { actorOf, appendTimeline } from '../timeline';
import { releaseCouponUse } from '../../coupons/redeem';
import { deskOrderOf } from './list';
import { buyerMail } from './mail';
import { applyRefund, quoteFor } from './refunds';

/**
 * PATCH /api/v2/orders/:id: a legal step only (the domain's orderTransitionProblem: a 409
 * naming both states), taken by one conditional UPDATE on the status that was read, so of
 * two steps at once one wins and the other is a 409. Shipping records the carrier and
 * tracking number and mails the buyer; a shipped order may change them alone. Cancelling
 * releases a pending order's hold, or returns a paid order's stock and refunds what is left
 * of its payment (the transfer reversed). Each change appends its timeline rows.
 */
export async function patchOrder(
  ctx: AppContext,
  user: UserRow,
  id: string,
  body: OrderPatchValues,
): Promise<ApiOrder> {
  const db = ctx.database.db;
  const [current] = await db
    .select({ status: orders.status, checkoutId: orders.checkoutId })
    .from(orders)
    .where(ownedWhere(eq(orders.id, id), orders.designerId, user));
  if (!current) throw new ApiError(404, apiMessages.notFound);
  const to = body.status;
  if (to === undefined) return changeTracking(ctx, user, id, body);
  const problem = orderTransitionProblem(current.status, to);
  if (problem) throw new ApiError(409, problem);

  const productIds = await inTransactionWithMail(ctx, async (tx) => {
    // A pending order's cancellation waits for its checkout's payment, as the payment
    // locks the checkout first: never a payment taking stock a cancellation released.
    if (to === 'cancelled' && current.status === 'pending' && current.checkoutId) {
      await tx
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(eq(checkouts.id, current.checkoutId))
        .for('update');
    }
    const at = new Date().toISOString();
    const entries: TimelineEntry[] = [
      { type: 'status', at, by: actorOf(user), from: current.status, to },
    ];
    const [moved] = await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: new Date(),
        ...(to === 'shipped'
          ? { carrier: body.carrier!, trackingNumber: body.trackingNumber! }
          : {}),
        timeline: appendTimeline(entries),
      })
      .where(and(eq(orders.id, id), eq(orders.status, current.status)))
      .returning();
    if (!moved) await refuseChanged(tx, id, to);
    const order = moved!;
    if (to === 'shipped') {
      const mail = buyerMail(
        order,
        { kind: 'shipped', carrier: order.carrier, trackingNumber: order.trackingNumber },
        at,
      );
      if (mail) await noteMail(tx, order.id, mail);
    }
    if (to === 'cancelled') return cancelIn(ctx, tx, order, current.status, user);
    return [];
  });
  if (productIds.length > 0) ctx.live.tell({ kind: 'stock', productIds });
  return deskOrderOf(db, user, id);
}

/** The order moved meanwhile: the 409 names the state it is in now and the one asked. */
async function refuseChanged(tx: Transaction, id: string, to: OrderStatus): Promise<never> {
  const [now] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  if (!now) throw new ApiError(404, apiMessages.notFound);
  throw new ApiError(409, orderTransitionProblem(now.status, to) ?? orderMessages.changedMeanwhile);
}

async function noteMail(
  tx: Transaction,
  orderId: string,
  mail: NonNullable<ReturnType<typeof buyerMail>>,
): Promise<void> {
  await queueMail(tx, mail.message);
  await tx
    .update(orders)
    .set({ timeline: appendTimeline([mail.entry]) })
    .where(eq(orders.id, orderId));
}

/**
 * The rest of a cancellation, the order's row locked by its UPDATE: a pending order's held
 * units are released (and its checkout expired when no order of it is still pending, so a
 * later payment is refunded in full); a paid order's remaining units go back into stock and
 * what is left of its payment is refunded, the designer's transfer reversed.
 */
async function cancelIn(
  ctx: AppContext,
  tx: Transaction,
  order: OrderRow,
  from: OrderStatus,
  user: UserRow,
): Promise<string[]> {
  if (from === 'pending') {
    const released = await tx
      .update(stockHolds)
      .set({ state: 'released' })
      .where(and(eq(stockHolds.orderId, order.id), eq(stockHolds.state, 'held')))
      .returning({ productId: stockHolds.productId });
    if (order.checkoutId) {
      const others = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.checkoutId, order.checkoutId),
            ne(orders.id, order.id),
            inArray(orders.status, ['pending']),
          ),
        );
      if (others.length === 0) {
        await tx
          .update(checkouts)
          .set({ status: 'expired' })
          .where(and(eq(checkouts.id, order.checkoutId), eq(checkouts.status, 'pending')));
      }
    }
    if (order.checkoutId) {
      await releaseCouponUse(tx, order.checkoutId, new Date(), { whenNoOrderLeft: true });
    }
    return [...new Set(released.map((row) => row.productId))];
  }
  // The coupon's use comes back once no order of the checkout is left.
  if (order.checkoutId) {
    await releaseCouponUse(tx, order.checkoutId, new Date(), { whenNoOrderLeft: true });
  }
  // Paid: every unit not refunded yet, and the shipping, go back with the rest of the money.
  const quote = await quoteFor(tx, order, 'rest');
  if (!quote.ok) return [];
  return applyRefund(ctx, tx, order, quote, {
    reason: 'order_cancelled',
    note: '',
    restock: true,
    by: user,
  });
}

/** A shipped order's carrier or tracking number changed alone (a `tracking` entry). */
async function changeTracking(
  ctx: AppContext,
  user: UserRow,
  id: string,
  body: OrderPatchValues,
): Promise<ApiOrder> {
  await inTransactionWithMail(ctx, async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(ownedWhere(eq(orders.id, id), orders.designerId, user))
      .for('update');
    if (!order) throw new ApiError(404, apiMessages.notFound);
    if (order.status !== 'shipped') throw new ApiError(409, orderMessages.trackingNotShipped);
    const carrier = body.carrier ?? order.carrier;
    const trackingNumber = body.trackingNumber ?? order.trackingNumber;
    const at = new Date().toISOString();
    const mail = buyerMail(order, { kind: 'shipped', carrier, trackingNumber }, at);
    await tx
      .update(orders)
      .set({
        carrier,
        trackingNumber,
        updatedAt: new Date(),
        timeline: appendTimeline([
          { type: 'tracking', at, by: actorOf(user), text: `${carrier} ${trackingNumber}` },
          ...(mail ? [mail.entry] : []),
        ]),
      })
      .where(eq(orders.id, id));
    if (mail) await queueMail(tx, mail.message);
  });
  return deskOrderOf(ctx.database.db, user, id);
}

/** POST /api/v2/orders/:id/notes: an internal note on the timeline. */
export async function addOrderNote(
  ctx: AppContext,
  user: UserRow,
  id: string,
  text: string,
): Promise<ApiOrder> {
  const [noted] = await ctx.database.db
    .update(orders)
    .set({
      timeline: appendTimeline([
        { type: 'note', at: new Date().toISOString(), by: actorOf(user), text },
      ]),
    })
    .where(ownedWhere(eq(orders.id, id), orders.designerId, user))
    .returning({ id: orders.id });
  if (!noted) throw new ApiError(404, apiMessages.notFound);
  return deskOrderOf(ctx.database.db, user, id);
}
