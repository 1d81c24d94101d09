import { and, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { apiMessages, type ListPage } from '@runway-live/domain/api';
import {
  couponFormIssues,
  couponMessages,
  couponStatus,
  type ApiCoupon,
  type CouponFormValues,
  type CouponListFilter,
  type CouponPatch,
} from '@runway-live/domain/coupons';
import { majorToMinor, minorToMajor, PRODUCT_CURRENCY } from '@runway-live/domain/money';
import type { AppContext } from '../../context';
import {
  couponCodes,
  couponRedemptions,
  coupons,
  designers,
  events,
  type UserRow,
} from '../../db/schema';
import { ApiError } from '../../errors';
import { listPage, listSpec } from '../../lists/listPage';
import {
  checkDesignerKept,
  isDesigner,
  ownerOf,
  writtenDesignerId,
} from '../../resources/ownership';
import { namedFields } from '../../resources/patch';
import { toApiObject } from '../../resources/present';
import type { Queries } from '../../resources/transaction';

/*
 * Coupons (issue 32; decision 0039). Admin and staff see and write every coupon through
 * /api/v2/coupons; a designer sees and writes their own through /api/v2/designer/coupons:
 * coupons of their products (or one of their shows), funded by them. Another designer's
 * coupon, or a marketplace-funded one, is a 404 to a designer.
 */

export type User = Pick<UserRow, 'id' | 'roles'>;
export type CouponRow = typeof coupons.$inferSelect;

/** The coupons a user may see: all for admin and staff; a designer's own designer-funded ones. */
export function couponsOf(user: User): SQL | undefined {
  return ownerOf(user) === null
    ? undefined
    : and(eq(coupons.designerId, user.id), eq(coupons.fundedBy, 'designer'));
}

const codesTotal =
  sql<number>`(select count(*) from ${couponCodes} where ${couponCodes.couponId} = ${coupons.id})`.mapWith(
    Number,
  );
const codesActive =
  sql<number>`(select count(*) from ${couponCodes} where ${couponCodes.couponId} = ${coupons.id} and ${couponCodes.status} = 'active')`.mapWith(
    Number,
  );

type Joined = {
  row: CouponRow;
  designerBrand: string | null;
  eventTitle: string | null;
  codesTotal: number;
  codesActive: number;
};

/** A coupon as the API answers it: money in major units, `status` derived now. */
export function presentCoupon(
  { row, designerBrand, eventTitle, codesTotal: total, codesActive: active }: Joined,
  now: Date = new Date(),
): ApiCoupon {
  const { percentOff, amountOff, status, ...rest } = row;
  return {
    ...toApiObject(rest),
    value: row.type === 'percent' ? (percentOff ?? 0) : minorToMajor(amountOff ?? 0),
    minOrderAmount: minorToMajor(row.minOrderAmount),
    currency: PRODUCT_CURRENCY,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    designerBrand,
    eventTitle,
    status: couponStatus({ status, endsAt: row.endsAt }, now),
    setStatus: status,
    codes: { total, active },
  };
}

const joinedColumns = {
  row: coupons,
  designerBrand: designers.brandName,
  eventTitle: events.title,
  codesTotal,
  codesActive,
};

/** The designer of a show, as a subquery (its own `events`, nearer than the rows' join). */
const designerOfShow = (eventId: string) =>
  new QueryBuilder()
    .select({ designerId: events.designerId })
    .from(events)
    .where(eq(events.id, eventId));

const notEnded = or(isNull(coupons.endsAt), gt(coupons.endsAt, sql`now()`))!;

const COUPON_LIST = listSpec<CouponListFilter>()({
  sortColumns: {
    code: coupons.code,
    createdAt: coupons.createdAt,
    updatedAt: coupons.updatedAt,
    endsAt: coupons.endsAt,
    usedCount: coupons.usedCount,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  tieBreaker: coupons.id,
  searchColumns: [coupons.code],
  filters: {
    designerId: (value) => eq(coupons.designerId, value),
    eventId: (value) => eq(coupons.eventId, value),
    // The codes that work on the show's products (isEligibleLine's scopes, as a filter).
    appliesToEventId: (value) =>
      or(
        eq(coupons.scope, 'all'),
        and(eq(coupons.scope, 'event'), eq(coupons.eventId, value)),
        and(eq(coupons.scope, 'designer'), inArray(coupons.designerId, designerOfShow(value))),
      )!,
    scope: (value) => eq(coupons.scope, value),
    fundedBy: (value) => eq(coupons.fundedBy, value),
    status: (value) =>
      value === 'expired'
        ? lte(coupons.endsAt, sql`now()`)
        : and(eq(coupons.status, value), notEnded)!,
  },
  rows: (db, total) =>
    db
      .select({ ...joinedColumns, total })
      .from(coupons)
      .leftJoin(designers, eq(designers.userId, coupons.designerId))
      .leftJoin(events, eq(events.id, coupons.eventId))
      .$dynamic(),
  present: (joined) => presentCoupon(joined),
});

export async function listCoupons(
  ctx: AppContext,
  user: User,
  query: CouponListFilter,
): Promise<ListPage<ApiCoupon>> {
  return listPage(ctx.database.db, COUPON_LIST, query, { scope: couponsOf(user) });
}

/** The user's coupon by id (404 otherwise), optionally locked. */
export async function findCoupon(
  db: Queries,
  user: User,
  id: string,
  lock = false,
): Promise<CouponRow> {
  const query = db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, id), couponsOf(user)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, apiMessages.notFound);
  return row;
}

