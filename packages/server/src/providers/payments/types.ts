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
};

/** What a verified webhook says about an account. */
export type AccountUpdate = { accountId: string; onboarded: boolean };
