import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiPublic } from './support/api';
import { expectNoAxeViolations, expectPath } from './support/browser';
import { DEMO_PASSWORD, freshPage, world } from './support/context';
import { expectToast, signIn } from './support/steps';

const address = {
  pincode: '10001',
  primaryAddress: '350 5th Ave',
  country: 'United States',
  state: 'NY',
  city: 'New York',
};

/** A pending application of its own, sent as the form at /authv2 sends it. */
async function applyAs(email: string, brandName: string): Promise<void> {
  const api = await apiPublic();
  await api('POST', '/api/auth/register-designer', {
    contactFirstName: 'Tove',
    contactLastName: 'Berg',
    fullName: 'Tove Berg',
    mobileNumber: '+12015550123',
    brandName,
    events: [],
    instagram: '',
    facebook: '',
    address,
    returnAddress: address,
    returnAddressIsSame: true,
    enquiry: { mobileNumber: '', email: '' },
    businessTelephone: '+12015550100',
    taxResaleNumber: 'TX-7',
    identification: 'ID-7',
    website: 'berg.studio',
    email,
    about: 'Outerwear from Oslo.',
    brandLogo: '',
    roles: ['designer'],
  });
}

describe('a designer application', () => {
  it('is approved by an admin; the designer chooses a password from the mail and signs in', async () => {
    const email = `tove-${Date.now()}@berg.test`;
    const brand = `Berg Studio ${Date.now()}`;
    await applyAs(email, brand);

    const admin = await freshPage();
    await signIn(admin.page, 'admin@runway.test', DEMO_PASSWORD);
    await admin.page.goto(
      `/designer/view-designers?applicationStatus=pending&search=${encodeURIComponent(email)}`,
    );
    await admin.page.getByRole('link', { name: `View ${brand}` }).click();
    await admin.page.waitForURL(/\/designer\/designer-detail\//);
    await admin.page.getByRole('heading', { level: 1, name: brand }).waitFor();
    const application = admin.page.getByRole('region', { name: 'Application' });
    await application.getByText('Waiting for a decision').waitFor();
    await expectNoAxeViolations(admin.page, 'designer detail');

    await application.getByRole('button', { name: 'Approve' }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Approve ${brand}?` });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expectToast(admin.page, 'status', `${brand} approved`);
    // Who decided, and when, are on the page.
    await application.getByText(/ by /).waitFor();
    assert.equal(await application.getByRole('button', { name: 'Approve' }).count(), 0);
    await admin.context.close();

    const designer = await freshPage();
    await designer.page.goto(await world.server.mailLink(email, '/auth/reset-password/'));
    await designer.page.getByLabel(/^New password/).fill('tove-chose-this');
    await designer.page.getByLabel(/^Confirm password/).fill('tove-chose-this');
    await designer.page.getByRole('button', { name: 'Submit' }).click();
    await expectPath(designer.page, '/dashboard');
    await designer.context.close();

    const again = await freshPage();
    await signIn(again.page, email, 'tove-chose-this');
    assert.equal(new URL(again.page.url()).pathname, '/dashboard');
    await again.context.close();
  });

  it('#27 asks for a password reset while pending: told it is under review, and mailed nothing', async () => {
    const email = `nell-${Date.now()}@wren.test`;
    await applyAs(email, `Wren Made ${Date.now()}`);
    const { context, page } = await freshPage();
    await page.goto('/auth/forgot-password');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'SEND' }).click();
    const refused = page.getByRole('dialog', { name: 'Error!' });
    await refused
      .getByText('Your designer application is under review.', { exact: false })
      .waitFor();
    await expectNoAxeViolations(page, 'forgot password, application under review');
    assert.equal(await page.getByRole('dialog', { name: 'Success' }).count(), 0);

    // Mail goes out in the order it was asked for: once a reset asked for after this one has
    // reached the outbox, a link to the applicant would have too.
    const witness = `witness-${Date.now()}@shop.test`;
    const visitor = await apiPublic();
    await visitor('POST', '/api/auth/register', {
      fullName: 'Wit Ness',
      email: witness,
      password: 'witness-pass-1',
      repeatPassword: 'witness-pass-1',
    });
    await page.goto('/auth/forgot-password');
    await page.getByLabel('E-mail').fill(witness);
    await page.getByRole('button', { name: 'SEND' }).click();
    await page.getByRole('dialog', { name: 'Success' }).waitFor();
    await world.server.mailLink(witness, '/auth/reset-password/');
    const mails = await world.server.mailsTo(email);
    assert.equal(mails.filter((mail) => mail.includes('/auth/reset-password/')).length, 0);
    // Its only mail is the receipt of the application.
    assert.equal(mails.length, 1);
    await context.close();
  });

  it('is added by an admin with the application’s form, then edited', async () => {
    const email = `ines-${Date.now()}@ortega.test`;
    const brand = `Ortega Knit ${Date.now()}`;
    const { context, page } = await freshPage();
    await signIn(page, 'admin@runway.test', DEMO_PASSWORD);
    await page.goto('/designer/view-designers');
    await page.getByRole('link', { name: 'Add designer' }).click();
    await expectPath(page, '/designer/add-designer');
    await page.getByRole('heading', { level: 1, name: 'Add designer' }).waitFor();
    await expectNoAxeViolations(page, 'add designer');

    for (const [label, value] of [
      [/^Full name/, 'Ines Ortega'],
      [/^E-mail/, email],
      [/^Brand name/, brand],
      [/^City/, 'New York'],
      [/^State/, 'NY'],
      [/^Postal code/, '10001'],
      [/^Commission/, '17.5'],
      [/^Subscription amount/, '29'],
    ] as const) {
      await page.getByLabel(label).fill(value);
    }
    await page.getByRole('textbox', { name: /^Address/ }).fill('350 5th Ave');
    await page.getByLabel(/^Country/).selectOption('United States');
    await page.getByRole('button', { name: 'Save' }).click();
    const popup = page.getByRole('dialog', { name: 'Addresses we found on UPS' });
    await popup.waitFor();
    await popup.getByRole('checkbox').first().check();
    await popup.getByRole('button', { name: 'Select' }).click();
    await expectToast(page, 'status', 'Designer added');
    await expectPath(page, '/designer/view-designers');
    // The new designer chooses a password from the mail, as an approved applicant does.
    assert.match(await world.server.mailLink(email, '/auth/reset-password/'), /reset-password/);

    await page.getByRole('searchbox', { name: 'Search designers' }).fill(email);
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: `Edit ${brand}` }).click();
    await page.getByRole('heading', { level: 1, name: `Edit ${brand}` }).waitFor();
    assert.equal(await page.getByLabel(/^Commission/).inputValue(), '17.5');
    await expectNoAxeViolations(page, 'edit designer');
    await page.getByLabel(/^Commission/).fill('20');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'status', 'Designer saved');
    await page.getByRole('heading', { level: 1, name: brand }).waitFor();
    const payments = page.getByRole('region', { name: 'Payments and subscription' });
    await payments.getByText('20%', { exact: true }).waitFor();
    await payments.getByText('$29.00 a month').waitFor();
    await context.close();
  });

  it('#27 the add-designer form puts short fields in two columns at 1280 px, one at 375 px', async () => {
    const { context, page } = await freshPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'admin@runway.test', DEMO_PASSWORD);
    await page.goto('/designer/add-designer');
    await page.getByRole('heading', { level: 1, name: 'Add designer' }).waitFor();
    const box = async (label: RegExp) => {
      const found = await page.getByLabel(label).first().boundingBox();
      assert.ok(found, `${label} is drawn`);
      return found;
    };
    const first = await box(/^Contact first name/);
    const last = await box(/^Contact last name/);
    // Side by side: one row, two columns of one width.
    assert.equal(Math.round(first.y), Math.round(last.y));
    assert.ok(last.x > first.x + first.width, 'the last name is right of the first');
    assert.ok(Math.abs(first.width - last.width) <= 1);
    const city = await box(/^City/);
    const state = await box(/^State/);
    assert.equal(Math.round(city.y), Math.round(state.y));
    const commission = await box(/^Commission/);
    const amount = await box(/^Subscription amount/);
    assert.equal(Math.round(commission.y), Math.round(amount.y));
    // A long field spans both columns.
    const street = await page.getByRole('textbox', { name: /^Address/ }).boundingBox();
    assert.ok(street && street.width > first.width * 1.9, 'the address line spans both columns');
    await expectNoAxeViolations(page, 'add designer at 1280 px');

    await page.setViewportSize({ width: 375, height: 760 });
    // The renderer takes the new width after the call returns: measure once it has.
    await page.waitForFunction(() => document.documentElement.clientWidth <= 375);
    const narrowFirst = await box(/^Contact first name/);
    const narrowLast = await box(/^Contact last name/);
    assert.ok(narrowLast.y > narrowFirst.y + narrowFirst.height, 'one column on a phone');
    assert.equal(Math.round(narrowFirst.x), Math.round(narrowLast.x));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 375, `no sideways scroll at 375 px (${width} px)`);
    await context.close();
  });
});
