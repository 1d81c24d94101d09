import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoAxeViolations, expectPath } from './support/browser';
import { freshPage, world } from './support/context';
import { signIn } from './support/steps';

describe('a forgotten password', () => {
  it('is reset through the outbox link, and the new one signs in', async () => {
    const { context, page } = await freshPage();
    await page.goto('/auth/forgot-password');
    await expectNoAxeViolations(page, 'forgot password');
    await page.getByLabel('E-mail').fill('atelier@runway.test');
    await page.getByRole('button', { name: 'SEND' }).click();
    const sent = page.getByRole('dialog', { name: 'Success' });
    await sent.waitFor();
    await sent.getByRole('button', { name: 'OK' }).click();
    await expectPath(page, '/auth/login');

    await page.goto(await world.server.mailLink('atelier@runway.test', '/auth/reset-password/'));
    await page.getByLabel(/^New password/).waitFor();
    await expectNoAxeViolations(page, 'reset password');
    await page.getByLabel(/^New password/).fill('atelier-new-secret');
    await page.getByLabel(/^Confirm password/).fill('atelier-new-secret');
    await page.getByRole('button', { name: 'Submit' }).click();
    // A designer gets a session straight away (section 2.8).
    await expectPath(page, '/dashboard');
    await context.close();

    const next = await freshPage();
    await signIn(next.page, 'atelier@runway.test', 'atelier-new-secret');
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
