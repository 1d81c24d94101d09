import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiAs } from './support/api';
import { expectNoAxeViolations } from './support/browser';
import { createProduct } from './support/catalogue';
import { DEMO_PASSWORD, world } from './support/context';
import { showOnAir } from './support/shows';
import { shopperCheckout } from './support/checkout';
import { payOnLocalPage, signIn } from './support/steps';

// Issue 33: the orders report is live. With today's report open, a shopper's order placed
// and paid through the API is counted without a reload.
describe('the orders report', () => {
  it('counts an order paid a moment ago in the open report', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const designer = await apiAs('designer@runway.test');
    const coat = await createProduct(designer, `Report coat ${stamp}`, `RC-${stamp}`, 3);
    const context = await world.browser.newContext({ baseURL: world.server.baseUrl });
    const admin = await context.newPage();
    try {
      await signIn(admin, 'admin@runway.test', DEMO_PASSWORD);
      await admin.goto('/report/orders?preset=today');
      await admin.getByRole('heading', { name: 'Order Reports', level: 1 }).waitFor();
      const orders = admin.getByRole('region', { name: 'Orders', exact: true });
      // The figure once read (while loading, the card's first paragraph is its hint).
      const figure = orders.locator('p').filter({ hasText: /^\d+$/ }).first();
      await figure.waitFor();
      const before = Number(await figure.textContent());
      assert.ok(Number.isInteger(before), `the Orders card reads ${before}`);
      await admin.getByRole('figure', { name: 'Sales by hour' }).waitFor();
      await expectNoAxeViolations(admin, 'the orders report');

      const checkout = await shopperCheckout({
        productId: coat._id,
        sku: `RC-${stamp}-1`,
        quantity: 1,
      });
      await payOnLocalPage(context, checkout.payment.url);

      // No reload: the live socket's order:new reads the figures again.
      await orders.getByText(String(before + 1), { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});

// Issue 33: the events report draws a show's minute-by-minute chart with the pushed product
// as a band along the time axis, and the same figures as a table beside it; the show's
// designer sees the same on the show's page.
describe('the events report', () => {
  it('shows a show’s minute chart with its pushed-product band and its table', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const onAir = await showOnAir({
      title: `Report show ${stamp}`,
      product: `Report scarf ${stamp}`,
      code: `RS-${stamp}`,
      quantity: 3,
    });
    const context = await world.browser.newContext({ baseURL: world.server.baseUrl });
    const closing = [context];
    try {
      const { show, product } = onAir;
      // The report routes are admin and staff's (spec 2.3).
      const host = await context.newPage();
      await signIn(host, 'admin@runway.test', DEMO_PASSWORD);
      await host.goto('/report/events?preset=today');
      await host.getByRole('heading', { name: 'Events', level: 1 }).waitFor();
      const shows = host.getByRole('table', { name: 'Shows' });
      await shows.getByRole('link', { name: show.title }).click();
      const chart = host.getByRole('figure', { name: `${show.title}, minute by minute` });
      await chart.waitFor();
      // The highlighted product is a band, named in the legend.
      await chart.getByText(`Pushed: ${product.productName}`).waitFor();
      // The table beside the chart: a row a minute, in the reader's zone.
      const table = chart.getByRole('table', { name: `${show.title}, minute by minute` });
      await table.getByRole('columnheader', { name: /^Minute \(/ }).waitFor();
      assert.ok((await table.getByRole('row').count()) >= 2, 'a header and at least a minute');
      await expectNoAxeViolations(host, 'the events report with a show’s chart');

      // The designer whose show it is reads the same on the show's page (decision 0054):
      // the report routes are not theirs, the show's page is.
      const designerContext = await world.browser.newContext({ baseURL: world.server.baseUrl });
      closing.push(designerContext);
      const designer = await designerContext.newPage();
      await signIn(designer, 'designer@runway.test', DEMO_PASSWORD);
      await designer.goto(`/event/event-detail/${show._id}`);
      const report = designer.getByRole('region', { name: 'Show report' });
      const own = report.getByRole('figure', { name: `${show.title}, minute by minute` });
      await own.getByText(`Pushed: ${product.productName}`).waitFor();
      const ownTable = own.getByRole('table', { name: `${show.title}, minute by minute` });
      assert.ok((await ownTable.getByRole('row').count()) >= 2, 'a header and at least a minute');
      await expectNoAxeViolations(designer, 'a live show’s page with its report');
    } finally {
      for (const opened of closing) await opened.close();
      await onAir.close();
    }
  });
});
