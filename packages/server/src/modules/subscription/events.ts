import { and, eq, sql } from 'drizzle-orm';
import { SUBSCRIPTION_CURRENCY } from '@runway-live/domain/api';
import type { Database } from '../../db/client';
import { designers, paymentEvents, subscriptionInvoices, type DesignerRow } from '../../db/schema';
import type { PaymentProvider, SubscriptionEvent } from '../../providers/payments/types';
import type { Transaction } from '../../resources/transaction';

/**
 * What became of an event: applied, a second delivery, about no designer we know, or a
 * payment that does not pay for the designer's plan (recorded as an invoice, but the
 * subscription is not activated nor extended by it).
 */
export type EventOutcome = 'applied' | 'duplicate' | 'unknown-customer' | 'not-the-plan';

type Provider = PaymentProvider['name'];

/** The designer an event is about: by the provider's customer, else by the checkout's designer. */
async function designerOf(
  tx: Transaction,
  provider: Provider,
  event: SubscriptionEvent,
): Promise<DesignerRow | undefined> {
  const [byCustomer] = await tx
    .select()
    .from(designers)
    .where(
      and(
        eq(designers.subscriptionProvider, provider),
        eq(designers.subscriptionCustomerId, event.customerId),
      ),
    )
    .for('update');
  if (byCustomer || !event.designerId) return byCustomer;
  const [byId] = await tx
    .select()
    .from(designers)
    .where(eq(designers.userId, event.designerId))
    .for('update');
  return byId;
}

/** The later of two instants (a late, older event never shortens the paid period). */
function later(a: Date | null, b: Date | undefined): Date | null {
  if (!b) return a;
  return a && a.getTime() > b.getTime() ? a : b;
}

/** The longest period one monthly invoice pays for: the longest month, and a day's grace. */
const LONGEST_MONTH_MS = 32 * 24 * 3600 * 1000;

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Whether a paid invoice pays for the designer's plan (issue 27: a signed $1 invoice for
 * ten years must not activate a $49 plan until 2036): in the plan's currency, at least the
 * plan's amount, for at most one month.
 */
export function invoiceCoversPlan(
  designer: Pick<DesignerRow, 'subscriptionAmount'>,
  invoice: SubscriptionEvent['invoice'],
): boolean {
  if (!invoice?.periodStart || !invoice.periodEnd) return false;
  const length = invoice.periodEnd.getTime() - invoice.periodStart.getTime();
  return (
    invoice.currency.toUpperCase() === SUBSCRIPTION_CURRENCY &&
    cents(invoice.amount) >= cents(designer.subscriptionAmount) &&
    length > 0 &&
    length <= LONGEST_MONTH_MS
  );
}

/** The columns an event changes on its designer's row; null when it changes none. */
function changeOf(
  designer: DesignerRow,
  event: SubscriptionEvent,
  invoiceWasPaid: boolean,
): Partial<DesignerRow> | null {
  const current = designer.subscriptionId;
  // Events of a subscription this designer no longer has (an older one) change nothing;
  // a start or a payment of a new one (a checkout after a lapse) makes it the current one.
  const ofCurrent = !current || !event.subscriptionId || event.subscriptionId === current;
  switch (event.kind) {
    case 'started': {
      // The designer's open checkout is used up: a new one starts afresh.
      const closed =
        event.checkoutSessionId && event.checkoutSessionId === designer.subscriptionCheckoutId
          ? { subscriptionCheckoutId: null, subscriptionCheckoutExpiresAt: null }
          : {};
      const started = event.subscriptionId
        ? { subscriptionId: event.subscriptionId, subscriptionCancelAtPeriodEnd: false }
        : {};
      const change = { ...closed, ...started };
      return Object.keys(change).length > 0 ? change : null;
    }
    case 'paid': {
      const sameSubscription = ofCurrent;
      return {
        subscriptionStatus: 'active',
        subscriptionId: event.subscriptionId ?? current,
        subscriptionPeriodEnd: sameSubscription
          ? later(designer.subscriptionPeriodEnd, event.periodEnd)
          : (event.periodEnd ?? null),
        ...(sameSubscription ? {} : { subscriptionCancelAtPeriodEnd: false }),
      };
    }
    case 'failed':
      // A failure of an invoice that was paid since (delivered late) is history only.
      return ofCurrent && !invoiceWasPaid ? { subscriptionStatus: 'past_due' } : null;
    case 'cancelled':
      return ofCurrent
        ? { subscriptionStatus: 'cancelled', subscriptionCancelAtPeriodEnd: false }
        : null;
    case 'updated':
      return ofCurrent
        ? {
            subscriptionCancelAtPeriodEnd: event.cancelAtPeriodEnd ?? false,
            ...(event.periodEnd
              ? { subscriptionPeriodEnd: later(designer.subscriptionPeriodEnd, event.periodEnd) }
              : {}),
          }
        : null;
  }
}

