import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoAxeViolations, expectPath } from './support/browser';
import { DEMO_PASSWORD, freshPage, world } from './support/context';
import { drawnPng, expectToast, signIn } from './support/steps';

describe('a staff member', () => {
  it('is added by the admin, chooses a password from the mailed link and signs in', async () => {
    const email = `nia-${Date.now()}@staff.test`;
    const password = 'nia-park-secret';
    const admin = await freshPage();
    await signIn(admin.page, 'admin@runway.test', DEMO_PASSWORD);
    const menu = admin.page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Staff', exact: true }).click();
    await expectPath(admin.page, '/admin/view-members');
    const table = admin.page.getByRole('table', { name: 'Staff members' });
    await table.getByRole('row').filter({ hasText: 'staff@runway.test' }).waitFor();
    await expectNoAxeViolations(admin.page, 'staff members');

    await admin.page.getByRole('link', { name: 'Add member' }).click();
    await expectPath(admin.page, '/admin/add-member');
    await admin.page.getByRole('heading', { level: 1, name: 'Add member' }).waitFor();
    await expectNoAxeViolations(admin.page, 'add member');
    await admin.page.getByLabel(/^Full name/).fill('Nia Park');
    await admin.page.getByLabel(/^First name/).fill('Nia');
    await admin.page.getByLabel(/^E-mail/).fill(email);
    await admin.page.getByLabel(/^About/).fill('Runs the spring shows.');
    const png = await drawnPng(admin.page, { width: 240, height: 180, color: '#2c5f6b' });
    await admin.page.getByLabel(/^Profile image/).setInputFiles({
      name: 'nia.png',
      mimeType: 'image/png',
      buffer: png,
    });
    const cropper = admin.page.getByRole('dialog', { name: 'Crop image' });
    await cropper.waitFor();
    await cropper.getByRole('button', { name: 'Confirm!' }).click();
    await admin.page.getByText('nia.jpg', { exact: true }).waitFor();
    // While the form has changes the header's bar is its save, named like the page's.
    await admin.page.getByRole('button', { name: 'Add member' }).first().click();
    await expectToast(
      admin.page,
      'status',
      'The account has been created and a set-password link has been sent.',
    );
    await expectPath(admin.page, '/admin/view-members');

    await admin.page.getByRole('searchbox', { name: 'Search staff members' }).fill(email);
    await admin.page.keyboard.press('Enter');
    const row = table.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    await row.getByText('Invitation sent').waitFor();
    await row.getByRole('button', { name: 'Resend invitation to Nia Park' }).waitFor();
    await admin.context.close();

    // The member chooses a password from the link in the outbox: staff get a session.
    const member = await freshPage();
    await member.page.goto(await world.server.mailLink(email, '/auth/reset-password/'));
    await member.page.getByLabel(/^New password/).fill(password);
    await member.page.getByLabel(/^Confirm password/).fill(password);
    await member.page.getByRole('button', { name: 'Submit' }).click();
    await expectPath(member.page, '/dashboard');
    await member.context.close();

    const again = await freshPage();
    await signIn(again.page, email, password);
    // Staff see the admin's menu, the staff list among it.
    const staffMenu = again.page.getByRole('navigation', { name: 'Main menu' });
    await staffMenu.getByRole('link', { name: 'Staff', exact: true }).click();
    await again.page.getByRole('searchbox', { name: 'Search staff members' }).fill(email);
    await again.page.keyboard.press('Enter');
    const own = again.page.getByRole('row').filter({ hasText: email });
    await own.getByText('Chosen').waitFor();
    // Only the admin adds, suspends and re-invites.
    assert.equal(await again.page.getByRole('link', { name: 'Add member' }).count(), 0);
    assert.equal(await own.getByRole('button').count(), 0);
    await again.context.close();
  });
});
