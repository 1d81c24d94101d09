import { formatMoney } from '@runway-live/domain/money';
import { escapeHtml, LOCAL_PROVIDER_NOTE, page } from '../payments/localPages';

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
    `<p class="note">${LOCAL_PROVIDER_NOTE} No card is charged.</p>
<p class="price"><span class="muted">${escapeHtml(options.brandName || 'Your brand')}</span><strong>${price}</strong><span class="muted">per month</span></p>
<form method="post" action="/payments/local/checkout/${escapeHtml(options.sessionId)}"><input type="hidden" name="token" value="${escapeHtml(options.token)}"><button type="submit">Pay ${price} and subscribe</button></form>
<a href="${escapeHtml(options.cancelUrl)}">Cancel and go back</a>`,
  );
}

/** A missing, forged, expired, used or replaced checkout link. */
export function invalidCheckoutPage(message: string, consoleUrl: string): string {
  return page(
    'Checkout link not valid',
    `<p>${escapeHtml(message)}</p>
<a href="${escapeHtml(consoleUrl)}/subscription">Back to Runway Live</a>`,
  );
}
