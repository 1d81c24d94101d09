import { describe, it } from 'node:test';
import { expectNoAxeViolations } from './support/browser';
import { DEMO_PASSWORD, world } from './support/context';
import { signIn } from './support/steps';

// Issue 33: notifications. An admin composes a notification to designers and sends it now;
// a designer with the console open sees the bell's count rise without a reload (the live
// socket), opens the bell and reads it, and its read state is the server's.
describe('notifications', () => {
  it('an admin sends designers a notification; a designer sees it arrive in the bell', async () => {
    const title = `Doors open ${Date.now().toString(36)}`;
    const adminContext = await world.browser.newContext({ baseURL: world.server.baseUrl });
    const admin = await adminContext.newPage();
    const designerContext = await world.browser.newContext({ baseURL: world.server.baseUrl });
    const seller = await designerContext.newPage();
    try {
      await signIn(seller, 'designer@runway.test', DEMO_PASSWORD);
      await seller.goto('/dashboard');
      const bell = seller.getByRole('button', { name: /^Notifications/ });
      await bell.waitFor();
      const before = (await bell.getAttribute('aria-label')) ?? 'Notifications';

      await signIn(admin, 'admin@runway.test', DEMO_PASSWORD);
      await admin.goto('/notifications');
      await admin.getByRole('heading', { name: 'Outgoing notifications', level: 1 }).waitFor();
      await admin.getByRole('button', { name: 'Compose notification' }).first().click();
      await admin.getByRole('heading', { name: 'Compose notification', level: 1 }).waitFor();
      await admin.getByRole('textbox', { name: /Title/ }).fill(title);
      await admin.getByRole('textbox', { name: /Message/ }).fill('The spring week starts Monday.');
      await admin.getByRole('textbox', { name: /Link/ }).fill('/event/view-events');
      await expectNoAxeViolations(admin, 'the compose form');
      await admin.getByRole('button', { name: 'Save' }).click();
      await admin.getByRole('heading', { name: 'Outgoing notifications', level: 1 }).waitFor();
      await admin.getByRole('cell', { name: title }).waitFor();

      // The designer's open page: the count rises over the socket, no reload.
      await seller.waitForFunction(
        (previous) =>
          [...document.querySelectorAll('button[aria-label^="Notifications"]')].some(
            (button) => button.getAttribute('aria-label') !== previous,
          ),
        before,
      );
      await bell.click();
      const panel = seller.getByRole('region', { name: 'Latest notifications' });
      await panel.getByText(title).waitFor();
      await expectNoAxeViolations(seller, 'the bell’s panel');
      await panel.getByRole('button', { name: new RegExp(title) }).click();
      await seller.waitForURL('**/event/view-events');
    } finally {
      await adminContext.close();
      await designerContext.close();
    }
  });
});