export async function getCoupon(ctx: AppContext, user: User, id: string): Promise<ApiCoupon> {
  const [joined] = await ctx.database.db
    .select(joinedColumns)
    .from(coupons)
    .leftJoin(designers, eq(designers.userId, coupons.designerId))
    .leftJoin(events, eq(events.id, coupons.eventId))
    .where(and(eq(coupons.id, id), couponsOf(user)));
  if (!joined) throw new ApiError(404, apiMessages.notFound);
  return presentCoupon(joined);
}

/** A coupon's fields as the form speaks them (major units, ISO text): what the rules check. */
type CouponFields = Omit<CouponFormValues, 'designerId' | 'fundedBy'> & {
  designerId: string | null;
  fundedBy: CouponRow['fundedBy'];
};

function fieldsOf(row: CouponRow): CouponFields {
  return {
    code: row.code,
    type: row.type,
    value: row.type === 'percent' ? (row.percentOff ?? 0) : minorToMajor(row.amountOff ?? 0),
    minOrderAmount: minorToMajor(row.minOrderAmount),
    maxUses: row.maxUses,
    perUserLimit: row.perUserLimit,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    scope: row.scope,
    designerId: row.designerId,
    eventId: row.eventId,
    fundedBy: row.fundedBy,
    liveWindowMinutes: row.liveWindowMinutes,
    status: row.status,
  };
}

/** The columns of checked fields. */
function columnsOf(fields: CouponFields) {
  return {
    code: fields.code,
    type: fields.type,
    percentOff: fields.type === 'percent' ? fields.value : null,
    amountOff: fields.type === 'fixed' ? majorToMinor(fields.value) : null,
    minOrderAmount: majorToMinor(fields.minOrderAmount),
    maxUses: fields.maxUses,
    perUserLimit: fields.perUserLimit,
    startsAt: fields.startsAt === null ? null : new Date(fields.startsAt),
    endsAt: fields.endsAt === null ? null : new Date(fields.endsAt),
    scope: fields.scope,
    designerId: fields.designerId,
    eventId: fields.eventId,
    fundedBy: fields.fundedBy,
    liveWindowMinutes: fields.liveWindowMinutes,
    status: fields.status,
  };
}

/**
 * Who a coupon belongs to and who funds it, checked for the user, and its fields' agreement
 * (couponFormIssues): a designer's is theirs (naming another is 403), scoped to their
 * products or one of their shows, funded by them; admin and staff name the designer of a
 * designer-scoped coupon, a show's designer follows the show, and a coupon for everything
 * names none. 400 with the field otherwise.
 */
