import { needsActiveSubscription, type SubscriptionStatus } from './subscriptionStatus';
import { consoleSide, type RoleBearer } from '../roles';
import { hasPaymentAccount } from '../show/lifecycle';

/**
 * The gates a designer passes on the way to a scheduled show, in the order they meet them
 * (API.md, gates): creating a show needs an active subscription when the plan costs
 * something (402), and scheduling it needs the payment account as well (403).
 */
export const DESIGNER_GATES = ['subscription', 'paymentAccount'] as const;
export type DesignerGate = (typeof DESIGNER_GATES)[number];

/** What the gates read of the signed-in user (the session's copy of `ApiUser`). */
export type GateBearer = RoleBearer & {
  payment?: { loginLink: string | null } | null;
  designer?: {
    subscriptionAmount?: number;
    subscription?: { status: string } | null;
  } | null;
};

/**
 * The gates still closed for this user, in DESIGNER_GATES' order; none for admin and staff,
 * who are never gated. The same rules as the server's (needsActiveSubscription and
 * hasPaymentAccount), so the console's banner and setup guide say what the server will do.
 */
export function closedGates(user: GateBearer): DesignerGate[] {
  if (consoleSide(user) !== 'designer') return [];
  const open: Record<DesignerGate, boolean> = {
    subscription: !needsActiveSubscription({
      subscriptionAmount: user.designer?.subscriptionAmount ?? 0,
      subscriptionStatus: (user.designer?.subscription?.status ?? 'none') as SubscriptionStatus,
    }),
    paymentAccount: hasPaymentAccount({ payment: user.payment }),
  };
  return DESIGNER_GATES.filter((gate) => !open[gate]);
}
