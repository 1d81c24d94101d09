import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiAs } from './support/api';
import { expectNoAxeViolations, expectPath } from './support/browser';
import { DEMO_PASSWORD, freshPage } from './support/context';
import { signIn, toast } from './support/steps';

describe('reference data', () => {
  it('an admin adds a colour and a size chart and edits a category; a designer sees them read-only; deleting a colour in use is refused with its count', async (t) => {
    const admin = await freshPage();
    const page = admin.page;
    await signIn(page, 'admin@runway.test', DEMO_PASSWORD);

    // A colour.
    await page.goto(new URL('/colors', page.url()).href);
    await page.getByRole('table', { name: 'Colors' }).waitFor();
    await expectNoAxeViolations(page, 'colors (admin)');
    await page.getByRole('link', { name: 'Add color' }).first().click();
    await expectPath(page, '/colors/add');
    await page.getByRole('textbox', { name: /^Name/ }).fill('journey TEAL');
    await page.getByRole('textbox', { name: /^Hex code/ }).fill('#12ab9c');
    await expectNoAxeViolations(page, 'add color');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, '/colors');
    assert.equal(await toast(page, 'status').textContent(), 'Color added');
    await page.getByRole('searchbox', { name: 'Search colors' }).fill('journey');
    await page.getByRole('searchbox', { name: 'Search colors' }).press('Enter');
    await page.getByRole('cell', { name: 'Journey teal', exact: true }).waitFor();

    // A colour the demo's products use is not deleted.
    await page.getByRole('searchbox', { name: 'Search colors' }).fill('Black');
    await page.getByRole('searchbox', { name: 'Search colors' }).press('Enter');
    await page.getByRole('button', { name: 'Delete Black' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete color?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    assert.match(
      (await toast(page, 'alert').textContent()) ?? '',
      /^This colour is used by [1-9]\d* products?, so it cannot be deleted\.$/,
    );
    await page.getByRole('cell', { name: 'Black', exact: true }).waitFor();

    // A size chart.
    await page.goto(new URL('/size/charts/add', page.url()).href);
    await page.getByRole('textbox', { name: /^Name/ }).fill('Journey rings');
    await page.getByRole('textbox', { name: /^Key/ }).fill('journey-rings');
    const newSize = page.getByRole('textbox', { name: /^New size/ });
    for (const size of ['7', '6']) {
      await newSize.fill(size);
      await newSize.press('Enter');
    }
    await page.getByRole('button', { name: 'Move 6 up' }).click();
    await expectNoAxeViolations(page, 'add size chart');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, '/size/charts');
    await page.getByRole('list', { name: 'Sizes of Journey rings' }).waitFor();
    assert.deepEqual(
      await page
        .getByRole('list', { name: 'Sizes of Journey rings' })
        .getByRole('listitem')
        .allTextContents(),
      ['6', '7'],
    );
    await expectNoAxeViolations(page, 'size charts (admin)');

    // A category.
    await page.goto(new URL('/categories', page.url()).href);
    await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/categories/edit/'));
    const subCategory = page.getByRole('textbox', { name: /^Sub-category/ });
    // Other journeys pick categories by name: this one gets its name back afterwards.
    const categoryId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const original = await subCategory.inputValue();
    t.after(async () => {
      const api = await apiAs('admin@runway.test');
      await api('PATCH', `/api/v2/categories/${categoryId}`, { subCategory: original });
    });
    await subCategory.fill('Journey sub-category');
    await page.getByRole('region', { name: 'Unsaved changes' }).waitFor();
    await expectNoAxeViolations(page, 'edit category');
    // The browser's Back asks first, and Stay keeps the page and what was typed.
    const editPath = new URL(page.url()).pathname;
    await page.evaluate(() => window.history.back());
    const leave = page.getByRole('dialog', { name: 'Leave this page?' });
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'hidden' });
    await expectPath(page, editPath);
    assert.equal(await subCategory.inputValue(), 'Journey sub-category');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, '/categories');
    assert.equal(await toast(page, 'status').textContent(), 'Category saved');
    await admin.context.close();

    // A designer reads them, with no controls.
    const designer = await freshPage();
    await signIn(designer.page, 'designer@runway.test', DEMO_PASSWORD);
    for (const [path, name, text] of [
      ['/colors?search=journey', 'Colors', 'Journey teal'],
      ['/size/charts?search=journey', 'Size charts', 'Journey rings'],
      ['/categories?search=Journey', 'Categories', 'Journey sub-category'],
    ] as const) {
      await designer.page.goto(new URL(path, designer.page.url()).href);
      const table = designer.page.getByRole('table', { name });
      await table.getByText(text).first().waitFor();
      assert.equal(await designer.page.getByRole('link', { name: /^Add / }).count(), 0);
      assert.equal(await designer.page.getByRole('button', { name: /^Delete / }).count(), 0);
      assert.equal(await designer.page.getByRole('link', { name: /^Edit / }).count(), 0);
      await expectNoAxeViolations(designer.page, `${name} (designer)`);
    }
    await designer.context.close();
  });
});
