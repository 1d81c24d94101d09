import { eq, type SQL } from 'drizzle-orm';
import { effectiveRole } from '@runway-live/domain/access';
import {
  apiMessages,
  eventMessages,
  needsActiveSubscription,
  PAYMENT_ACCOUNT_REQUIRED_CODE,
  subscriptionMessages,
} from '@runway-live/domain/api';
import { parseInstant } from '@runway-live/domain/schemas';
import { hasPaymentAccount, type ShowLifecycle } from '@runway-live/domain/show';
import type { AppContext } from '../../context';
import type { DesignerRow, UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import { designerOfCreate, ownedWhere } from '../../resources/ownership';
import { toApiObject, type ObjectRow } from '../../resources/present';
import type { Queries, Transaction } from '../../resources/transaction';
import type { ShowTable } from './list';

/**
 * The show's service (decision 0024): what a marketplace event and a web event do alike —
 * who calls, the gates, presenting, ownership, the lifecycle's moves and deletion. Each
 * kind's service (modules/events, modules/webEvents) adds its own fields and members.
 */

export type User = Pick<UserRow, 'id' | 'roles'>;
/** The caller and its designer profile (the session check's row), for the gates. */
export type Caller = {
  user: User;
  designer: Pick<DesignerRow, 'payment' | 'subscriptionAmount' | 'subscriptionStatus'> | null;
};

/** An instant the domain's instantField let through: ISO 8601, read by date-fns. */
export const instant = (text: string): Date => parseInstant(text)!;
/** A show's start as the API sends it (an instant or null), as the row stores it. */
export const startOf = (text: string | null): Date | null => (text === null ? null : instant(text));

/** A show row as the API answers it: the start an ISO 8601 instant with Z, or null. */
export function presentShow<Row extends ObjectRow & { scheduledAt: Date | null }>(row: Row) {
  return {
    ...toApiObject(row),
    scheduledAt: row.scheduledAt ? row.scheduledAt.toISOString() : null,
  };
}

/**
 * The gates of showing a show to an audience (API.md, gates), in their order: the
 * designer's payment account (403 with PAYMENT_ACCOUNT_REQUIRED_CODE), then, when their plan
 * costs something, an active subscription (402, as the routes' subscription gate answers).
 * Admin and staff are never gated.
 */
export function checkShowGates(caller: Caller): void {
  if (effectiveRole(caller.user) !== 'designer' || !caller.designer) return;
  if (!hasPaymentAccount(caller.designer)) {
    throw new ApiError(403, eventMessages.paymentAccountRequired, {
      code: PAYMENT_ACCOUNT_REQUIRED_CODE,
    });
  }
  if (needsActiveSubscription(caller.designer)) {
    throw new ApiError(402, subscriptionMessages.required);
  }
}

/**
 * A move of a show's status by its lifecycle: a gated move passes the gates first, then a
 * move the lifecycle does not allow is a 409 naming both states.
 */
export function checkStatusMove<Status extends string>(
  lifecycle: ShowLifecycle<Status>,
  caller: Caller,
  from: Status,
  to: Status,
): void {
  if (lifecycle.gated.includes(to)) checkShowGates(caller);
  const refusal = lifecycle.refusal(from, to);
  if (refusal) throw new ApiError(409, refusal);
}

/** The show, if the user may see it (by `find`): another designer's is a 404. */
export async function ownedShow<Row>(
  db: Queries,
  table: ShowTable,
  user: User,
  id: string,
  find: (db: Queries, where: SQL) => Promise<Row | null>,
): Promise<Row> {
  const row = await find(db, ownedWhere(eq(table.id, id), table.designerId, user));
  if (!row) throw new ApiError(404, apiMessages.notFound);
  return row;
}

/** The designer a create is for, with the kind's own words for a missing or foreign one. */
export function designerOfShow(
  ctx: AppContext,
  user: User,
  named: string | undefined,
  messages: { designerIdRequired: string; notYourDesignerId: string },
): Promise<string> {
  return designerOfCreate(ctx.database.db, user, named, {
    required: messages.designerIdRequired,
    notYours: messages.notYourDesignerId,
  });
}

/**
 * Deletes a show in one transaction under its lock: one in a status its lifecycle keeps is
 * a 409 (`refused`); `remove` deletes it (its members stay, in no show).
 */
export async function deleteShow<Status extends string>(
  ctx: AppContext,
  user: User,
  id: string,
  show: {
    table: ShowTable;
    lifecycle: ShowLifecycle<Status>;
    lock: (db: Queries, where: SQL) => Promise<{ status: Status } | null>;
    refused: (status: Status) => string;
    remove: (tx: Transaction, id: string) => Promise<void>;
  },
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const current = await ownedShow(tx, show.table, user, id, show.lock);
    if (!show.lifecycle.deletable.includes(current.status)) {
      throw new ApiError(409, show.refused(current.status));
    }
    await show.remove(tx, id);
  });
}
