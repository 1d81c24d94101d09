import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiAs } from './support/api';
import { expectNoAxeViolations } from './support/browser';
import { createProduct } from './support/catalogue';
import { DEMO_PASSWORD, world } from './support/context';
import { shopperCheckout } from './support/checkout';
import { payOnLocalPage, signIn } from './support/steps';

// Issue 30: the order desk. A shopper's order placed through the API appears in an admin's
// open orders list without a reload; once paid, its designer moves it to processing, ships
// it with a tracking number, adds a note and refunds one unit with its stock returned, each
// step on the order's timeline; the refund is then on the designer's payouts page.
describe('the order desk', () => {
  it('an order arrives live in the list, and its designer ships, notes and refunds it', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const designer = await apiAs('designer@runway.test');
    const coat = await createProduct(designer, `Desk coat ${stamp}`, `DC-${stamp}`, 3);
    const sku = `DC-${stamp}-1`;

    const adminContext = await world.browser.newContext({ baseURL: world.server.baseUrl });
    const admin = await adminContext.newPage();
    const designerContext = await world.browser.newContext({ baseURL: world.server.baseUrl });
    const seller = await designerContext.newPage();
    try {
      await signIn(admin, 'admin@runway.test', DEMO_PASSWORD);
      await admin.goto('/orders');
      await admin.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();

      // The shopper buys two units through the API, with the list open.
      const checkout = await shopperCheckout({ productId: coat._id, sku, quantity: 2 });
      const [order] = checkout.orders;
      assert.ok(order);
      await admin.getByRole('cell', { name: order.orderNumber }).first().waitFor();
      await expectNoAxeViolations(admin, 'the orders list');

      // Paid on the local provider's page.
      await payOnLocalPage(adminContext, checkout.payment.url);

      // The designer follows it on the order's page.
      await signIn(seller, 'designer@runway.test', DEMO_PASSWORD);
      await seller.goto(`/order/${order._id}`);
      await seller.getByRole('heading', { name: `Order ${order.orderNumber}`, level: 1 }).waitFor();
      await expectNoAxeViolations(seller, 'the order page');
      await seller.getByRole('button', { name: 'Mark as processing' }).click();
      await seller.getByRole('button', { name: 'Ship' }).click();
      const ship = seller.getByRole('dialog', { name: 'Ship the order' });
      await ship.getByRole('combobox', { name: /Carrier/ }).selectOption('UPS');
      await ship.getByRole('textbox', { name: /Tracking number/ }).fill('1Z999AA10123456784');
      await ship.getByRole('button', { name: 'Mark as shipped' }).click();
      await ship.waitFor({ state: 'detached' });
      const timeline = seller.getByRole('region', { name: 'Timeline' });
      await timeline
        .getByText(/Shipped/)
        .first()
        .waitFor();

      await seller.getByRole('textbox', { name: 'Internal note' }).fill('Gift wrapped');
      await seller.getByRole('button', { name: 'Add note' }).click();
      await timeline.getByText('Gift wrapped').waitFor();

      // One unit back, its stock returned.
      await seller.getByRole('button', { name: 'Refund' }).click();
      const refund = seller.getByRole('dialog', { name: 'Refund' });
      await refund.getByRole('textbox', { name: new RegExp(`Desk coat ${stamp}`) }).fill('1');
      await refund.getByRole('combobox', { name: /Reason/ }).selectOption('damaged');
      await refund.getByRole('checkbox', { name: 'Return the units to stock' }).check();
      await expectNoAxeViolations(seller, 'the refund dialog');
      await refund.getByRole('button', { name: 'Review refund' }).click();
      const confirm = seller.getByRole('dialog', { name: 'Confirm the refund' });
      await confirm.getByRole('button', { name: /^Refund / }).click();
      // The refund is written when its timeline entry says the stock came back. (A bare
      // getByText('Partially refunded') matched the confirm dialog's own sentence, "…
      // becomes partially refunded", before the click had done anything: getByText with a
      // string is case-insensitive and matches a substring.)
      await confirm.waitFor({ state: 'detached' });
      await timeline.getByText(/Stock returned/).waitFor();
      // The order's header now carries its refund state beside its status.
      await seller
        .getByRole('heading', { name: `Order ${order.orderNumber}`, level: 1 })
        .locator('..')
        .getByText('Partially refunded', { exact: true })
        .waitFor();

      const after = await designer<{ data: { colors: { sizes: { quantity: number }[] }[] } }>(
        'GET',
        `/api/v2/products/${coat._id}`,
      );
      // Three on hand, two sold, one returned.
      assert.equal(after.data.colors[0]?.sizes[0]?.quantity, 2);

      // The designer's statement: the order with its refund taken off,
      // and the refund's reversal of the transfer as a negative line.
      await seller.goto('/payouts');
      await seller.getByRole('heading', { name: 'Payouts', level: 1 }).waitFor();
      const lines = seller.getByRole('table', { name: 'Orders' });
      const line = lines.getByRole('row').filter({ hasText: order.orderNumber });
      await line.waitFor();
      const negative = /^[−-]\s?\$\d/;
      await line.getByText(negative).first().waitFor();
      const transfers = seller.getByRole('table', { name: 'Transfers' });
      const reversal = transfers
        .getByRole('row')
        .filter({ hasText: order.orderNumber })
        .filter({ hasText: 'Refund reversal' });
      await reversal.getByText(negative).waitFor();
      await expectNoAxeViolations(seller, 'the payouts page');
    } finally {
      await adminContext.close();
      await designerContext.close();
    }
  });
});
