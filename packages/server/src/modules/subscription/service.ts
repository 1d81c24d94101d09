import { and, desc, eq, sql } from 'drizzle-orm';
import {
  apiMessages,
  needsActiveSubscription,
  SUBSCRIPTION_CURRENCY,
  subscriptionMessages,
  type ApiSubscription,
  type ApiSubscriptionInvoice,
} from '@runway-live/domain';
import type { AppContext } from '../../context';
import {
  designers,
  subscriptionInvoices,
  type DesignerRow,
  type SubscriptionInvoiceRow,
  type UserRow,
} from '../../db/schema';
import { ApiError } from '../../errors';

/** The signed-in designer's row, read now (not the session check's copy). */
async function designerRow(ctx: AppContext, user: UserRow): Promise<DesignerRow> {
  const [row] = await ctx.database.db.select().from(designers).where(eq(designers.userId, user.id));
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
  const designer = await designerRow(ctx, user);
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
 * (the amount the admin set; the designer never names it). The provider's customer is made
 * once and kept, so the provider's events name this designer. Back at the subscription
 * page afterwards, with the page the designer came from.
 */
export async function startCheckout(
  ctx: AppContext,
  user: UserRow,
  returnPath: string | undefined,
): Promise<string> {
  const designer = await designerRow(ctx, user);
  if (designer.subscriptionAmount <= 0) throw new ApiError(409, subscriptionMessages.noPlan);
  if (!needsActiveSubscription(designer)) {
    throw new ApiError(409, subscriptionMessages.alreadyActive);
  }
  const provider = ctx.payments;
  const who = { id: user.id, email: user.email, brandName: designer.brandName };
  let customerId =
    designer.subscriptionProvider === provider.name ? designer.subscriptionCustomerId : null;
  if (!customerId) {
    const made = await provider.subscriptions.createCustomer(who);
    // Two checkouts at once keep one customer: the first to store one wins, and the other
    // uses it (the provider's events find the designer by it).
    const [kept] = await ctx.database.db
      .update(designers)
      .set({ subscriptionProvider: provider.name, subscriptionCustomerId: made })
      .where(
        and(
          eq(designers.userId, user.id),
          sql`(${designers.subscriptionCustomerId} is null or ${designers.subscriptionProvider} is distinct from ${provider.name})`,
        ),
      )
      .returning({ customerId: designers.subscriptionCustomerId });
    customerId = kept?.customerId ?? (await designerRow(ctx, user)).subscriptionCustomerId ?? made;
  }
  const page = new URL('/subscription', ctx.config.consoleUrl);
  if (returnPath) page.searchParams.set('from', returnPath);
  const cancelUrl = page.toString();
  page.searchParams.set('checkout', 'done');
  return provider.subscriptions.startCheckout({
    designer: who,
    amount: designer.subscriptionAmount,
    currency: SUBSCRIPTION_CURRENCY,
    customerId,
    successUrl: page.toString(),
    cancelUrl,
  });
}

/**
 * POST /api/v2/subscription/cancel and /resume: the subscription ends at the close of its
 * period, or renews again. The provider is told first; the row follows (its webhook says
 * the same later, which changes nothing then).
 */
export async function setCancelAtPeriodEnd(
  ctx: AppContext,
  user: UserRow,
  cancel: boolean,
): Promise<ApiSubscription> {
  const designer = await designerRow(ctx, user);
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
  const [updated] = await ctx.database.db
    .update(designers)
    .set({ subscriptionCancelAtPeriodEnd: cancel })
    .where(and(eq(designers.userId, user.id), eq(designers.subscriptionId, subscriptionId)))
    .returning();
  return toApiSubscription(updated ?? designer);
}
