import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { apiAs } from './support/api';
import { expectNoAxeViolations } from './support/browser';
import { DEMO_PASSWORD, freshPage } from './support/context';
import type { Page } from './support/deps';
import { fileOf, sample } from './support/importFiles';
import { signIn } from './support/steps';

// Bulk CSV import (issue 13): the domain's sample file under product codes of this journey.

/** Line 3's size is not in the chart, line 5 has no SKU. */
function withTwoBadLines(text: string, prefix: string): string {
  return text
    .replace(`,M,8,${prefix}-1001-BLK-M,`, `,Q,8,${prefix}-1001-BLK-M,`)
    .replace(`,28,0,${prefix}-2040-NAV-28,`, ',28,0,,');
}

/** Import CSV, then the file in the browser's file chooser; the sheet once it has read it. */
async function importFile(page: Page, path: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Import CSV' }).first().click(),
  ]);
  await chooser.setFiles(path);
  const sheet = page.getByRole('dialog', { name: /^Import / });
  await sheet.waitFor();
  await sheet
    .getByRole('status')
    .filter({ hasText: 'Reading the file' })
    .waitFor({ state: 'detached' });
  return sheet;
}

async function previewOf(sheet: ReturnType<Page['getByRole']>): Promise<string> {
  const preview = sheet.getByRole('region', { name: 'Preview' });
  await preview.getByText(/to create/).waitFor();
  return (await preview.getByText(/to create/).textContent()) ?? '';
}

