/**
 * A connected payment account per designer (Stripe Connect Express, or the local stand-in).
 * The route asks for an account, an onboarding link while it is not set up, and a
 * dashboard login link once it is.
 */
export type PaymentProvider = {
  name: 'stripe' | 'local';
  createAccount: (designer: { id: string; email: string }) => Promise<string>;
  isOnboarded: (accountId: string) => Promise<boolean>;
  /** Where the designer completes onboarding (the spec's connectUri, opened in a new tab). */
  onboardingLink: (accountId: string) => Promise<string>;
  /** The account's dashboard (the spec's uri, the current window navigates there). */
  loginLink: (accountId: string) => Promise<string>;
  /** The designer's subscription (Stripe Billing behind the same provider). */
  subscriptions: SubscriptionProvider;
  /** A shopper's checkout: one charge on the platform, one transfer per designer order. */
  orders: OrderPaymentProvider;
};

/** What the shopper pays for: one checkout of one or more orders (amounts in minor units). */
export type OrderCheckout = {
  checkoutId: string;
  /** The orders' totals added up, minor units. */
  amount: number;
  currency: string;
  /** What the payment page says it is for. */
  description: string;
  buyerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** When the stock hold runs out: the page should not take a payment after it. */
  holdExpiresAt: Date;
};

/** A payment the provider says completed (a webhook, or the local page's confirmation). */
export type OrderPayment = { checkoutId: string; paymentId: string; amount: number };

/**
 * The checkout's side of the provider (Stripe Checkout in payment mode with Connect
 * transfers, or the local stand-in's signed page). Transfers and refunds are asked once
 * per order / checkout: their idempotency keys are the order's and the checkout's ids.
 */
export type OrderPaymentProvider = {
  startCheckout: (checkout: OrderCheckout) => Promise<{ id: string; url: string }>;
  /** Moves a designer order's net to their connected account (`transfer_group` = checkout). */
  transfer: (transfer: {
    checkoutId: string;
    orderId: string;
    accountId: string | null;
    amount: number;
    currency: string;
    /**
     * The idempotency key's generation (decision 0034): 0 at first; it moves on only after
     * the provider refused the transfer (TransferRefused), so an attempt whose outcome was
     * never learned is asked again under the same key and can never pay twice.
     */
    attempt: number;
  }) => Promise<string>;
  /** Refunds a payment in full (a payment that arrived after its hold expired). */
  refund: (refund: { checkoutId: string; paymentId: string; amount: number }) => Promise<string>;
  /**
   * Refunds part of a paid order (a refund by line, or the rest at its cancellation) and
   * reverses that share of the designer's transfer; idempotent per `refundId` (our refund's
   * id). Answers the provider's refund and reversal (null without a transfer to reverse).
   */
  refundOrder: (refund: OrderRefund) => Promise<{ refundId: string; reversalId: string | null }>;
};

/** A refund of part of one order's payment (minor units), with its transfer's reversal. */
export type OrderRefund = {
  refundId: string;
  orderId: string;
  paymentId: string;
  amount: number;
  currency: string;
  /** The designer's transfer and how much of it goes back; null when nothing was transferred. */
  reversal: { transferId: string; amount: number } | null;
};

/** What a verified webhook says about an account. */
export type AccountUpdate = { accountId: string; onboarded: boolean };

/**
 * What the designer's subscription checkout needs: the plan (the amount the admin set, per
 * month), who pays, and where the provider sends the designer back.
 */
export type SubscriptionCheckout = {
  designer: { id: string; email: string; brandName: string };
  /** In the currency's major unit (49 is $49.00). */
  amount: number;
  currency: string;
  /** The provider's customer of this designer, made at an earlier checkout; null the first time. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
};

/**
 * A provider event about a subscription, in the provider's words mapped to ours. Every
 * event carries the provider's own id, so a second delivery is recognised.
 * - started: the checkout completed and the subscription exists;
 * - paid: an invoice was paid (the subscription is active until periodEnd);
 * - failed: a renewal could not be charged (past due);
 * - cancelled: the subscription ended;
 * - updated: it now ends at the period's close, or renews again (cancelAtPeriodEnd).
 */
export type SubscriptionEvent = {
  eventId: string;
  type: string;
  kind: 'started' | 'paid' | 'failed' | 'cancelled' | 'updated';
  customerId: string;
  subscriptionId: string | null;
  /** The designer the checkout was for, when the event names it. */
  designerId?: string;
  /** The checkout session a 'started' event completed. */
  checkoutSessionId?: string;
  periodEnd?: Date;
  cancelAtPeriodEnd?: boolean;
  invoice?: {
    id: string;
    amount: number;
    currency: string;
    periodStart: Date | null;
    periodEnd: Date | null;
    url: string | null;
  };
};

/** A checkout session the provider opened: its id, its page and when it expires. */
export type CheckoutSession = { id: string; url: string; expiresAt: Date };

/** A designer's subscription at the provider (Stripe Billing, or the local stand-in). */
export type SubscriptionProvider = {
  /** A customer for the designer, made before the first checkout. */
  createCustomer: (designer: { id: string; email: string; brandName: string }) => Promise<string>;
  /** Opens the provider's checkout session for the plan; the designer is sent to its url. */
  startCheckout: (
    checkout: SubscriptionCheckout & { customerId: string },
  ) => Promise<CheckoutSession>;
  /**
   * Expires an open checkout session so it can no longer be paid: 'expired' (also when it
   * had expired already), or 'completed' when it was paid before it could be expired.
   */
  expireCheckout: (sessionId: string) => Promise<'expired' | 'completed'>;
  /** Ends the subscription at the close of its period (it stays active until then). */
  cancelAtPeriodEnd: (subscriptionId: string) => Promise<void>;
  /** Undoes cancelAtPeriodEnd: the subscription renews again. */
  resume: (subscriptionId: string) => Promise<void>;
  /**
   * Ends a subscription now (also one that ended already): an older subscription of a
   * designer whose new checkout completed, so a designer never has two live ones.
   */
  cancelNow: (subscriptionId: string) => Promise<void>;
};
