import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  couponOfferText,
  couponStatus,
  liveWindowState,
  type LiveCodeWindow,
} from '@runway-live/domain/coupons';
import { liveMessages, type LiveCode } from '@runway-live/domain/live';
import { minorToMajor, PRODUCT_CURRENCY } from '@runway-live/domain/money';
import type { AppContext } from '../../context';
import { couponRedemptions, coupons, events, liveCodePushes, orders } from '../../db/schema';
import type { Queries } from '../../resources/transaction';
import type { Actor } from './access';
import { LiveRefusal } from './refusal';
import { lockRoom } from './roomRow';
import { lastWentLiveAt } from './status';

/*
 * Codes pushed live (issue 32, decision 0052): the host pushes a coupon of the show to its
 * viewers for the show's live window or its first N minutes. The push is a row of
 * live_code_pushes (the room's code is the show's last push not closed, while its window is
 * open); the checkout holds the code to its last push's window (modules/coupons/redeem.ts).
 */

type PushRow = typeof liveCodePushes.$inferSelect;

export const windowOfPush = (push: Pick<PushRow, 'windowMinutes'>): LiveCodeWindow =>
  push.windowMinutes === null ? { kind: 'live' } : { kind: 'minutes', minutes: push.windowMinutes };

/** The show a window counts on: its status and when it last went live (a marketplace show). */
export async function windowShowOf(db: Queries, eventId: string) {
  const [event] = await db
    .select({ status: events.status })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) return null;
  return { status: event.status, wentLiveAt: await lastWentLiveAt(db, eventId) };
}

/** The coupon's offer in words: "20% off", "$5.00 off". */
function offerOf(coupon: typeof coupons.$inferSelect): string {
  return couponOfferText({
    type: coupon.type,
    value:
      coupon.type === 'percent' ? (coupon.percentOff ?? 0) : minorToMajor(coupon.amountOff ?? 0),
    currency: PRODUCT_CURRENCY,
  });
}

/** `live_code`: the room's pushed code while its window is open, else null. */
export async function codeOf(db: Queries, eventId: string, now = new Date()): Promise<LiveCode> {
  const [row] = await db
    .select({ push: liveCodePushes, coupon: coupons })
    .from(liveCodePushes)
    .innerJoin(coupons, eq(coupons.id, liveCodePushes.couponId))
    .where(and(eq(liveCodePushes.eventId, eventId), isNull(liveCodePushes.closedAt)))
    .orderBy(desc(liveCodePushes.pushedAt))
    .limit(1);
  if (!row) return { eventId, code: null };
  const window = windowOfPush(row.push);
  const { state, endsAt } = liveWindowState(window, await windowShowOf(db, eventId), now);
  if (state !== 'open') return { eventId, code: null };
  return {
    eventId,
    code: {
      couponId: row.coupon.id,
      code: row.coupon.code,
      offer: offerOf(row.coupon),
      window,
      expiresAt: endsAt?.toISOString() ?? null,
    },
  };
}

/**
 * `push_code`: the coupon, scoped to this show or to the show's designer's products, active
 * now, pushed while the show is live for `window` (a first-N-minutes window not over yet); it
 * closes the show's last push. `couponId` null withdraws the room's code.
 */
export async function pushCode(
  ctx: AppContext,
  actor: Actor,
  event: { id: string; designerId: string },
  couponId: string | null,
  window: LiveCodeWindow,
  now = new Date(),
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await lockRoom(tx, event.id);
    if (couponId !== null) {
      const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId));
      if (!coupon) throw new LiveRefusal('not-found', liveMessages.codeNotFound);
      const ofShow =
        (coupon.scope === 'event' && coupon.eventId === event.id) ||
        (coupon.scope === 'designer' && coupon.designerId === event.designerId);
      if (!ofShow) throw new LiveRefusal('invalid-payload', liveMessages.codeNotInShow);
      const started = coupon.startsAt === null || coupon.startsAt.getTime() <= now.getTime();
      if (couponStatus(coupon, now) !== 'active' || !started) {
        throw new LiveRefusal('conflict', liveMessages.codeNotActive);
      }
      const show = await windowShowOf(tx, event.id);
      if (!show) throw new LiveRefusal('invalid-payload', liveMessages.codeNotInShow);
      if (show.status !== 'live') throw new LiveRefusal('conflict', liveMessages.codeNeedsLive);
      if (window.kind === 'minutes' && liveWindowState(window, show, now).state !== 'open') {
        throw new LiveRefusal('conflict', liveMessages.codeWindowOver(window.minutes));
      }
    }
    await tx
      .update(liveCodePushes)
      .set({ closedAt: now })
      .where(and(eq(liveCodePushes.eventId, event.id), isNull(liveCodePushes.closedAt)));
    if (couponId !== null) {
      await tx.insert(liveCodePushes).values({
        eventId: event.id,
        couponId,
        windowMinutes: window.kind === 'minutes' ? window.minutes : null,
        pushedBy: actor.id,
        pushedAt: now,
      });
    }
  });
}

/**
 * The last push of a coupon, in whichever show: the checkout holds the code to its window
 * (decision 0052). Null for a code never pushed.
 */
export async function lastPushOf(db: Queries, couponId: string) {
  const [push] = await db
    .select()
    .from(liveCodePushes)
    .where(eq(liveCodePushes.couponId, couponId))
    .orderBy(desc(liveCodePushes.pushedAt))
    .limit(1);
  if (!push) return null;
  return {
    window: windowOfPush(push),
    show: await windowShowOf(db, push.eventId),
    closedAt: push.closedAt,
  };
}

/**
 * The counters' code redemptions: checkouts with an order of the show that used a code of it
 * (one pushed in it, or one scoped to it), not given back.
 */
export async function codeRedemptionsOf(db: Queries, eventId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${couponRedemptions.id})`.mapWith(Number) })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.checkoutId, couponRedemptions.checkoutId))
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .where(
      and(
        eq(orders.eventId, eventId),
        isNull(couponRedemptions.releasedAt),
        sql`(${coupons.eventId} = ${eventId} OR EXISTS (SELECT 1 FROM ${liveCodePushes} WHERE ${liveCodePushes.couponId} = ${coupons.id} AND ${liveCodePushes.eventId} = ${eventId}))`,
      ),
    );
  return row?.count ?? 0;
}
