import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoAxeViolations, expectPath } from './support/browser';
import { freshPage, world } from './support/context';

describe('a new brand signs up', () => {
  it('registers through the wizard, verifies by mail and connects its payment account', async () => {
    const { context, page } = await freshPage();
    const email = `brand-${Date.now()}@runway.test`;

    await page.goto('/auth/register');
    await expectNoAxeViolations(page, 'register, step 1');
    await page.getByLabel('Full name').fill('Nova Brand');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(/^Password/).fill('nova-secret-1');
    await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();

    await page.getByRole('heading', { name: 'Select one that represents your company' }).waitFor();
    await expectNoAxeViolations(page, 'register, step 2');
    await page.getByLabel('Designer').check();
    await page.getByRole('button', { name: 'NEXT' }).click();

    await page.getByRole('heading', { name: 'Provide us more details' }).waitFor();
    await expectNoAxeViolations(page, 'register, step 3');
    await page.getByLabel('Brand name').fill('Nova Atelier');
    await page.getByLabel('Website').fill('nova-atelier.com');
    await page.getByLabel('Mobile number').fill('+12015550123');
    await page.getByRole('button', { name: 'GET STARTED' }).click();

    const popup = page.getByRole('dialog', { name: 'Web User Registration' });
    await popup.waitFor();
    await expectNoAxeViolations(page, 'register, success popup');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expectPath(page, '/auth/login');

    // The verification link of the outbox signs the brand in.
    await page.goto(await world.server.mailLink(email, '/auth/verify-email/'));
    await expectPath(page, '/dashboard');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Marketplace' }).click();
    assert.equal(await menu.getByRole('link', { name: 'Events', exact: true }).isVisible(), true);
    assert.equal(await menu.getByRole('link', { name: 'Designers', exact: true }).count(), 0);
    assert.equal(await menu.getByRole('link', { name: 'Coupons', exact: true }).count(), 0);
    const banner = page.getByRole('region', { name: 'Account setup' });
    await banner.waitFor();
    await expectNoAxeViolations(page, 'dashboard of a new designer');

    // Connect opens the local provider's onboarding in a new tab.
    const [onboarding] = await Promise.all([
      context.waitForEvent('page'),
      banner.getByRole('button', { name: 'Set up your payment account' }).click(),
    ]);
    // Completing the page's form, as a person does, redirects to the console's dashboard.
    await onboarding.getByRole('button', { name: 'Complete setup' }).click();
    await expectPath(onboarding, '/dashboard');
    await onboarding.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // The stored copy still lacks the account until /api/auth/me answers: the banner goes then.
    await onboarding
      .getByRole('region', { name: 'Account setup' })
      .waitFor({ state: 'detached', timeout: 10_000 });

    // Back on the first tab, without a reload, the banner goes: the other tab's fresher
    // copy of the user (a storage event) or the window's focus told it.
    await page.bringToFront();
    await banner.waitFor({ state: 'detached', timeout: 10_000 });
    assert.equal(await banner.count(), 0);
    await context.close();
  });
});
