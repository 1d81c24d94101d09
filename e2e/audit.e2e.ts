import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiAs } from './support/api';
import { expectNoAxeViolations, expectPath } from './support/browser';
import { createProduct } from './support/catalogue';
import { DEMO_PASSWORD, world } from './support/context';
import { shopperCheckout } from './support/checkout';
import { payOnLocalPage, signIn } from './support/steps';

// Issue 34: the audit log. An admin changes a product's price in the product form and a
// refund is made on an order; both are found in the audit screen, each with its diff.
describe('the audit log', () => {
  it('finds a price change and a refund with their diffs', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const designer = await apiAs('designer@runway.test');
    const coat = await createProduct(designer, `Audit coat ${stamp}`, `AC-${stamp}`, 3);
    const sku = `AC-${stamp}-1`;

    const context = await world.browser.newContext({ baseURL: world.server.baseUrl });
    const page = await context.newPage();
    try {
      await signIn(page, 'admin@runway.test', DEMO_PASSWORD);

      // The admin changes the price in the product form.
      await page.goto(`/edit-product/${coat._id}`);
      await page.getByRole('textbox', { name: /^Price/ }).fill('321');
      await page.getByRole('button', { name: 'Save' }).click();
      await expectPath(page, '/view-products');

      // A shopper buys the coat, pays, and the admin refunds it through the API.
      const checkout = await shopperCheckout({ productId: coat._id, sku, quantity: 1 });
      const [order] = checkout.orders;
      assert.ok(order);
      await payOnLocalPage(context, checkout.payment.url);
      const admin = await apiAs('admin@runway.test');
      await admin('POST', `/api/v2/orders/${order._id}/refunds`, {
        lines: [{ sku, quantity: 1 }],
        reason: 'damaged',
        restock: false,
      });

      // The product's History opens the log on it; its entry shows the price's diff.
      await page.goto(`/edit-product/${coat._id}`);
      await page.getByRole('link', { name: 'History' }).click();
      await page.waitForURL((url) => url.pathname === '/audit');
      const table = page.getByRole('table', { name: 'Audit log' });
      const change = table.getByRole('row', { name: /product_price/ }).first();
      await change.waitFor();
      await expectNoAxeViolations(page, 'the audit log');
      await change.getByRole('link').first().click();
      const diff = page.getByRole('region', { name: 'Changes' });
      const price = diff.getByRole('row', { name: /product_price/ });
      await price.waitFor();
      assert.equal(await price.getByText('321', { exact: true }).count(), 1);
      await expectNoAxeViolations(page, 'an audit entry');

      // The refund, by its action, with the amount.
      await page.goto(`/audit?action=refund&resourceId=${order._id}`);
      const refund = page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1);
      await refund.getByRole('cell', { name: 'Refunded', exact: true }).waitFor();
      await refund.getByRole('link').first().click();
      const refundDiff = page.getByRole('region', { name: 'Changes' });
      await refundDiff
        .getByRole('row', { name: /reason/ })
        .getByText('damaged')
        .waitFor();
      assert.equal(await refundDiff.getByRole('row', { name: /amount/ }).count(), 1);

      // The designer's own changes, by the person filter: typed, picked, in the URL.
      await page.goto('/audit');
      await page.getByRole('combobox', { name: 'Person' }).fill('designer@runway');
      await page.getByRole('option', { name: /designer@runway\.test/ }).click();
      await page.waitForURL((url) => url.searchParams.has('accountId'));
      // Every row is theirs once the filtered page has replaced the one before it.
      const log = await page.getByRole('table', { name: 'Audit log' }).elementHandle();
      await page.waitForFunction((table) => {
        const who = [...(table?.querySelectorAll('tbody td:nth-child(2)') ?? [])];
        return (
          who.length > 0 && who.every((cell) => cell.textContent?.includes('designer@runway.test'))
        );
      }, log);
    } finally {
      await context.close();
    }
  });
});
