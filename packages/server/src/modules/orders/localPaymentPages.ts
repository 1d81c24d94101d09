import { formatMoney, minorToMajor } from '@runway-live/domain/money';
import { escapeHtml, LOCAL_PROVIDER_NOTE, page } from '../payments/localPages';
import type { OrderRow } from './present';

/**
 * The local provider's checkout page for a shopper's cart, standing in for Stripe Checkout:
 * each designer's order with its lines and total, the one amount to pay, and buttons that
 * pay or cancel. Plain HTML, no script, drawn like the other local pages (the design
 * system's tokens); the forms post the link's signed token back.
 */
export function orderCheckoutPage(options: {
  checkoutId: string;
  token: string;
  total: number;
  currency: string;
  holdExpiresAt: Date;
  orders: (Pick<OrderRow, 'orderNumber' | 'items' | 'total' | 'currency'> & {
    brandName: string;
  })[];
}): string {
  const money = (minor: number, currency: string) =>
    escapeHtml(formatMoney(minorToMajor(minor), currency));
  const total = money(options.total, options.currency);
  const orders = options.orders
    .map(
      (order) => `<section class="price" aria-label="${escapeHtml(order.brandName || 'Order')}">
<span class="muted">${escapeHtml(order.brandName)} · ${escapeHtml(order.orderNumber)}</span>
${order.items
  .map(
    (item) =>
      `<span>${item.quantity} × ${escapeHtml(item.name)} (${escapeHtml(item.color)} / ${escapeHtml(item.size)})</span>`,
  )
  .join('\n')}
<strong>${money(order.total, order.currency)}</strong></section>`,
    )
    .join('\n');
  const action = `/payments/local/orders/${escapeHtml(options.checkoutId)}`;
  const token = `<input type="hidden" name="token" value="${escapeHtml(options.token)}">`;
  return page(
    'Pay for your order',
    `<p class="note">${LOCAL_PROVIDER_NOTE} No card is charged.</p>
${orders}
<p class="muted">Your items are reserved until ${escapeHtml(options.holdExpiresAt.toISOString().replace('T', ' ').slice(0, 16))} UTC.</p>
<form method="post" action="${action}">${token}<input type="hidden" name="action" value="pay"><button type="submit">Pay ${total}</button></form>
<form method="post" action="${action}">${token}<input type="hidden" name="action" value="cancel"><button type="submit">Cancel and release the items</button></form>`,
  );
}

/** A missing, forged or expired link, or a checkout no longer waiting for its payment. */
export function orderCheckoutInvalidPage(message: string, backUrl: string): string {
  return page(
    'Checkout link not valid',
    `<p>${escapeHtml(message)}</p>
<a href="${escapeHtml(backUrl)}">Back to Runway Live</a>`,
  );
}

/** Where a checkout without a show comes back to: what became of it. */
export function orderCheckoutDonePage(message: string, backUrl: string): string {
  return page(
    'Your order',
    `<p>${escapeHtml(message)}</p>
<a href="${escapeHtml(backUrl)}">Back to Runway Live</a>`,
  );
}
