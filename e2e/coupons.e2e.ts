import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { apiAs } from './support/api';
import { expectNoAxeViolations } from './support/browser';
import { createProduct } from './support/catalogue';
import { shopperCheckout, type CheckoutOrder } from './support/checkout';
import { DEMO_PASSWORD, world } from './support/context';
import { expectToast, signIn } from './support/steps';

type CouponOrder = CheckoutOrder & { discount: number; couponCode: string | null };

// Issue 32: coupons. An admin adds a marketplace coupon on coupon/add-coupon; a designer
// adds one of their own on coupon/add (a European "5,50" off), generates 50 codes and
// downloads them as CSV; a shopper checks out with one of those codes and gets the 5.50.
describe('coupons', () => {
  it('an admin adds a marketplace coupon; a designer adds one, makes 50 codes, downloads them; a shopper uses one', async () => {
    const stamp = Date.now().toString(36).toUpperCase();

    const adminContext = await world.browser.newContext({ baseURL: world.server.baseUrl });
    const admin = await adminContext.newPage();
    const designerContext = await world.browser.newContext({
      baseURL: world.server.baseUrl,
      acceptDownloads: true,
    });
    const seller = await designerContext.newPage();
    try {
      // The admin: the list, then a marketplace-funded 10% for everything.
      await signIn(admin, 'admin@runway.test', DEMO_PASSWORD);
      await admin.goto('/coupon/view-coupons');
      await admin.getByRole('heading', { name: 'Coupons', level: 1 }).waitFor();
      await expectNoAxeViolations(admin, 'the coupons list');
      await admin.getByRole('link', { name: 'Add coupon' }).first().click();
      await admin.getByRole('heading', { name: 'Add coupon', level: 1 }).waitFor();
      await admin.getByRole('textbox', { name: /Code/ }).fill(`mkt-${stamp}`);
      await admin.getByRole('textbox', { name: /Percent off/ }).fill('10');
      assert.equal(
        await admin.getByRole('combobox', { name: /Funded by/ }).inputValue(),
        'marketplace',
      );
      await expectNoAxeViolations(admin, 'the coupon form');
      await admin.getByRole('button', { name: 'Save' }).click();
      await admin.getByRole('heading', { name: `MKT-${stamp}`, level: 1 }).waitFor();
      await admin.locator('dd', { hasText: /^Marketplace$/ }).waitFor();

      // The designer: their own coupon, $5.50 off their products, funded by them.
      await signIn(seller, 'designer@runway.test', DEMO_PASSWORD);
      await seller.goto('/coupon/add');
      await seller.getByRole('heading', { name: 'Add coupon', level: 1 }).waitFor();
      await seller.getByRole('textbox', { name: /Code/ }).fill(`atl-${stamp}`);
      await seller.getByRole('combobox', { name: /Discount type/ }).selectOption('fixed');
      await seller.getByRole('textbox', { name: /Amount off/ }).fill('5,50');
      await seller.getByText('Saved as $5.50').waitFor();
      await seller.getByRole('button', { name: 'Save' }).click();
      const code = `ATL-${stamp}`;
      await seller.getByRole('heading', { name: code, level: 1 }).waitFor();
      await seller.getByText('$5.50 off').waitFor();
      await seller.locator('dd', { hasText: /^Designer$/ }).waitFor();

      // 50 codes on the server, then their CSV.
      await seller.getByRole('textbox', { name: /How many/ }).fill('50');
      await seller.getByRole('textbox', { name: /Prefix/ }).fill(`P${stamp.slice(-4)}`);
      await seller.getByRole('button', { name: 'Generate codes' }).click();
      await expectToast(seller, 'status', '50 codes generated');
      await seller.getByText('50 made, 50 active', { exact: false }).waitFor();
      await expectNoAxeViolations(seller, 'the coupon detail');
      const [download] = await Promise.all([
        seller.waitForEvent('download'),
        seller.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      const csv = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
      assert.equal(csv[0], 'Code,Status,Uses,Max uses,Created');
      assert.equal(csv.length, 51);
      const bulk = csv[1]!.split(',')[0]!;
      assert.match(bulk, new RegExp(`^P${stamp.slice(-4)}-[2-9A-HJKMNP-Z]{12}$`));

      // A shopper uses one of the codes at checkout on the designer's product.
      const designer = await apiAs('designer@runway.test');
      const dress = await createProduct(designer, `Coupon dress ${stamp}`, `CD-${stamp}`, 3);
      const checkout = await shopperCheckout<CouponOrder>(
        { productId: dress._id, sku: `CD-${stamp}-1`, quantity: 1 },
        { couponCode: bulk.toLowerCase() },
      );
      const [order] = checkout.orders;
      assert.ok(order);
      assert.equal(order.discount, 5.5);
      assert.equal(order.couponCode, bulk);

      // The detail counts the use against the code.
      await seller.reload();
      await seller.getByRole('table', { name: 'Uses by code' }).getByText(bulk).waitFor();
    } finally {
      await adminContext.close();
      await designerContext.close();
    }
  });
});