describe('bulk CSV import', () => {
  it('a designer sees the bad lines, downloads the report, fixes the file, previews, uploads and finds the products; the same file again changes nothing', async () => {
    const { page } = await freshPage();
    await signIn(page, 'designer@runway.test', DEMO_PASSWORD);
    await page.goto('/view-products');
    await page.getByRole('table', { name: 'Products' }).waitFor();

    const good = sample('JR');
    const sheet = await importFile(
      page,
      await fileOf('catalogue.csv', withTwoBadLines(good, 'JR')),
    );
    await sheet.getByText('4 errors, 0 warnings').waitFor();
    const lines = await sheet.getByRole('listitem').allTextContents();
    assert.deepEqual(lines, [
      'Error · lines 2, 4Product JR-1001 is not imported because line 3 has errors.',
      'ErrorSize is invalid in line 3, please refer Help Section. (found “Q”)',
      'ErrorSKU is missing in line 5',
    ]);
    // The Help Section the size message points to offers the allowed values.
    await sheet
      .getByRole('region', { name: 'Help Section' })
      .getByRole('button', { name: 'Allowed values' })
      .waitFor();
    // Only the product all of whose lines passed is previewed: JR-3001.
    assert.equal(await previewOf(sheet), '1 to create, 0 to update · 1 variant row');
    await expectNoAxeViolations(page, 'import sheet with errors');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      sheet.getByRole('link', { name: 'Download report (CSV)' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'import-report.csv');
    const report = await readFile((await download.path())!, 'utf8');
    // Each line with its message, the value, and the line as the file gave it.
    const reported = report.split('\r\n');
    assert.equal(reported.length, 5);
    const fileLines = withTwoBadLines(good, 'JR').split('\r\n');
    assert.equal(reported[0], `row,type,message,value,${fileLines[0]}`);
    assert.equal(
      reported[2],
      `3,Error,"Size is invalid in line 3, please refer Help Section.",Q,${fileLines[2]}`,
    );
    assert.ok(
      reported[4]!.startsWith(`5,Error,SKU is missing in line 5,,${fileLines[4]!.slice(0, 20)}`),
    );
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await sheet.waitFor({ state: 'hidden' });

    // The fixed file.
    const fixed = await importFile(page, await fileOf('catalogue.csv', good));
    await fixed.getByText('No errors & warning').waitFor();
    assert.equal(await previewOf(fixed), '3 to create, 0 to update · 5 variant rows');
    await fixed.getByRole('button', { name: 'Upload' }).click();
    await fixed.getByText('Uploaded').waitFor();
    await fixed.waitFor({ state: 'hidden' });
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText('Products imported: 3 created, 0 updated.')
      .waitFor();
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('JR-');
    await search.press('Enter');
    for (const name of ['Linen slip dress', 'High-rise straight jeans', 'Canvas tote']) {
      await page
        .getByRole('table', { name: 'Products' })
        .getByText(name, { exact: true })
        .waitFor();
    }

    // The same file again: every product is matched, nothing would change.
    const again = await importFile(page, await fileOf('catalogue.csv', good));
    assert.equal(await previewOf(again), '0 to create, 0 to update, 3 unchanged · 5 variant rows');
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'hidden' });
  });

  it('re-importing a file with a rejected line leaves the product’s variants as they were (issue 19)', async () => {
    const api = await apiAs('designer@runway.test');
    const variantsOf = async (code: string) => {
      const { data } = await api<{
        data: {
          items: { productCode: string; colors: { color: string; sizes: { size: string }[] }[] }[];
        };
      }>('GET', `/api/v2/products?search=${code}&limit=10`);
      const product = data.items.find((item) => item.productCode === code);
      return product?.colors.flatMap((color) =>
        color.sizes.map((size) => `${color.color} ${size.size}`),
      );
    };
    const { page } = await freshPage();
    await signIn(page, 'designer@runway.test', DEMO_PASSWORD);
    await page.goto('/view-products');
    await page.getByRole('table', { name: 'Products' }).waitFor();
    const good = sample('RJ');
    const first = await importFile(page, await fileOf('catalogue.csv', good));
    assert.equal(await previewOf(first), '3 to create, 0 to update · 5 variant rows');
    await first.getByRole('button', { name: 'Upload' }).click();
    await first.waitFor({ state: 'hidden' });
    const stored = await variantsOf('RJ-1001');
    assert.deepEqual(stored, ['Black S', 'Black M', 'Floral M']);

    // The file again with the Black M line refused: RJ-1001 is left out whole.
    const refused = await importFile(
      page,
      await fileOf('catalogue.csv', withTwoBadLines(good, 'RJ')),
    );
    await refused.getByText('4 errors, 0 warnings').waitFor();
    assert.equal(await previewOf(refused), '0 to create, 0 to update, 1 unchanged · 1 variant row');
    // Nothing would be written: Upload stays disabled.
    assert.equal(await refused.getByRole('button', { name: 'Upload' }).isDisabled(), true);
    await refused.getByRole('button', { name: 'Cancel' }).click();
    await refused.waitFor({ state: 'hidden' });
    assert.deepEqual(await variantsOf('RJ-1001'), stored);

    // A file that leaves a variant out names it, and asks before removing it.
    const withoutFloral = good
      .split('\r\n')
      .filter((line) => !line.includes(',RJ-1001-FLO-M,'))
      .join('\r\n');
    const removing = await importFile(page, await fileOf('catalogue.csv', withoutFloral));
    await removing
      .getByRole('region', { name: 'Preview' })
      .getByText('RJ-1001: Colors and sizes; removes Floral M')
      .waitFor();
    const upload = removing.getByRole('button', { name: 'Upload' });
    assert.equal(await upload.isDisabled(), true);
    await expectNoAxeViolations(page, 'import sheet asking to confirm a removal');
    await removing
      .getByRole('checkbox', { name: 'Remove this variant from the stored products' })
      .check();
    await upload.click();
    await removing.waitFor({ state: 'hidden' });
    assert.deepEqual(await variantsOf('RJ-1001'), ['Black S', 'Black M']);
  });

  it('an admin imports for a designer picked in the sheet (issue 19)', async () => {
    const designerApi = await apiAs('designer@runway.test');
    const { user } = await designerApi<{
      user: { _id: string; fullName: string; designer: { brandName: string } | null };
    }>('GET', '/api/auth/me');
    const { page } = await freshPage();
    await signIn(page, 'admin@runway.test', DEMO_PASSWORD);
    await page.goto('/view-products');
    await page.getByRole('table', { name: 'Products' }).waitFor();
    // The sample leaves Designer Id blank, as the template does.
    const sheet = await importFile(page, await fileOf('for-a-designer.csv', sample('PK')));
    await sheet.getByText('5 errors, 0 warnings').waitFor();
    assert.equal(await sheet.getByRole('button', { name: 'Upload' }).isDisabled(), true);

    // The searchable designer picker: type part of the brand, pick it from the list.
    const name = user.designer?.brandName || user.fullName;
    await sheet.getByRole('combobox', { name: /Designer/ }).fill(name);
    // An option's name is the brand and, after it, the person's name.
    await sheet.getByRole('option').filter({ hasText: name }).first().click();
    await sheet.getByText('No errors & warning').waitFor();
    assert.equal(await previewOf(sheet), '3 to create, 0 to update · 5 variant rows');
    await sheet.getByRole('button', { name: 'Upload' }).click();
    await sheet.waitFor({ state: 'hidden' });

    const { data } = await designerApi<{ data: { items: { productCode: string }[] } }>(
      'GET',
      '/api/v2/products?search=PK-&limit=100',
    );
    assert.deepEqual(data.items.map((product) => product.productCode).sort(), [
      'PK-1001',
      'PK-2040',
      'PK-3001',
    ]);
  });

  it('an admin imports for two designers, naming each on its lines', async () => {
    const ids: string[] = [];
    for (const email of ['designer@runway.test', 'atelier@runway.test']) {
      const api = await apiAs(email);
      ids.push((await api<{ user: { _id: string } }>('GET', '/api/auth/me')).user._id);
    }
    const [header, ...first] = sample('AD1', ids[0]).split('\r\n');
    const [, ...second] = sample('AD2', ids[1]).split('\r\n');
    const text = [header, ...first, ...second].join('\r\n');

    const { page } = await freshPage();
    await signIn(page, 'admin@runway.test', DEMO_PASSWORD);
    await page.goto('/view-products');
    await page.getByRole('table', { name: 'Products' }).waitFor();
    const sheet = await importFile(page, await fileOf('two-designers.csv', text));
    await sheet.getByText('No errors & warning').waitFor();
    assert.equal(await previewOf(sheet), '6 to create, 0 to update · 10 variant rows');
    await sheet.getByRole('button', { name: 'Upload' }).click();
    await sheet.waitFor({ state: 'hidden' });

    for (const [email, prefix] of [
      ['designer@runway.test', 'AD1'],
      ['atelier@runway.test', 'AD2'],
    ] as const) {
      const api = await apiAs(email);
      const { data } = await api<{ data: { items: { productCode: string }[] } }>(
        'GET',
        `/api/v2/products?search=${prefix}-&limit=100`,
      );
      assert.deepEqual(
        data.items.map((product) => product.productCode).sort(),
        [`${prefix}-1001`, `${prefix}-2040`, `${prefix}-3001`],
        `${email} owns the ${prefix} products`,
      );
    }
  });
});
