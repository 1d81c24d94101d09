import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { apiMessages, type ListPage } from '@runway-live/domain/api';
import {
  COUPON_USAGE_ORDERS,
  bulkCode,
  couponCodesToCsv,
  couponMessages,
  type ApiCouponCode,
  type ApiCouponUsage,
  type BulkCodesValues,
  type CouponCodeListFilter,
} from '@runway-live/domain/coupons';
import { minorToMajor, PRODUCT_CURRENCY } from '@runway-live/domain/money';
import type { AppContext } from '../../context';
import { couponCodes, couponRedemptions, coupons, orders } from '../../db/schema';
import { ApiError } from '../../errors';
import { listPage, listSpec } from '../../lists/listPage';
import type { Queries } from '../../resources/transaction';
import { findCoupon, type User } from './service';

/*
 * Bulk codes (issue 32): up to 10 000 codes of one coupon in one call, drawn on the server
 * with node:crypto from an alphabet without look-alikes, each single use unless asked
 * otherwise, written in one statement; listed a page at a time or all as CSV; deactivated
 * one at a time or all at once.
 */

/** Draws a clash (a code already taken) again, this many times at most. */
const DRAWS = 5;

/**
 * node:crypto's bytes, read 64 KiB at a time and handed out in slices (one call per code
 * would cost more than the INSERT); every byte is used once.
 */
function randomSource(): (size: number) => Uint8Array {
  let pool = new Uint8Array(0);
  let at = 0;
  return (size) => {
    if (at + size > pool.length) {
      pool = new Uint8Array(randomBytes(Math.max(65_536, size)));
      at = 0;
    }
    at += size;
    return pool.subarray(at - size, at);
  };
}

/** `count` new codes, unique among themselves and not `taken`. */
function drawCodes(prefix: string, count: number, taken: ReadonlySet<string>): string[] {
  const drawn = new Set<string>();
  const random = randomSource();
  while (drawn.size < count) {
    const code = bulkCode(prefix, random);
    if (!taken.has(code)) drawn.add(code);
  }
  return [...drawn];
}

/**
 * POST …/codes `{count, prefix, maxUses}`: the codes in one INSERT (unnest of the drawn
 * codes; a code some other coupon or code already has is skipped by ON CONFLICT and the
 * NOT EXISTS, then drawn again), under the coupon's lock.
 */
export async function generateCodes(
  ctx: AppContext,
  user: User,
  couponId: string,
  body: BulkCodesValues,
): Promise<{ created: number; prefix: string; maxUses: number }> {
  const created = await ctx.database.db.transaction(async (tx) => {
    await findCoupon(tx, user, couponId, true);
    let made = 0;
    const seen = new Set<string>();
    for (let draw = 0; draw < DRAWS && made < body.count; draw++) {
      const codes = drawCodes(body.prefix, body.count - made, seen);
      for (const code of codes) seen.add(code);
      made += await insertCodes(tx, couponId, codes, body.maxUses);
    }
    if (made < body.count) throw new ApiError(409, apiMessages.couponCodeTaken);
    return made;
  });
  return { created, prefix: body.prefix, maxUses: body.maxUses };
}

/**
 * One INSERT … SELECT FROM unnest: the codes no coupon and no code has yet (UUID v7 ids
 * from here, as every row's). Codes and ids are letters, digits and dashes only, so each
 * list travels as one array literal: two parameters, however many codes.
 */
export async function insertCodes(
  db: Queries,
  couponId: string,
  codes: readonly string[],
  maxUses: number,
): Promise<number> {
  const ids = codes.map(() => uuidv7());
  const { rows } = (await db.execute(sql`
    insert into ${couponCodes} (id, coupon_id, code, max_uses)
    select drawn.id, ${couponId}, drawn.code, ${maxUses}
    from unnest(${`{${ids.join(',')}}`}::uuid[], ${`{${codes.join(',')}}`}::text[]) as drawn(id, code)
    where not exists (select 1 from ${coupons} where ${coupons.code} = drawn.code)
    on conflict (code) do nothing
    returning 1`)) as unknown as { rows: unknown[] };
  return rows.length;
}

function presentCode(row: typeof couponCodes.$inferSelect): ApiCouponCode {
  return {
    _id: row.id,
    code: row.code,
    status: row.status,
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    createdAt: row.createdAt.toISOString(),
  };
}

const CODE_LIST = listSpec<CouponCodeListFilter>()({
  sortColumns: {
    createdAt: couponCodes.createdAt,
    code: couponCodes.code,
    usedCount: couponCodes.usedCount,
  },
  defaultSort: { field: 'createdAt', direction: 'asc' },
  tieBreaker: couponCodes.id,
  searchColumns: [couponCodes.code],
  filters: {
    status: (value) => eq(couponCodes.status, value),
    // The format chooses the answer, not the rows.
    format: () => sql`true`,
  },
  rows: (db, total) => db.select({ row: couponCodes, total }).from(couponCodes).$dynamic(),
  present: ({ row }) => presentCode(row),
});

