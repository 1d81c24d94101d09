import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiAs } from './support/api';
import { expectNoAxeViolations } from './support/browser';
import { DEMO_PASSWORD } from './support/context';
import { showOnAir } from './support/shows';
import { expectToast } from './support/steps';

// Issue 32, "Live" (decision 0052): during a live show the host pushes a code of the show
// for its first minutes; a viewer sees it with its time left, applies it, checks out with
// it, and the host's control room counts the redemption.
describe('a code pushed live', () => {
  it('the host pushes a code, a viewer applies it at checkout, and the host sees the redemption', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const code = `LIVE-${stamp}`;
    const { show, host, viewer, room, close } = await showOnAir({
      title: `Code show ${stamp}`,
      product: `Code dress ${stamp}`,
      code: `CD-${stamp}`,
      quantity: 3,
    });
    try {
      const designer = await apiAs('designer@runway.test');
      await designer('POST', '/api/v2/designer/coupons', {
        code,
        type: 'percent',
        value: 20,
        scope: 'event',
        eventId: show._id,
      });
      // The control room reads the show's codes when it opens.
      await host.reload();
      const panel = room.getByRole('region', { name: 'Push a code' });
      await panel
        .getByRole('combobox', { name: 'Code' })
        .selectOption({ label: `${code} · 20% off` });
      await panel.getByRole('combobox', { name: 'For' }).selectOption('minutes');
      await panel.getByRole('textbox', { name: /Minutes from going live/ }).fill('30');
      await expectNoAxeViolations(host, 'the control room with a code to push');
      await panel.getByRole('button', { name: 'Push code' }).click();
      await expectToast(host, 'status', 'Code pushed to viewers');
      await panel.getByRole('region', { name: 'Code on screen' }).getByText(code).waitFor();
      const redemptions = panel.getByRole('region', { name: 'Code redemptions' });
      await redemptions.getByText('0', { exact: true }).waitFor();

      // The viewer, signed in over the show, sees the code with its time left.
      await viewer.goto(`/video/event/${show._id}`);
      const banner = viewer.getByRole('region', { name: 'Code for viewers' });
      await banner.getByText(code).waitFor();
      await banner.getByText('20% off', { exact: false }).waitFor();
      await banner.getByText(/\d\d:\d\d left/).waitFor();
      await expectNoAxeViolations(viewer, 'the viewer page with a pushed code');
      await viewer.getByRole('button', { name: 'Sign in', exact: true }).click();
      const account = viewer.getByRole('dialog', { name: 'Your Runway Live account' });
      const form = account.getByRole('form', { name: 'Sign in' });
      await form.getByRole('textbox', { name: /E-mail/ }).fill('shopper@runway.test');
      await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      await form.getByRole('button', { name: 'Sign in' }).click();
      await account.waitFor({ state: 'detached' });

      await banner.getByRole('button', { name: 'Apply' }).click();
      await banner.getByText(`${code} will be applied at checkout`).waitFor();
      const featured = viewer.getByRole('list', { name: 'Featured products' });
      await featured.getByRole('button', { name: `Buy Code dress ${stamp}` }).click();
      const sheet = viewer.getByRole('dialog', { name: `Code dress ${stamp}` });
      await sheet.getByRole('radio').first().check();
      await sheet.getByRole('button', { name: 'Add to cart' }).click();
      await viewer.getByRole('button', { name: 'Cart (1)' }).click();
      const cart = viewer.getByRole('dialog', { name: 'Your cart' });
      await cart.getByRole('button', { name: 'Checkout' }).click();
      const checkout = viewer.getByRole('dialog', { name: 'Checkout' });
      const field = checkout.getByRole('textbox', { name: /Coupon code/ });
      await field.waitFor();
      assert.equal(await field.inputValue(), code);
      await checkout.getByRole('textbox', { name: /Street address/ }).fill('350 5th Ave');
      await checkout.getByRole('textbox', { name: /City/ }).fill('New York');
      await checkout.getByRole('textbox', { name: /State/ }).fill('NY');
      await checkout.getByRole('textbox', { name: /ZIP code/ }).fill('10001');
      await checkout.getByRole('button', { name: 'Continue to payment' }).click();
      const popup = viewer.getByRole('dialog', { name: 'Addresses we found on UPS' });
      await popup.waitFor();
      await popup.getByRole('button', { name: 'Select' }).click();
      // The checkout took the code: its use is counted with the hold, before payment.
      await viewer.getByRole('button', { name: /^Pay / }).waitFor();

      await redemptions.getByText('1', { exact: true }).waitFor();
    } finally {
      await close();
    }
  });
});
