import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiAs } from './support/api';
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

  it('an admin schedules one a minute ahead; once the clock passes it, a designer has it', async () => {
    const title = `Fitting at noon ${Date.now().toString(36)}`;
    // The admin's browser in UTC, so the time typed is the instant meant.
    const adminContext = await world.browser.newContext({
      baseURL: world.server.baseUrl,
      timezoneId: 'UTC',
    });
    const admin = await adminContext.newPage();
    const designerContext = await world.browser.newContext({ baseURL: world.server.baseUrl });
    const seller = await designerContext.newPage();
    try {
      await signIn(seller, 'designer@runway.test', DEMO_PASSWORD);
      await seller.goto('/dashboard');
      const bell = seller.getByRole('button', { name: /^Notifications/ });
      await bell.waitFor();

      await signIn(admin, 'admin@runway.test', DEMO_PASSWORD);
      await admin.goto('/notifications?compose=1');
      await admin.getByRole('heading', { name: 'Compose notification', level: 1 }).waitFor();
      await admin.getByRole('textbox', { name: /Title/ }).fill(title);
      await admin.getByRole('textbox', { name: /Message/ }).fill('Bring the spring samples.');
      await admin.getByRole('combobox', { name: /When/ }).selectOption('schedule');
      // The next whole minute after the coming one: at least a minute ahead.
      const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000 + 60_000);
      const goesOut = admin.getByRole('group', { name: /Goes out/ });
      await goesOut.getByLabel('Date', { exact: true }).fill(at.toISOString().slice(0, 10));
      await goesOut.getByLabel('Time', { exact: true }).fill(at.toISOString().slice(11, 16));
      await goesOut.getByRole('combobox', { name: 'Time zone' }).waitFor();
      await expectNoAxeViolations(admin, 'the compose form with a schedule');
      await admin.getByRole('button', { name: 'Save' }).click();
      await admin.getByRole('heading', { name: 'Outgoing notifications', level: 1 }).waitFor();
      const row = admin.getByRole('row', { name: new RegExp(title) });
      await row.getByText('Scheduled').waitFor();

      // Not yet: the designer's panel does not have it.
      await bell.click();
      const panel = seller.getByRole('region', { name: 'Latest notifications' });
      await panel.waitFor();
      assert.equal(await panel.getByText(title).count(), 0);
      await bell.click();

      // The server's clock moves past the time (no waiting): it goes out, and the designer's
      // open page hears it.
      const api = await apiAs('admin@runway.test');
      await api('POST', '/api/test/clock', { advanceMs: at.getTime() - Date.now() + 60_000 });
      await bell.click();
      await panel.getByText(title).waitFor();
      // And the outgoing list says so when read again.
      await admin.reload();
      await row.getByText('Sent').waitFor();
    } finally {
      await adminContext.close();
      await designerContext.close();
    }
  });
});