/**
 * Applies a provider's subscription event, once: the event's id is recorded in the same
 * transaction as its effect, so a second delivery of it (also one arriving at the same
 * moment: the second insert waits for the first to commit, then finds it) changes nothing.
 * paid → active until the invoice's period end, when the invoice pays for the plan
 * (invoiceCoversPlan); failed → past due; cancelled → cancelled; the invoices are kept (a
 * failed one that is paid later becomes paid).
 */
export async function applySubscriptionEvent(
  db: Database,
  provider: Provider,
  event: SubscriptionEvent,
): Promise<EventOutcome> {
  return db.transaction((tx) => applySubscriptionEventIn(tx, provider, event));
}

/** applySubscriptionEvent in the caller's transaction (the local checkout's, under its lock). */
export async function applySubscriptionEventIn(
  tx: Transaction,
  provider: Provider,
  event: SubscriptionEvent,
): Promise<EventOutcome> {
  const recorded = await tx
    .insert(paymentEvents)
    .values({ provider, eventId: event.eventId, type: event.type })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  if (recorded.length === 0) return 'duplicate';
  const designer = await designerOf(tx, provider, event);
  if (!designer) return 'unknown-customer';

  let invoiceWasPaid = false;
  if (event.invoice) {
    const status = event.kind === 'paid' ? 'paid' : 'failed';
    const [invoice] = await tx
      .insert(subscriptionInvoices)
      .values({
        designerId: designer.userId,
        provider,
        providerInvoiceId: event.invoice.id,
        amount: event.invoice.amount,
        currency: event.invoice.currency,
        status,
        periodStart: event.invoice.periodStart,
        periodEnd: event.invoice.periodEnd,
        url: event.invoice.url,
      })
      .onConflictDoUpdate({
        target: [subscriptionInvoices.provider, subscriptionInvoices.providerInvoiceId],
        // Once paid, an invoice stays paid (a failure delivered late is history).
        set: {
          status: sql`case when ${subscriptionInvoices.status} = 'paid' then 'paid' else excluded.status end`,
          amount: sql`excluded.amount`,
          url: sql`coalesce(excluded.url, ${subscriptionInvoices.url})`,
        },
      })
      .returning({ status: subscriptionInvoices.status });
    invoiceWasPaid = status === 'failed' && invoice?.status === 'paid';
  }

  const notThePlan = event.kind === 'paid' && !invoiceCoversPlan(designer, event.invoice);
  const change = notThePlan ? null : changeOf(designer, event, invoiceWasPaid);
  const customer =
    designer.subscriptionCustomerId === event.customerId &&
    designer.subscriptionProvider === provider
      ? {}
      : { subscriptionProvider: provider, subscriptionCustomerId: event.customerId };
  if (change || Object.keys(customer).length > 0) {
    await tx
      .update(designers)
      .set({ ...customer, ...change })
      .where(eq(designers.userId, designer.userId));
  }
  return notThePlan ? 'not-the-plan' : 'applied';
}