export async function listCodes(
  ctx: AppContext,
  user: User,
  couponId: string,
  query: CouponCodeListFilter,
): Promise<ListPage<ApiCouponCode>> {
  await findCoupon(ctx.database.db, user, couponId);
  return listPage(ctx.database.db, CODE_LIST, query, {
    scope: eq(couponCodes.couponId, couponId),
  });
}

/** Every code of the coupon (the filter's status) as CSV, oldest first. */
export async function exportCodes(
  ctx: AppContext,
  user: User,
  couponId: string,
  query: CouponCodeListFilter,
): Promise<string> {
  const { db } = ctx.database;
  await findCoupon(db, user, couponId);
  const rows = await db
    .select()
    .from(couponCodes)
    .where(
      and(
        eq(couponCodes.couponId, couponId),
        query.status ? eq(couponCodes.status, query.status) : undefined,
      ),
    )
    .orderBy(asc(couponCodes.createdAt), asc(couponCodes.id));
  return couponCodesToCsv(rows.map(presentCode));
}

/** PATCH …/codes/:codeId `{status}`: one code (de)activated. */
export async function setCodeStatus(
  ctx: AppContext,
  user: User,
  couponId: string,
  codeId: string,
  status: 'active' | 'inactive',
): Promise<ApiCouponCode> {
  const { db } = ctx.database;
  await findCoupon(db, user, couponId);
  const [row] = await db
    .update(couponCodes)
    .set({ status })
    .where(and(eq(couponCodes.id, codeId), eq(couponCodes.couponId, couponId)))
    .returning();
  if (!row) throw new ApiError(404, couponMessages.codeNotFound);
  return presentCode(row);
}

/** PATCH …/codes `{status}`: every code of the coupon (de)activated; how many changed. */
export async function setAllCodesStatus(
  ctx: AppContext,
  user: User,
  couponId: string,
  status: 'active' | 'inactive',
): Promise<{ changed: number }> {
  const { db } = ctx.database;
  await findCoupon(db, user, couponId);
  const changed = await db
    .update(couponCodes)
    .set({ status })
    .where(and(eq(couponCodes.couponId, couponId), sql`${couponCodes.status} <> ${status}`))
    .returning({ id: couponCodes.id });
  return { changed: changed.length };
}

/** Orders paid or later count in the discount given and the GMV. */
const SOLD = ['paid', 'processing', 'shipped', 'delivered'] as const;

/**
 * GET …/usage: the uses that count, by code, the newest orders that used it, and over all
 * of its orders (summed in SQL, not over the page): how many, the discount the sold ones
 * were given and their GMV (totals less refunds).
 */
export async function couponUsage(
  ctx: AppContext,
  user: User,
  couponId: string,
): Promise<ApiCouponUsage> {
  const { db } = ctx.database;
  const coupon = await findCoupon(db, user, couponId);
  const byCode = await db
    .select({ code: couponRedemptions.code, uses: sql<number>`count(*)`.mapWith(Number) })
    .from(couponRedemptions)
    .where(
      and(eq(couponRedemptions.couponId, couponId), sql`${couponRedemptions.releasedAt} is null`),
    )
    .groupBy(couponRedemptions.code)
    .orderBy(asc(couponRedemptions.code));
  const usedIt = and(eq(couponRedemptions.couponId, couponId), sql`${orders.discount} > 0`);
  const sold = inArray(orders.status, [...SOLD]);
  const [totals] = await db
    .select({
      orderCount: sql<number>`count(*)`.mapWith(Number),
      discount: sql<number>`coalesce(sum(${orders.discount}) filter (where ${sold}), 0)`.mapWith(
        Number,
      ),
      gmv: sql<number>`coalesce(sum(${orders.total} - ${orders.refunded}) filter (where ${sold}), 0)`.mapWith(
        Number,
      ),
    })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.checkoutId, couponRedemptions.checkoutId))
    .where(usedIt);
  const used = await db
    .select({ order: orders, code: couponRedemptions.code })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.checkoutId, couponRedemptions.checkoutId))
    .where(usedIt)
    .orderBy(sql`${orders.createdAt} desc`, asc(orders.id))
    .limit(COUPON_USAGE_ORDERS);
  return {
    uses: coupon.usedCount,
    discount: minorToMajor(totals?.discount ?? 0),
    gmv: minorToMajor(totals?.gmv ?? 0),
    currency: PRODUCT_CURRENCY,
    byCode,
    orderCount: totals?.orderCount ?? 0,
    orders: used.map(({ order, code }) => ({
      _id: order.id,
      orderNumber: order.orderNumber,
      code,
      status: order.status,
      discount: minorToMajor(order.discount),
      total: minorToMajor(order.total),
      fundedBy: order.discountFundedBy ?? coupon.fundedBy,
      createdAt: order.createdAt.toISOString(),
    })),
  };
}
