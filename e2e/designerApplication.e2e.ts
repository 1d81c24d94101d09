import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoAxeViolations, expectPath } from './support/browser';
import { DEMO_PASSWORD, freshPage } from './support/context';
import { drawnPng, signIn } from './support/steps';

const fields: Record<string, string> = {
  'Contact first name': 'Mara',
  'Contact last name': 'Lind',
  'Full name': 'Mara Lind',
  'E-mail': `mara-${Date.now()}@lind.test`,
  'Mobile number': '+12015550123',
  'Brand name': 'Lind Studio',
  Website: 'lind.studio',
  'About the brand': 'Knitwear from New York.',
  'Identification number': 'ID-778',
  'Business telephone': '+12015550100',
  'Tax resale number': 'TX-42',
  Address: '350 5th Ave',
  City: 'New York',
  State: 'NY',
  'Postal code': '10001',
};

describe('the designer application', () => {
  it('is filled, its US address verified in the popup, its image cropped, and submitted', async () => {
    const { context, page } = await freshPage();
    await page.goto('/authv2');
    await page.getByRole('heading', { name: 'Designer application' }).waitFor();
    await expectNoAxeViolations(page, 'designer application');

    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.locator('p[role="alert"]', { hasText: 'Invalid Form' }).waitFor();
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('name')),
      'contactFirstName',
    );

    for (const [label, value] of Object.entries(fields)) {
      await page
        .getByLabel(new RegExp(`^${label}`))
        .first()
        .fill(value);
    }
    await page.getByLabel(/^Country/).selectOption('United States');

    const png = await drawnPng(page, { width: 300, height: 300, color: '#6b2c5f' });
    await page.getByLabel(/^Profile image/).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: png,
    });
    const cropper = page.getByRole('dialog', { name: 'Crop image' });
    await cropper.waitFor();
    await cropper.getByRole('button', { name: 'Confirm!' }).click();
    // The file field names the crop (the source's name, as a JPEG) and marks it cropped.
    await page.getByText('logo.jpg', { exact: true }).waitFor();
    await page.getByText('Cropped', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Submit application' }).click();
    const popup = page.getByRole('dialog', { name: 'Addresses we found on UPS' });
    await popup.waitFor();
    await expectNoAxeViolations(page, 'address popup');
    await popup.getByRole('checkbox').first().check();
    await popup.getByRole('button', { name: 'Select' }).click();
    await page.getByText('Address verified').waitFor();

    // The chosen address carries the submission on: no second Submit (#10.22).
    await page.getByRole('dialog', { name: 'Success' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('REGISTER')), null);
    await context.close();

    // The admin finds the brand among the pending applications, by search as a person would.
    const admin = await freshPage();
    await signIn(admin.page, 'admin@runway.test', DEMO_PASSWORD);
    const menu = admin.page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Marketplace' }).click();
    await menu.getByRole('link', { name: 'Designers', exact: true }).click();
    await expectPath(admin.page, '/designer/view-designers');
    const table = admin.page.getByRole('table', { name: 'Designers' });
    await table.waitFor();
    await admin.page.getByRole('button', { name: 'Pending', exact: true }).click();
    await admin.page.getByRole('searchbox', { name: 'Search designers' }).fill(fields['E-mail']!);
    await admin.page.keyboard.press('Enter');
    const row = table.getByRole('row').filter({ hasText: fields['E-mail']! });
    await row.waitFor();
    // The brand is on the pending page before the search narrows it: wait for the searched
    // page (no third row) before counting, or the count reads the page before.
    await table.getByRole('row').nth(2).waitFor({ state: 'detached' });
    // The first cell selects the row (bulk approve and reject); the brand comes next.
    assert.equal(await row.getByRole('cell').nth(1).textContent(), 'Lind Studio');
    assert.match((await row.textContent()) ?? '', /Pending/);
    assert.equal(await table.getByRole('row').count(), 2, 'the header and one designer');
    const query = new URL(admin.page.url()).searchParams;
    assert.equal(query.get('applicationStatus'), 'pending');
    assert.equal(query.get('search'), fields['E-mail']);
    await expectNoAxeViolations(admin.page, 'designers list');
    await admin.context.close();
  });
});
