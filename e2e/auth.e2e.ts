import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoAxeViolations, expectPath } from './support/browser';
import { DEMO_PASSWORD, freshPage } from './support/context';
import { signIn } from './support/steps';

describe('signing in', () => {
  it('lets the admin sign in with the keyboard alone and see the full menu', async () => {
    const { context, page } = await freshPage();
    await page.goto('/auth/login');
    await expectNoAxeViolations(page, 'login (e-mail step)');
    // The e-mail field has the focus on load; Enter submits each step.
    await page.keyboard.type('admin@runway.test');
    await page.keyboard.press('Enter');
    await page.getByLabel(/^Password/).waitFor();
    await expectNoAxeViolations(page, 'login (password step)');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expectPath(page, '/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const name of ['Users', 'Staff']) {
      assert.equal(await menu.getByRole('link', { name, exact: true }).count(), 1, name);
    }
    await menu.getByRole('button', { name: 'Marketplace' }).click();
    await menu.getByRole('button', { name: 'Reports' }).click();
    for (const name of ['Designers', 'Coupons', 'Order Reports']) {
      assert.equal(await menu.getByRole('link', { name, exact: true }).isVisible(), true, name);
    }
    assert.equal(await page.getByRole('region', { name: 'Account setup' }).count(), 0);
    await context.close();
  });

  it("shows 'Invalid login' or the server's message for a wrong password", async () => {
    const { context, page } = await freshPage();
    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill('staff@runway.test');
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    const alert = page.locator('p[role="alert"]');
    await alert.waitFor();
    const text = (await alert.textContent()) ?? '';
    assert.ok(text.length > 0, 'an alert is shown');
    assert.equal(await page.getByRole('button', { name: 'LOGIN' }).isEnabled(), true);
    assert.equal(new URL(page.url()).pathname, '/auth/login');
    await context.close();
  });

  it('sends an unknown e-mail to the register wizard with the e-mail prefilled', async () => {
    const { context, page } = await freshPage();
    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill('nobody.yet@runway.test');
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await expectPath(page, '/auth/register');
    assert.equal(await page.getByLabel('E-mail').inputValue(), 'nobody.yet@runway.test');
    await context.close();
  });

  it('sends a designer opening an admin route to login', async () => {
    const { context, page } = await freshPage();
    await signIn(page, 'designer@runway.test', DEMO_PASSWORD);
    await page.goto('/designer/view-designers');
    await expectPath(page, '/auth/login');
    await context.close();
  });

  it('clears the session when the server answers 401', async () => {
    const { context, page } = await freshPage();
    await signIn(page, 'admin@runway.test', DEMO_PASSWORD);
    await page.evaluate(() => localStorage.setItem('token', 'a-token-the-server-never-issued'));
    await page.goto('/dashboard');
    await expectPath(page, '/auth/login');
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
    await page.getByRole('button', { name: 'CONTINUE' }).waitFor();
    await context.close();
  });
});
