import { and, count, eq, isNull, notInArray, sql } from 'drizzle-orm';
import {
  COUPON_REFUSAL_STATUS,
  couponDiscount,
  couponRefusal,
  couponRefusalMessage,
  type CouponDiscount,
  type CouponLine,
  type CouponRefusalReason,
  type CouponRules,
} from '@runway-live/domain/coupons';
import { PRODUCT_CURRENCY } from '@runway-live/domain/money';
import { couponCodes, couponRedemptions, coupons, events, orders } from '../../db/schema';
import { ApiError } from '../../errors';
import { lastWentLiveAt } from '../../live/rooms/status';
import { lastPushOf } from '../../live/rooms/codes';
import type { Transaction } from '../../resources/transaction';
import type { CouponRow } from './service';

/*
 * A code at checkout (issue 32; decision 0039): checked by the domain's rules, its use
 * counted in the transaction that holds the checkout's stock, and given back when the
 * hold expires or every order of the checkout is cancelled.
 *
 * The count is a conditional UPDATE (`used_count < max_uses … RETURNING`): it takes the
 * coupon's row lock, so concurrent checkouts of one coupon pass it one at a time, each
 * re-reading the count the one before committed; the buyer's uses are counted after it,
 * under that lock, so the per-buyer limit holds too. The lock order is the products (the
 * checkout's first), then the coupon, then its bulk code; giving a use back takes the
 * coupon last.
 */

/** A use claimed for a checkout: what its orders record and its redemption row says. */
export type CouponClaim = {
  couponId: string;
  codeId: string | null;
  code: string;
  fundedBy: CouponRow['fundedBy'];
  discount: CouponDiscount;
};

function refuse(reason: CouponRefusalReason, minimum = 0): never {
  throw new ApiError(
    COUPON_REFUSAL_STATUS[reason],
    couponRefusalMessage(reason, minimum, PRODUCT_CURRENCY),
    { field: 'couponCode' },
  );
}

function rulesOf(row: CouponRow): CouponRules {
  return {
    status: row.status,
    type: row.type,
    value: row.type === 'percent' ? (row.percentOff ?? 0) : (row.amountOff ?? 0),
    minOrderAmount: row.minOrderAmount,
    maxUses: row.maxUses,
    perUserLimit: row.perUserLimit,
    usedCount: row.usedCount,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    scope: row.scope,
    designerId: row.designerId,
    eventId: row.eventId,
    liveWindowMinutes: row.liveWindowMinutes,
  };
}

async function buyerUses(tx: Transaction, couponId: string, buyerId: string): Promise<number> {
  const [row] = await tx
    .select({ uses: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        eq(couponRedemptions.buyerId, buyerId),
        isNull(couponRedemptions.releasedAt),
      ),
    );
  return row?.uses ?? 0;
}

/**
 * Checks `code` for the buyer's priced lines and counts its use, inside the checkout's
 * transaction: a 4xx naming the reason otherwise (COUPON_REFUSAL_STATUS), and nothing is
 * counted (the transaction rolls back).
 */
export async function claimCoupon(
  tx: Transaction,
  code: string,
  buyerId: string,
  lines: readonly CouponLine[],
  now: Date,
): Promise<CouponClaim> {
  let [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code));
  let bulk: typeof couponCodes.$inferSelect | null = null;
  if (!coupon) {
    const [found] = await tx
      .select({ coupon: coupons, code: couponCodes })
      .from(couponCodes)
      .innerJoin(coupons, eq(coupons.id, couponCodes.couponId))
      .where(eq(couponCodes.code, code));
    coupon = found?.coupon;
    bulk = found?.code ?? null;
  }
  const rules = coupon ? rulesOf(coupon) : null;
  let show: { status: string; wentLiveAt: Date | null } | undefined;
  if (coupon?.liveWindowMinutes != null && coupon.eventId) {
    const [event] = await tx
      .select({ status: events.status })
      .from(events)
      .where(eq(events.id, coupon.eventId));
    show = event && { status: event.status, wentLiveAt: await lastWentLiveAt(tx, coupon.eventId) };
  }
  // A code the host pushed live holds only within its last push's window (decision 0052).
  const pushed = coupon ? ((await lastPushOf(tx, coupon.id)) ?? undefined) : undefined;
  const check = (uses: number, usedCount: number, codeUses: number) =>
    couponRefusal(
      rules && { ...rules, usedCount },
      bulk && { status: bulk.status, maxUses: bulk.maxUses, usedCount: codeUses },
      { now, lines, buyerUses: uses, show, pushed },
    );
  const seen = coupon ? await buyerUses(tx, coupon.id, buyerId) : 0;
  const refusal = check(seen, coupon?.usedCount ?? 0, bulk?.usedCount ?? 0);
  if (refusal) refuse(refusal, coupon?.minOrderAmount);
  const row = coupon!;

  // Counted under the coupon's row lock; a concurrent checkout waits here and re-reads.
  const [counted] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, row.id),
        eq(coupons.status, 'active'),
        sql`(${coupons.maxUses} is null or ${coupons.usedCount} < ${coupons.maxUses})`,
      ),
    )
    .returning({ usedCount: coupons.usedCount });
  if (!counted) refuse('usedUp');
  if (row.perUserLimit !== null && (await buyerUses(tx, row.id, buyerId)) >= row.perUserLimit) {
    refuse('alreadyUsed');
  }
  if (bulk) {
    const [codeCounted] = await tx
      .update(couponCodes)
      .set({ usedCount: sql`${couponCodes.usedCount} + 1` })
      .where(
        and(
          eq(couponCodes.id, bulk.id),
          eq(couponCodes.status, 'active'),
          sql`${couponCodes.usedCount} < ${couponCodes.maxUses}`,
        ),
      )
      .returning({ id: couponCodes.id });
    if (!codeCounted) refuse('usedUp');
  }
  return {
    couponId: row.id,
    codeId: bulk?.id ?? null,
    code,
    fundedBy: row.fundedBy,
    discount: couponDiscount(rulesOf(row), lines),
  };
}

/** The claim's row, once the checkout exists (same transaction). */
export async function recordRedemption(
  tx: Transaction,
  claim: CouponClaim,
  checkoutId: string,
  buyerId: string,
): Promise<void> {
  await tx.insert(couponRedemptions).values({
    couponId: claim.couponId,
    codeId: claim.codeId,
    code: claim.code,
    buyerId,
    checkoutId,
    discount: claim.discount.total,
  });
}

/**
 * Gives a checkout's use back (once): its hold expired, or `whenNoOrderLeft` and no order
 * of it is left that is not cancelled or expired (an order cancelled while another of the
 * same checkout goes on keeps the use).
 */
export async function releaseCouponUse(
  tx: Transaction,
  checkoutId: string,
  now: Date,
  { whenNoOrderLeft = false } = {},
): Promise<void> {
  if (whenNoOrderLeft) {
    const [left] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(eq(orders.checkoutId, checkoutId), notInArray(orders.status, ['cancelled', 'expired'])),
      )
      .limit(1);
    if (left) return;
  }
  const [released] = await tx
    .update(couponRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(couponRedemptions.checkoutId, checkoutId), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId, codeId: couponRedemptions.codeId });
  if (!released) return;
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, released.couponId));
  if (released.codeId) {
    await tx
      .update(couponCodes)
      .set({ usedCount: sql`greatest(${couponCodes.usedCount} - 1, 0)` })
      .where(eq(couponCodes.id, released.codeId));
  }
}
