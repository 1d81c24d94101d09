import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shopperApiAs, type ListOf } from './support/api';
import { expectNoAxeViolations } from './support/browser';
import { DEMO_PASSWORD, world } from './support/context';
import { showOnAir } from './support/shows';

type ShopperOrder = { orderNumber: string; total: number; currency: string };

// Issue 29: a show sells. The host goes live and features a product with one unit left; an
// anonymous viewer makes an account on the viewer page without leaving it, buys the unit
// through the local payment page and sees the order; the host's counters count the add to
// cart, the order and its value; the last unit sold, the product says "Sold out".
describe('selling during a show', () => {
  it('a viewer signs up on the viewer page, buys the last unit, and the host sees it arrive', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const { show, viewer, room, close } = await showOnAir({
      title: `Selling show ${stamp}`,
      product: `Last dress ${stamp}`,
      code: `LD-${stamp}`,
      quantity: 1,
    });
    try {
      // The viewer arrives signed out, and makes an account over the show.
      await viewer.goto(`/video/event/${show._id}`);
      const featured = viewer.getByRole('list', { name: 'Featured products' });
      await featured.getByText(`Last dress ${stamp}`).waitFor();
      await viewer.getByRole('button', { name: 'Create account' }).click();
      const account = viewer.getByRole('dialog', { name: 'Your Runway Live account' });
      const signUp = account.getByRole('form', { name: 'Create account' });
      const email = `shopper-${stamp.toLowerCase()}@runway.test`;
      await signUp.getByRole('textbox', { name: /Full name/ }).fill('Nina Shopper');
      await signUp.getByRole('textbox', { name: /E-mail/ }).fill(email);
      await signUp.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      await signUp.getByLabel(/^Repeat the password/).fill(DEMO_PASSWORD);
      await expectNoAxeViolations(viewer, 'the create-account dialog over the show');
      await signUp.getByRole('button', { name: 'Create account' }).click();
      // Signed in at once, and told to verify the e-mail; back to the show.
      await account.getByRole('status').waitFor();
      await account.getByRole('button', { name: 'Back to the show' }).click();
      await account.waitFor({ state: 'detached' });
      // The verification link is in the outbox; it is followed in a tab of its own.
      const mail = await viewer.context().newPage();
      await mail.goto(await world.server.mailLink(email, '/auth/verify-email/'));
      await mail.close();
      // Still on the show, now able to chat.
      await viewer.getByRole('textbox', { name: 'Message', exact: true }).waitFor();
      assert.match(viewer.url(), new RegExp(`/video/event/${show._id}$`));

      // Buy: the product, a size, the cart, the address, the local payment page.
      await featured.getByRole('button', { name: `Buy Last dress ${stamp}` }).click();
      const sheet = viewer.getByRole('dialog', { name: `Last dress ${stamp}` });
      await sheet.getByRole('radio', { name: /1 left/ }).check();
      await expectNoAxeViolations(viewer, 'the product sheet');
      await sheet.getByRole('button', { name: 'Add to cart' }).click();
      const counters = (name: string) => room.getByRole('region', { name });
      await counters('Adds to cart').getByText('1', { exact: true }).waitFor();

      await viewer.getByRole('button', { name: 'Cart (1)' }).click();
      const cart = viewer.getByRole('dialog', { name: 'Your cart' });
      await cart.getByText(`Last dress ${stamp}`).waitFor();
      await expectNoAxeViolations(viewer, 'the cart');
      await cart.getByRole('button', { name: 'Checkout' }).click();
      const checkout = viewer.getByRole('dialog', { name: 'Checkout' });
      await checkout.getByRole('textbox', { name: /Street address/ }).fill('350 5th Ave');
      await checkout.getByRole('textbox', { name: /City/ }).fill('New York');
      await checkout.getByRole('textbox', { name: /State/ }).fill('NY');
      await checkout.getByRole('textbox', { name: /ZIP code/ }).fill('10001');
      await expectNoAxeViolations(viewer, 'the checkout');
      await checkout.getByRole('button', { name: 'Continue to payment' }).click();
      const popup = viewer.getByRole('dialog', { name: 'Addresses we found on UPS' });
      await popup.waitFor();
      await popup.getByRole('button', { name: 'Select' }).click();

      // The local provider's page: the last unit is held while the viewer pays.
      await viewer.getByRole('button', { name: /^Pay / }).waitFor();
      await expectNoAxeViolations(viewer, 'the local payment page');
      await viewer.getByRole('button', { name: /^Pay / }).click();

      // Back on the show, with the order.
      await viewer.waitForURL(new RegExp(`/video/event/${show._id}\\?`));
      const orders = viewer.getByRole('dialog', { name: 'Your orders' });
      const shopper = await shopperApiAs(email);
      const mine = await shopper<ListOf<ShopperOrder>>('GET', '/api/v2/my/orders');
      assert.equal(mine.data.items.length, 1);
      const [order] = mine.data.items;
      await orders.getByText(`Order ${order!.orderNumber}`).waitFor();
      await expectNoAxeViolations(viewer, 'your orders');

      // The host's counters: the order and its value; and the product is sold out for all.
      const total = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: order!.currency,
      }).format(order!.total);
      await counters('Orders').getByText('1', { exact: true }).waitFor();
      await counters('Orders').getByText(`${total} in total`).waitFor();
      await viewer.keyboard.press('Escape');
      await featured.getByText('Sold out').waitFor();
    } finally {
      await close();
    }
  });
});
