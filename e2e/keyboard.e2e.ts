import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shopperApiAs, type ListOf } from './support/api';
import { fileOf, sample } from './support/importFiles';
import { DEMO_PASSWORD, world } from './support/context';
import type { Locator, Page } from './support/deps';
import { showOnAir } from './support/shows';
import { signIn } from './support/steps';

/** How many Tab presses a control may be away: a page that needs more is a defect too. */
const MOST_TABS = 80;

/**
 * Presses Tab (Shift+Tab when `back`) until `target` has the focus, as a keyboard user
 * reaches a control; fails when it is never reached, which is what this journey proves.
 */
async function tabTo(page: Page, target: Locator, back = false): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < MOST_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  assert.fail(`${String(target)} is not reached in ${MOST_TABS} presses of Tab`);
}

/** Types into the focused field, as a keyboard user does (no fill()). */
const type = (page: Page, text: string) => page.keyboard.type(text);

// Issue 34: the import by keyboard alone. A designer opens Import CSV from the products'
// page with Enter, chooses the file in the browser's chooser, reads the preview and uploads.
describe('the import by keyboard alone', () => {
  it('a designer imports a CSV file without a pointer', async () => {
    const page = await (
      await world.browser.newContext({ baseURL: world.server.baseUrl })
    ).newPage();
    try {
      await signIn(page, 'designer@runway.test', DEMO_PASSWORD);
      await page.goto('/view-products');
      await page.getByRole('table', { name: 'Products' }).waitFor();
      // Wait for the chooser before the key that opens it, not beside it: Playwright asks
      // Chromium to hand it file choosers when the wait starts, one round trip that a single
      // key press can overtake on a busy machine, and then no chooser is ever reported (the
      // race of puppeteer#6040). tabTo's round trips leave it ample time to be in place.
      const chooser = page.waitForEvent('filechooser');
      await tabTo(page, page.getByRole('button', { name: 'Import CSV' }).first());
      await page.keyboard.press('Enter');
      await (await chooser).setFiles(await fileOf('catalogue.csv', sample('KB')));
      const sheet = page.getByRole('dialog', { name: /^Import / });
      await sheet.getByText('No errors & warning').waitFor();
      await tabTo(page, sheet.getByRole('button', { name: 'Upload' }));
      await page.keyboard.press('Enter');
      await page
        .getByRole('region', { name: 'Notifications' })
        .getByText('Products imported: 3 created, 0 updated.')
        .waitFor();
    } finally {
      await page.context().close();
    }
  });
});

// Issue 34: the viewer's page by keyboard alone. A shopper signs in over the show, chats,
// and buys a product (the sheet, a size, the cart, the address, the local payment page)
// without a pointer: every control is reached with Tab and used with Enter, Space or arrows.
describe('the viewer page by keyboard alone', () => {
  it('a shopper signs in, chats and buys during a live show without a pointer', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const { show, host, viewer, close } = await showOnAir({
      title: `Keyboard show ${stamp}`,
      product: `Keyboard coat ${stamp}`,
      code: `KC-${stamp}`,
      quantity: 3,
    });
    try {
      await viewer.goto(`/video/event/${show._id}`);
      const featured = viewer.getByRole('list', { name: 'Featured products' });
      await featured.getByText(`Keyboard coat ${stamp}`).waitFor();

      // Sign in over the show: the dialog opens on its first field.
      await tabTo(viewer, viewer.getByRole('button', { name: 'Sign in', exact: true }));
      await viewer.keyboard.press('Enter');
      const account = viewer.getByRole('dialog', { name: 'Your Runway Live account' });
      const form = account.getByRole('form', { name: 'Sign in' });
      await tabTo(viewer, form.getByRole('textbox', { name: /E-mail/ }));
      await type(viewer, 'shopper@runway.test');
      await tabTo(viewer, form.getByLabel(/^Password/));
      await type(viewer, DEMO_PASSWORD);
      await viewer.keyboard.press('Enter');
      await account.waitFor({ state: 'detached' });

      // Chat: Tab to the message, type, Enter sends it.
      const message = viewer.getByRole('textbox', { name: 'Message', exact: true });
      await tabTo(viewer, message);
      await type(viewer, `Typed without a mouse ${stamp}`);
      await viewer.keyboard.press('Enter');
      const chat = viewer.getByRole('region', { name: 'Chat messages' });
      await chat.getByText(`Typed without a mouse ${stamp}`, { exact: true }).waitFor();
      // The host's room hears it too.
      await host.getByText(`Typed without a mouse ${stamp}`, { exact: true }).first().waitFor();

      // Buy: the featured product's Buy, a size by Space, Add to cart.
      await tabTo(viewer, featured.getByRole('button', { name: `Buy Keyboard coat ${stamp}` }));
      await viewer.keyboard.press('Enter');
      const sheet = viewer.getByRole('dialog', { name: `Keyboard coat ${stamp}` });
      await tabTo(viewer, sheet.getByRole('radio').first());
      await viewer.keyboard.press('Space');
      assert.equal(await sheet.getByRole('radio').first().isChecked(), true);
      await tabTo(viewer, sheet.getByRole('button', { name: 'Add to cart' }));
      await viewer.keyboard.press('Enter');
      await viewer.getByRole('button', { name: 'Cart (1)' }).waitFor();

      // The cart and the checkout, each field typed after a Tab.
      await tabTo(viewer, viewer.getByRole('button', { name: 'Cart (1)' }));
      await viewer.keyboard.press('Enter');
      const cart = viewer.getByRole('dialog', { name: 'Your cart' });
      await tabTo(viewer, cart.getByRole('button', { name: 'Checkout' }));
      await viewer.keyboard.press('Enter');
      const checkout = viewer.getByRole('dialog', { name: 'Checkout' });
      for (const [field, text] of [
        [/Street address/, '350 5th Ave'],
        [/City/, 'New York'],
        [/State/, 'NY'],
        [/ZIP code/, '10001'],
      ] as const) {
        const box = checkout.getByRole('textbox', { name: field });
        await tabTo(viewer, box);
        await viewer.keyboard.press('ControlOrMeta+A');
        await type(viewer, text);
      }
      await tabTo(viewer, checkout.getByRole('button', { name: 'Continue to payment' }));
      await viewer.keyboard.press('Enter');
      const popup = viewer.getByRole('dialog', { name: 'Addresses we found on UPS' });
      await tabTo(viewer, popup.getByRole('button', { name: 'Select' }).first());
      await viewer.keyboard.press('Enter');

      // The local payment page, then back on the show with the order.
      const pay = viewer.getByRole('button', { name: /^Pay / });
      await tabTo(viewer, pay);
      await viewer.keyboard.press('Enter');
      await viewer.waitForURL(new RegExp(`/video/event/${show._id}\\?`));
      const shopper = await shopperApiAs('shopper@runway.test');
      const mine = await shopper<ListOf<{ orderNumber: string; items: unknown[] }>>(
        'GET',
        '/api/v2/my/orders',
      );
      const order = mine.data.items[0];
      assert.ok(order, 'the shopper has the order');
      await viewer
        .getByRole('dialog', { name: 'Your orders' })
        .getByText(`Order ${order.orderNumber}`)
        .waitFor();
    } finally {
      await close();
    }
  });
});
