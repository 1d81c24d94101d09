import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiAs, apiPublic, type ListOf } from './support/api';
import { expectNoAxeViolations, expectPath } from './support/browser';
import type { Product } from './support/catalogue';
import { freshPage, world } from './support/context';
import type { Page } from './support/deps';

/** The setup guide's steps as the dashboard shows them: "title (done)" or "title (to do)". */
async function stepsOf(page: Page): Promise<string[]> {
  const guide = page.getByRole('region', { name: 'Setup guide' });
  return (await guide.getByRole('heading', { level: 3 }).allTextContents()).map((text) =>
    text.trim(),
  );
}

describe('a new designer', () => {
  it("#27 follows the dashboard's setup guide from nothing to a scheduled show", async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const email = `juno-${stamp.toLowerCase()}@atelier.test`;
    const password = 'juno-secret-1';
    // A brand signs up (the register wizard's call) and its marketplace sets it a plan.
    const visitor = await apiPublic();
    await visitor('POST', '/api/v2/auth/web-user', {
      firstName: 'Juno',
      lastName: 'Vale',
      email,
      password,
      brandName: `Juno Atelier ${stamp}`,
      mobileNumber: '+12015550123',
      website: 'juno-atelier.com',
      address: { country: 'United States' },
      subRoles: ['Designer'],
    });
    const { context, page } = await freshPage();
    await page.goto(await world.server.mailLink(email, '/auth/verify-email/'));
    await expectPath(page, '/dashboard');
    const designer = await apiAs(email, password);
    const me = await designer<{ user: { _id: string } }>('GET', '/api/auth/me');
    const admin = await apiAs('admin@runway.test');
    await admin('POST', '/api/v2/user/update-user', {
      user_id: me.user._id,
      subscriptionAmount: 29,
    });

    // Nothing done: four steps to do, and the banner names the subscription first.
    await page.reload();
    const guide = page.getByRole('region', { name: 'Setup guide' });
    await guide.getByText('0 of 4 steps done').waitFor();
    assert.deepEqual(await stepsOf(page), [
      'Subscribe to your plan (to do)',
      'Set up your payment account (to do)',
      'Add your first product (to do)',
      'Schedule your first show (to do)',
    ]);
    const banner = page.getByRole('region', { name: 'Account setup' });
    await banner
      .getByText(
        'To create events and receive payments, first subscribe to your plan, then set up your payment account.',
      )
      .waitFor();
    await expectNoAxeViolations(page, 'dashboard with the setup guide');

    // 1. The subscription, through the local provider's checkout.
    await guide.getByRole('link', { name: 'Subscribe' }).click();
    await expectPath(page, '/subscription');
    await page
      .getByRole('region', { name: 'Your plan' })
      .getByRole('button', { name: 'Subscribe' })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/payments/local/checkout/'));
    await page.getByRole('button', { name: 'Pay $29.00 and subscribe' }).click();
    await expectPath(page, '/subscription');
    await page.getByText('Your subscription is active.').waitFor();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expectPath(page, '/dashboard');
    await guide.getByText('1 of 4 steps done').waitFor();

    // 2. The payment account, in the tab the provider opens; this tab learns it by itself.
    const [onboarding] = await Promise.all([
      context.waitForEvent('page'),
      guide.getByRole('button', { name: 'Set up your payment account' }).click(),
    ]);
    await onboarding.getByRole('button', { name: 'Complete setup' }).click();
    await expectPath(onboarding, '/dashboard');
    // That tab's console reads the user again and keeps the copy both tabs share.
    await onboarding.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await onboarding.getByRole('region', { name: 'Account setup' }).waitFor({ state: 'detached' });
    // Back on the first tab, without a reload: the banner goes and the step is done.
    await page.bringToFront();
    await banner.waitFor({ state: 'detached' });
    await guide.getByText('2 of 4 steps done').waitFor();
    await onboarding.close();

    // 3. A first product: the guide opens the form; the product is made as the form sends it.
    await guide.getByRole('link', { name: 'Add a product' }).click();
    await expectPath(page, '/add-product');
    const { data } = await admin<ListOf<Product>>('GET', '/api/v2/products?limit=1');
    const model = data.items[0];
    assert.ok(model?.colors[0]?.sizes[0], 'the demo catalogue has a product to copy');
    const [color] = model.colors;
    await designer('POST', '/api/v2/products', {
      productName: `Juno coat ${stamp}`,
      productCode: `JUNO-${stamp}`,
      productBrand: `Juno Atelier ${stamp}`,
      productPrice: model.productPrice,
      productTax: model.productTax,
      description: 'A coat for the first show.',
      categoryId: model.categoryId,
      status: 'active',
      colors: [
        {
          color: color!.color,
          colorCode: color!.colorCode,
          alternateColor: color!.alternateColor,
          swatch: color!.swatch,
          images: [],
          sizes: [{ size: color!.sizes[0]!.size, quantity: 3, sku: `JUNO-${stamp}-1` }],
        },
      ],
    });
    await page.goto('/dashboard');
    await guide.getByText('3 of 4 steps done').waitFor();

    // 4. A first show: the guide opens the form; created, then scheduled.
    await guide.getByRole('link', { name: 'Create a show' }).click();
    await expectPath(page, '/event/add-event');
    const show = await designer<{ data: { _id: string } }>('POST', '/api/v2/events', {
      title: `Juno's first show ${stamp}`,
      scheduledAt: `${new Date().getUTCFullYear() + 1}-03-10T18:00:00Z`,
      timeZone: 'UTC',
    });
    await page.goto('/dashboard');
    await guide.getByRole('link', { name: 'Open your drafts' }).waitFor();
    await designer('PATCH', `/api/v2/events/${show.data._id}`, { status: 'scheduled' });
    await page.goto('/dashboard');

    // Every step done: the guide goes, the counts stay.
    await page.getByRole('region', { name: 'Events' }).waitFor();
    assert.equal(await guide.count(), 0);
    assert.equal(await banner.count(), 0);
    await context.close();
  });
});
