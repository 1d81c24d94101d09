import { desc, eq } from 'drizzle-orm';
import {
  apiMessages,
  needsActiveSubscription,
  SUBSCRIPTION_CURRENCY,
  subscriptionMessages,
  type ApiSubscription,
  type ApiSubscriptionInvoice,
} from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import {
  designers,
  subscriptionInvoices,
  type DesignerRow,
  type SubscriptionInvoiceRow,
  type UserRow,
} from '../../db/schema';
import { ApiError } from '../../errors';
import { lockDesigners } from '../../resources/designerLock';
import type { Queries } from '../../resources/transaction';

/** The signed-in designer's row, read now (not the session check's copy). */
async function designerRow(db: Queries, user: UserRow): Promise<DesignerRow> {
  const [row] = await db.select().from(designers).where(eq(designers.userId, user.id));
  if (!row) throw new ApiError(404, apiMessages.notFound);
  return row;
}

export function toApiSubscription(designer: DesignerRow): ApiSubscription {
  return {
    status: designer.subscriptionStatus,
    currentPeriodEnd: designer.subscriptionPeriodEnd?.toISOString() ?? null,
    amount: designer.subscriptionAmount,
    currency: SUBSCRIPTION_CURRENCY,
    cancelAtPeriodEnd: designer.subscriptionCancelAtPeriodEnd,
    required: designer.subscriptionAmount > 0,
  };
}

function toApiInvoice(row: SubscriptionInvoiceRow): ApiSubscriptionInvoice {
  return {
    _id: row.id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    url: row.url,
    createdAt: row.createdAt.toISOString(),
  };
}

/** How many invoices the page shows: a monthly plan's eight years. */
const INVOICES_SHOWN = 100;

/** GET /api/v2/subscription: the plan, the status and the invoices so far, newest first. */
export async function subscriptionOf(ctx: AppContext, user: UserRow) {
  const designer = await designerRow(ctx.database.db, user);
  const invoices = await ctx.database.db
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.designerId, user.id))
    .orderBy(desc(subscriptionInvoices.createdAt), desc(subscriptionInvoices.id))
    .limit(INVOICES_SHOWN);
  return { subscription: toApiSubscription(designer), invoices: invoices.map(toApiInvoice) };
}

/**
 * POST /api/v2/subscription/checkout: the provider's checkout page for the designer's plan
 * (the amount the admin set; the designer never names it). Back at the subscription page
 * afterwards, with the page the designer came from.
 *
 * One at a time per designer, under its payments lock (issue 27): a designer has at most
 * one open checkout, stored on its row. A new one expires the earlier session at the
 * provider first (a second tab, a second click), so only the newest can be paid; if the
 * earlier one was paid meanwhile, the answer is a 409 saying the payment is being
 * confirmed. An active plan is a 409. A past-due subscription is ended at the provider
 * before the new checkout opens, so a designer never has two live subscriptions. The
 * provider's customer is made once and kept, so the provider's events name this designer.
 */
export async function startCheckout(
  ctx: AppContext,
  user: UserRow,
  returnPath: string | undefined,
): Promise<string> {
  const provider = ctx.payments;
  return ctx.database.db.transaction(async (tx) => {
    await lockDesigners(tx, [user.id], 'payments');
    const designer = await designerRow(tx, user);
    if (designer.subscriptionAmount <= 0) throw new ApiError(409, subscriptionMessages.noPlan);
    if (!needsActiveSubscription(designer)) {
      throw new ApiError(409, subscriptionMessages.alreadyActive);
    }
    const ours = designer.subscriptionProvider === provider.name;
    const open = ours ? openCheckoutOf(designer) : null;
    if (open && (await provider.subscriptions.expireCheckout(open)) === 'completed') {
      throw new ApiError(409, subscriptionMessages.checkoutCompleted);
    }
    if (ours && designer.subscriptionStatus === 'past_due' && designer.subscriptionId) {
      await provider.subscriptions.cancelNow(designer.subscriptionId);
    }
    const who = { id: user.id, email: user.email, brandName: designer.brandName };
    const customerId =
      (ours ? designer.subscriptionCustomerId : null) ??
      (await provider.subscriptions.createCustomer(who));
    const page = new URL('/subscription', ctx.config.consoleUrl);
    if (returnPath) page.searchParams.set('from', returnPath);
    const cancelUrl = page.toString();
    page.searchParams.set('checkout', 'done');
    const session = await provider.subscriptions.startCheckout({
      designer: who,
      amount: designer.subscriptionAmount,
      currency: SUBSCRIPTION_CURRENCY,
      customerId,
      successUrl: page.toString(),
      cancelUrl,
    });
    await tx
      .update(designers)
      .set({
        subscriptionProvider: provider.name,
        subscriptionCustomerId: customerId,
        // Another provider's subscription means nothing to this one.
        ...(ours ? {} : { subscriptionId: null }),
        subscriptionCheckoutId: session.id,
        subscriptionCheckoutExpiresAt: session.expiresAt,
      })
      .where(eq(designers.userId, user.id));
    return session.url;
  });
}

/** The designer's checkout session that can still be paid, if it has one. */
function openCheckoutOf(designer: DesignerRow, now = new Date()): string | null {
  const expiresAt = designer.subscriptionCheckoutExpiresAt;
  return designer.subscriptionCheckoutId && expiresAt && expiresAt.getTime() > now.getTime()
    ? designer.subscriptionCheckoutId
    : null;
}

/**
 * POST /api/v2/subscription/cancel and /resume: the subscription ends at the close of its
 * period, or renews again. One at a time per designer, under its payments lock: of three
 * cancels at once one tells the provider, the others find it done and answer 409. The
 * provider is told first; the row follows (its webhook says the same later, which changes
 * nothing then).
 */
export async function setCancelAtPeriodEnd(
  ctx: AppContext,
  user: UserRow,
  cancel: boolean,
): Promise<ApiSubscription> {
  return ctx.database.db.transaction(async (tx) => {
    await lockDesigners(tx, [user.id], 'payments');
    const designer = await designerRow(tx, user);
    const subscriptionId = designer.subscriptionId;
    if (
      designer.subscriptionStatus !== 'active' ||
      !subscriptionId ||
      designer.subscriptionProvider !== ctx.payments.name ||
      designer.subscriptionCancelAtPeriodEnd === cancel
    ) {
      throw new ApiError(
        409,
        cancel ? subscriptionMessages.notCancellable : subscriptionMessages.notResumable,
      );
    }
    if (cancel) await ctx.payments.subscriptions.cancelAtPeriodEnd(subscriptionId);
    else await ctx.payments.subscriptions.resume(subscriptionId);
    const [updated] = await tx
      .update(designers)
      .set({ subscriptionCancelAtPeriodEnd: cancel })
      .where(eq(designers.userId, user.id))
      .returning();
    return toApiSubscription(updated ?? designer);
  });
}
