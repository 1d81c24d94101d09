import type {
  CheckoutSession,
  OrderCheckout,
  OrderRefund,
  PaymentProvider,
  SubscriptionCheckout,
} from '../../src/providers/payments/types';
import { TransferRefused } from '../../src/providers/payments/transferRefused';

/**
 * A payment provider standing in for Stripe's side, without the network, that records
 * what it was asked: the accounts, customers and checkout sessions it made, the sessions it
 * expired, and the subscriptions it cancelled. `paid` marks a session as paid at the
 * provider (its expiry then answers 'completed').
 */
export function recordingProvider(name: PaymentProvider['name'] = 'stripe') {
  const made = {
    accounts: [] as string[],
    customers: [] as string[],
    checkouts: [] as (SubscriptionCheckout & { session: CheckoutSession })[],
    expired: [] as string[],
    paid: new Set<string>(),
    cancelledAtPeriodEnd: [] as string[],
    cancelledNow: [] as string[],
    orderCheckouts: [] as OrderCheckout[],
    transfers: [] as {
      checkoutId: string;
      orderId: string;
      accountId: string | null;
      amount: number;
      attempt: number;
    }[],
    /** Every transfer asked for, made or not: its order and idempotency key's generation. */
    transferAttempts: [] as { orderId: string; attempt: number }[],
    /** How the next transfers fail: refused by the provider, or unreachable (unknown). */
    failTransfers: null as null | 'refuse' | 'unreachable',
    refunds: [] as { checkoutId: string; paymentId: string; amount: number }[],
    orderRefunds: [] as OrderRefund[],
  };
  const provider: PaymentProvider = {
    name,
    createAccount: async () => {
      const id = `acct_Fake${made.accounts.length + 1}`;
      made.accounts.push(id);
      return id;
    },
    isOnboarded: async () => false,
    onboardingLink: async (id) => `https://connect.stripe.com/setup/e/${id}/abc`,
    loginLink: async (id) => `https://connect.stripe.com/express/${id}/login`,
    subscriptions: {
      createCustomer: async () => {
        const id = `cus_Test${made.customers.length + 1}`;
        made.customers.push(id);
        return id;
      },
      startCheckout: async (checkout) => {
        const id = `cs_test_${made.checkouts.length + 1}`;
        const session = {
          id,
          url: `https://checkout.stripe.com/c/pay/${id}`,
          expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
        };
        made.checkouts.push({ ...checkout, session });
        return session;
      },
      expireCheckout: async (id) => {
        if (made.paid.has(id)) return 'completed';
        if (!made.expired.includes(id)) made.expired.push(id);
        return 'expired';
      },
      cancelAtPeriodEnd: async (id) => {
        made.cancelledAtPeriodEnd.push(id);
      },
      resume: async () => {},
      cancelNow: async (id) => {
        made.cancelledNow.push(id);
      },
    },
    orders: {
      startCheckout: async (checkout) => {
        made.orderCheckouts.push(checkout);
        const id = `cs_test_order_${made.orderCheckouts.length}`;
        return { id, url: `https://checkout.stripe.com/c/pay/${id}` };
      },
      transfer: async (transfer) => {
        made.transferAttempts.push({ orderId: transfer.orderId, attempt: transfer.attempt });
        if (made.failTransfers === 'refuse') {
          throw new TransferRefused('Insufficient funds in the platform balance');
        }
        if (made.failTransfers === 'unreachable') throw new Error('connect ETIMEDOUT');
        made.transfers.push(transfer);
        return `tr_test_${made.transfers.length}`;
      },
      refund: async (refund) => {
        made.refunds.push(refund);
        return `re_test_${made.refunds.length}`;
      },
      refundOrder: async (refund) => {
        made.orderRefunds.push(refund);
        const n = made.orderRefunds.length;
        return {
          refundId: `re_test_order_${n}`,
          reversalId: refund.reversal ? `trr_test_${n}` : null,
        };
      },
    },
  };
  /** The sessions made and not expired: those a designer could still pay. */
  const openSessions = () =>
    made.checkouts
      .map((checkout) => checkout.session.id)
      .filter((id) => !made.expired.includes(id));
  return { provider, made, openSessions };
}
