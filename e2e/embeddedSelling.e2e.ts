import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiAs, shopperApiAs, type ListOf } from './support/api';
import { expectNoAxeViolations } from './support/browser';
import { brandSite, closeSite, playerFrame } from './support/brandSite';
import { createProduct } from './support/catalogue';
import { DEMO_PASSWORD, world } from './support/context';

type ShopperOrder = { orderNumber: string; checkoutId: string; webEventId: string | null };

// Issue 29 (decision 0033): a brand's embedded player sells the marketplace product its web
// product names. On the brand's site, a shopper makes an account in the frame, adds a size,
// pays through the local payment page (a tab of its own: payment pages are not framed) and
// the player shows the order; the other web product keeps its link to the brand's shop.
describe('selling from the embedded player', () => {
  it('a shopper on a brand’s site signs up in the player, buys a size, pays in a new tab and sees the order', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const app = world.server.baseUrl;
    const api = await apiAs('designer@runway.test');
    const dress = await createProduct(api, `Embedded dress ${stamp}`, `ED-${stamp}`, 2);
    const linked = await api<{ data: { _id: string } }>('POST', '/api/v2/web-products', {
      name: `Site dress ${stamp}`,
      price: 120,
      externalUrl: 'https://brand.example/dress',
      productId: dress._id,
    });
    const plain = await api<{ data: { _id: string } }>('POST', '/api/v2/web-products', {
      name: `Site scarf ${stamp}`,
      price: 45,
      externalUrl: 'https://brand.example/scarf',
    });

    const created = await api<{ data: { _id: string } }>('POST', '/api/v2/web-events', {
      title: `Shop the site ${stamp}`,
      replayUrl: `${app}/demo/sample-show.mp4`,
      productIds: [linked.data._id, plain.data._id],
    });
    const webEventId = created.data._id;
    // The brand's site, allowed to frame the player; the web event published.
    // On another site than the app's (`localhost`): the frame's storage is partitioned.
    const brand = await brandSite({
      title: "The brand's shop",
      host: 'localhost',
      body: () => playerFrame(`${app}/web-event/video/${webEventId}/replay`, 'Our show', 900),
    });
    await api('PATCH', `/api/v2/web-events/${webEventId}`, {
      status: 'published',
      embed: { allowedOrigins: [brand.origin] },
    });

    const context = await world.browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${brand.origin}/`);
      const frame = page.frameLocator('iframe[data-runway-live-player]');
      const rail = frame.getByRole('region', { name: 'Shop the show' });
      await rail.getByText(`Site dress ${stamp}`).waitFor();
      // The product the web event does not sell here keeps its link to the brand's shop.
      assert.equal(
        await rail
          .getByRole('link', { name: `Buy Site scarf ${stamp} (opens in a new tab)` })
          .getAttribute('href'),
        'https://brand.example/scarf',
      );

      // An account, made in the frame over the show.
      await frame.getByRole('button', { name: 'Create account' }).click();
      const account = frame.getByRole('dialog', { name: 'Your Runway Live account' });
      const signUp = account.getByRole('form', { name: 'Create account' });
      const email = `embedded-${stamp.toLowerCase()}@runway.test`;
      await signUp.getByRole('textbox', { name: /Full name/ }).fill('Ines Embedded');
      await signUp.getByRole('textbox', { name: /E-mail/ }).fill(email);
      await signUp.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      await signUp.getByLabel(/^Repeat the password/).fill(DEMO_PASSWORD);
      await expectNoAxeViolations(page, 'the create-account dialog in the embedded player');
      await signUp.getByRole('button', { name: 'Create account' }).click();
      await account.getByRole('status').waitFor();
      await account.getByRole('button', { name: 'Back to the show' }).click();
      await account.waitFor({ state: 'detached' });

      // Buy: the marketplace product's sheet, a size, the cart, the address.
      await rail.getByRole('button', { name: `Buy Site dress ${stamp}` }).click();
      const sheet = frame.getByRole('dialog', { name: `Embedded dress ${stamp}` });
      await sheet.getByRole('radio', { name: /2 left/ }).check();
      await expectNoAxeViolations(page, 'the product sheet in the embedded player');
      await sheet.getByRole('button', { name: 'Add to cart' }).click();
      await frame.getByRole('button', { name: 'Cart (1)' }).click();
      const cart = frame.getByRole('dialog', { name: 'Your cart' });
      await cart.getByText(`Embedded dress ${stamp}`).waitFor();
      await expectNoAxeViolations(page, 'the cart in the embedded player');
      await cart.getByRole('button', { name: 'Checkout' }).click();
      const checkout = frame.getByRole('dialog', { name: 'Checkout' });
      await checkout.getByRole('textbox', { name: /Street address/ }).fill('350 5th Ave');
      await checkout.getByRole('textbox', { name: /City/ }).fill('New York');
      await checkout.getByRole('textbox', { name: /State/ }).fill('NY');
      await checkout.getByRole('textbox', { name: /ZIP code/ }).fill('10001');
      await expectNoAxeViolations(page, 'the checkout in the embedded player');
      await checkout.getByRole('button', { name: 'Continue to payment' }).click();
      const popup = frame.getByRole('dialog', { name: 'Addresses we found on UPS' });
      await popup.waitFor();
      const paymentTab = context.waitForEvent('page');
      await popup.getByRole('button', { name: 'Select' }).click();

      // The payment page opens in a tab of its own; the player says so and keeps playing.
      const payment = await paymentTab;
      await frame.getByText('Finish paying in the new tab').waitFor();
      await payment.getByRole('button', { name: /^Pay / }).click();
      await payment.waitForURL(
        new RegExp(`/web-event/video/${webEventId}/replay\\?checkout=.+&payment=paid$`),
      );
      // That tab is the app's own site, where the frame's session is not: it says it is paid.
      await payment.getByText('Thank you: your payment is confirmed.').waitFor();
      await payment.close();

      // Back on the brand's page, the player shows the order.
      await page.bringToFront();
      const orders = frame.getByRole('dialog', { name: 'Your orders' });
      const shopper = await shopperApiAs(email);
      const mine = await shopper<ListOf<ShopperOrder>>('GET', '/api/v2/my/orders');
      assert.equal(mine.data.items.length, 1);
      const [order] = mine.data.items;
      assert.equal(order!.webEventId, webEventId);
      await orders.getByText(`Order ${order!.orderNumber}`).waitFor();
      await orders.getByText('Thank you: your payment is confirmed.').waitFor();
      await expectNoAxeViolations(page, 'your orders in the embedded player');
      assert.equal(new URL(page.url()).origin, brand.origin);
    } finally {
      await context.close();
      await closeSite(brand);
    }
  });
});
