import { formatMoney } from '@runway-live/domain';
import { escapeHtml, page } from '../payments/localPages';

/**
 * The local provider's checkout page, standing in for Stripe Checkout: the plan and a
 * button that pays it. Plain HTML, no script; the form posts the session's signed token.
 */
export function checkoutPage(options: {
  sessionId: string;
  token: string;
  amount: number;
  currency: string;
  brandName: string;
  cancelUrl: string;
}): string {
  const price = escapeHtml(formatMoney(options.amount, options.currency));
  return page(
    'Subscribe to Runway Live',
    `<main><h1>Subscribe to Runway Live</h1>
<p>This is Runway Live's local payment provider, standing in for the card payment provider in development. No card is charged.</p>
<p>${escapeHtml(options.brandName || 'Your brand')}: <strong>${price} per month</strong>.</p>
<form method="post" action="/payments/local/checkout/${escapeHtml(options.sessionId)}"><input type="hidden" name="token" value="${escapeHtml(options.token)}"><button type="submit">Pay ${price} and subscribe</button></form>
<p><a href="${escapeHtml(options.cancelUrl)}">Cancel and go back</a></p></main>`,
  );
}

/** A missing, forged or expired checkout link. */
export function invalidCheckoutPage(message: string, consoleUrl: string): string {
  return page(
    'Checkout link not valid',
    `<main><h1>Checkout link not valid</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(consoleUrl)}/subscription">Back to Runway Live</a></p></main>`,
  );
}
