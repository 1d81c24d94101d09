import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { designers, orders } from '../../db/schema';
import { TransferRefused } from '../../providers/payments/transferRefused';
import { type OrderTransfer, type OrderTransferFailure } from './tables';
import { appendTimeline } from './timeline';
import { recordAudit } from '../audit/record';

/**
 * A designer order's transfer of its net (decision 0034), made at payment and retried by an
 * admin (POST /api/v2/orders/:id/transfer) through this one path. Each attempt runs under
 * the order's row lock, held across the provider's call: a second attempt at the same time
 * waits, then finds the transfer made and asks nothing. A failure is recorded on the order
 * (`transferFailure` and a `transfer_failed` timeline entry), never lost; the idempotency
 * key's generation moves on only after the provider refused (no money moved), so an attempt
 * whose outcome was never learned is asked again under the same key and cannot pay twice.
 */

export type TransferOutcome =
  | { kind: 'made' | 'already'; transfer: OrderTransfer }
  | { kind: 'failed'; message: string }
  | { kind: 'not-transferable'; status: string }
  | { kind: 'unknown' };

/** An order whose money was taken and kept: a transfer of its net is owed to the designer. */
const OWED = new Set(['paid', 'processing', 'shipped', 'delivered']);

export async function transferOrder(
  ctx: AppContext,
  orderId: string,
  now: Date = new Date(),
): Promise<TransferOutcome> {
  return ctx.database.db.transaction(async (tx): Promise<TransferOutcome> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return { kind: 'unknown' };
    if (order.transfer) return { kind: 'already', transfer: order.transfer };
    if (!OWED.has(order.status) || order.refundState === 'refunded') {
      return {
        kind: 'not-transferable',
        status: order.refundState === 'refunded' ? 'refunded' : order.status,
      };
    }
    const [designer] = await tx
      .select({ payment: designers.payment })
      .from(designers)
      .where(eq(designers.userId, order.designerId));
    const failed = order.transferFailure;
    const generation = failed?.generation ?? 0;
    const at = now.toISOString();
    try {
      const id = await ctx.payments.orders.transfer({
        checkoutId: order.checkoutId ?? order.id,
        orderId: order.id,
        accountId: designer?.payment?.accountId ?? null,
        amount: order.designerNet,
        currency: order.currency,
        attempt: generation,
      });
      const transfer: OrderTransfer = { id, amount: order.designerNet, at };
      await tx
        .update(orders)
        .set({
          transfer,
          transferFailure: null,
          timeline: appendTimeline([{ type: 'transfer', at, by: null, text: id }]),
        })
        .where(eq(orders.id, order.id));
      await recordAudit(ctx.database.db, tx, {
        action: 'payout',
        resource: 'orders',
        resourceId: order.id,
        changes: { before: {}, after: { transfer } },
      });
      return { kind: 'made', transfer };
    } catch (error) {
      const refused = error instanceof TransferRefused;
      const message = refused
        ? error.reason
        : error instanceof Error
          ? error.message
          : String(error);
      const failure: OrderTransferFailure = {
        message,
        at,
        attempts: (failed?.attempts ?? 0) + 1,
        generation: refused ? generation + 1 : generation,
      };
      await tx
        .update(orders)
        .set({
          transferFailure: failure,
          timeline: appendTimeline([{ type: 'transfer_failed', at, by: null, text: message }]),
        })
        .where(eq(orders.id, order.id));
      return { kind: 'failed', message };
    }
  });
}