async function checkCoupon(db: Queries, user: User, fields: CouponFields): Promise<CouponFields> {
  const designer = ownerOf(user) !== null;
  const checked = { ...fields };
  if (designer) {
    checked.designerId = writtenDesignerId(
      user,
      fields.designerId ?? undefined,
      couponMessages.notYourDesignerId,
    )!;
    if (checked.scope === 'all')
      throw new ApiError(400, couponMessages.designerScope, { field: 'scope' });
    if (checked.fundedBy !== 'designer') {
      throw new ApiError(400, couponMessages.designerFundsOwn, { field: 'fundedBy' });
    }
  }
  const [issue] = couponFormIssues(checked);
  if (issue) throw new ApiError(400, issue.message, { field: issue.path });
  if (checked.scope === 'event') {
    const [show] = await db
      .select({ designerId: events.designerId })
      .from(events)
      .where(eq(events.id, checked.eventId!));
    if (!show || (checked.designerId !== null && show.designerId !== checked.designerId)) {
      throw new ApiError(400, couponMessages.eventUnknown, { field: 'eventId' });
    }
    checked.designerId = show.designerId;
  } else {
    checked.eventId = null;
  }
  if (checked.scope === 'designer' && checked.designerId === null) {
    throw new ApiError(400, couponMessages.designerNeeded, { field: 'designerId' });
  }
  if (checked.scope === 'all' && checked.designerId !== null) {
    throw new ApiError(400, couponMessages.designerNotForAll, { field: 'designerId' });
  }
  if (checked.fundedBy === 'designer' && checked.designerId === null) {
    throw new ApiError(400, couponMessages.designerNeeded, { field: 'designerId' });
  }
  if (!designer && checked.scope === 'designer' && !(await isDesigner(db, checked.designerId!))) {
    throw new ApiError(400, apiMessages.designerIdUnknown, { field: 'designerId' });
  }
  return checked;
}

/** A code taken by a bulk code (the coupons' own codes are their unique key: 409 there). */
async function refuseBulkCodeTaken(db: Queries, code: string): Promise<void> {
  const [taken] = await db
    .select({ id: couponCodes.id })
    .from(couponCodes)
    .where(eq(couponCodes.code, code));
  if (taken) throw new ApiError(409, apiMessages.couponCodeTaken, { field: 'code' });
}

export async function createCoupon(
  ctx: AppContext,
  user: User,
  body: CouponFormValues,
): Promise<ApiCoupon> {
  const { db } = ctx.database;
  const designer = ownerOf(user) !== null;
  const fields = await checkCoupon(db, user, {
    ...body,
    // A designer's coupon applies to their products unless it names one of their shows.
    scope: designer && body.scope === 'all' ? 'designer' : body.scope,
    designerId: body.designerId ?? null,
    fundedBy: body.fundedBy ?? (designer ? 'designer' : 'marketplace'),
  });
  await refuseBulkCodeTaken(db, fields.code);
  const [row] = await db.insert(coupons).values(columnsOf(fields)).returning({ id: coupons.id });
  return getCoupon(ctx, user, row!.id);
}

/**
 * PATCH: the named fields merged into the coupon and checked whole (couponFormIssues and
 * the ownership rules); the designer never changes. `{status}` alone (de)activates it.
 */
export async function updateCoupon(
  ctx: AppContext,
  user: User,
  id: string,
  patch: CouponPatch,
): Promise<ApiCoupon> {
  await ctx.database.db.transaction(async (tx) => {
    const current = await findCoupon(tx, user, id, true);
    const named = namedFields(patch);
    if (named.designerId !== undefined && current.designerId !== null) {
      checkDesignerKept(user, named.designerId ?? undefined, current.designerId, couponMessages);
    }
    const merged = await checkCoupon(tx, user, { ...fieldsOf(current), ...named });
    if (merged.code !== current.code) await refuseBulkCodeTaken(tx, merged.code);
    await tx
      .update(coupons)
      .set({ ...columnsOf(merged), updatedAt: new Date() })
      .where(eq(coupons.id, id));
  });
  return getCoupon(ctx, user, id);
}

/** Deletes a coupon never used (409 otherwise: deactivate it, its orders keep their code). */
export async function deleteCoupon(ctx: AppContext, user: User, id: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await findCoupon(tx, user, id, true);
    const [used] = await tx
      .select({ id: couponRedemptions.id })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, id))
      .limit(1);
    if (used) throw new ApiError(409, couponMessages.usedCannotDelete);
    await tx.delete(coupons).where(eq(coupons.id, id));
  });
}
