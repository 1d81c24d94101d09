import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoAxeViolations, expectPath } from './support/browser';
import { apiAs } from './support/api';
import { DEMO_PASSWORD, freshPage, world } from './support/context';
import { signIn } from './support/steps';

const ATELIER = 'atelier@runway.test';
const NEW_PASSWORD = 'atelier-new-secret';

/**
 * Gives atelier the demo password back, for the journeys that sign in as atelier after this
 * one (run.ts may run them in any order), and checks that it signs in again. Nothing to
 * change if the reset never happened.
 */
async function restoreAtelierPassword(): Promise<void> {
  const api = await apiAs(ATELIER, NEW_PASSWORD).catch(() => null);
  await api?.('POST', '/api/user/change_password', {
    oldpassword: NEW_PASSWORD,
    newpassword: DEMO_PASSWORD,
  });
  await apiAs(ATELIER, DEMO_PASSWORD);
}

describe('a forgotten password', () => {
  it('is reset through the outbox link, and the new one signs in', async (t) => {
    t.after(restoreAtelierPassword);
    const { context, page } = await freshPage();
    await page.goto('/auth/forgot-password');
    await expectNoAxeViolations(page, 'forgot password');
    await page.getByLabel('E-mail').fill(ATELIER);
    await page.getByRole('button', { name: 'SEND' }).click();
    const sent = page.getByRole('dialog', { name: 'Success' });
    await sent.waitFor();
    await sent.getByRole('button', { name: 'OK' }).click();
    await expectPath(page, '/auth/login');

    await page.goto(await world.server.mailLink(ATELIER, '/auth/reset-password/'));
    await page.getByLabel(/^New password/).waitFor();
    await expectNoAxeViolations(page, 'reset password');
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();
    // A designer gets a session straight away (section 2.8).
    await expectPath(page, '/dashboard');
    await context.close();

    const next = await freshPage();
    await signIn(next.page, ATELIER, NEW_PASSWORD);
    assert.equal(new URL(next.page.url()).pathname, '/dashboard');
    await next.context.close();
  });

  it("says 'Invalid url' for a reset link without a token", async () => {
    const { context, page } = await freshPage();
    await page.goto('/auth/reset-password/%20');
    await page.getByText('Invalid url').waitFor();
    await expectNoAxeViolations(page, 'reset password without a token');
    await context.close();
  });
});
