import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoAxeViolations, expectPath } from './support/browser';
import { DEMO_PASSWORD, freshPage } from './support/context';
import type { Page } from './support/deps';
import { drawnPng, signIn, toast } from './support/steps';

/** The basics every product needs, and its category (Midi dresses: XXS … XXL). */
async function fillBasics(page: Page, name: string, code: string): Promise<void> {
  await page.getByRole('textbox', { name: /^Product name/ }).fill(name);
  await page.getByRole('textbox', { name: /^Product code/ }).fill(code);
  await page.getByRole('textbox', { name: /^Brand/ }).fill('Journey');
  await page.getByRole('textbox', { name: /^Description/ }).fill('Made by the products journey.');
  await page.getByRole('textbox', { name: /^Price/ }).fill('120');
  await page.getByRole('textbox', { name: /^Tax rate/ }).fill('8');
  const category = page.getByRole('combobox', { name: /^Category/ });
  await category.locator('option', { hasText: 'Women › Clothing › Dresses › Midi' }).waitFor({
    state: 'attached',
  });
  await category.selectOption({ label: 'Women › Clothing › Dresses › Midi' });
}

async function pickColours(page: Page, names: readonly string[]): Promise<void> {
  const colours = page.getByRole('combobox', { name: /^Colours/ });
  for (const name of names) {
    await colours.fill(name);
    await page
      .getByRole('option', { name: new RegExp(`^${name}`) })
      .first()
      .waitFor();
    // The pick closes the list; typing the next name opens it again.
    await colours.press('Enter');
  }
}

async function pickSizes(page: Page, sizes: readonly string[]): Promise<void> {
  const group = page.getByRole('group', { name: /^Sizes/ });
  for (const size of sizes) await group.getByRole('checkbox', { name: size, exact: true }).check();
}

describe('products', () => {
  it('a designer adds a product with two colours × three sizes and a colour image, sees its stock in the list and edits a quantity', async () => {
    const { context, page } = await freshPage();
    await signIn(page, 'designer@runway.test', DEMO_PASSWORD);
    const code = `JR-${Date.now().toString(36)}`;

    await page.goto(new URL('/view-products', page.url()).href);
    await page.getByRole('table', { name: 'Products' }).waitFor();
    await expectNoAxeViolations(page, 'view-products (designer)');
    await page.getByRole('link', { name: 'Add product' }).first().click();
    await expectPath(page, '/add-product');
    await page.getByRole('heading', { level: 1, name: 'Add product' }).waitFor();

    await fillBasics(page, 'Journey wrap dress', code);
    await pickColours(page, ['Black', 'White']);
    await pickSizes(page, ['S', 'M', 'L']);
    const grid = page.getByRole('grid', { name: 'Stock and SKU by colour and size' });
    await grid.waitFor();
    const quantities = [
      ['Black', 'S', '1'],
      ['Black', 'M', '2'],
      ['Black', 'L', '3'],
      ['White', 'S', '4'],
      ['White', 'M', '5'],
      ['White', 'L', '0'],
    ] as const;
    for (const [color, size, quantity] of quantities) {
      await grid
        .getByRole('textbox', { name: `Quantity, ${color}, ${size}`, exact: true })
        .fill(quantity);
    }
    await page.getByRole('button', { name: 'Generate SKUs' }).click();
    assert.equal(
      await grid.getByRole('textbox', { name: 'SKU, White, M', exact: true }).inputValue(),
      `${code.toUpperCase()}-WHITE-M`,
    );

    await page.getByLabel('Add Black image').setInputFiles({
      name: 'black.png',
      mimeType: 'image/png',
      buffer: await drawnPng(page, { width: 800, height: 1600, color: '#1c1917' }),
    });
    const blackImages = page.getByRole('list', { name: 'Black images' });
    const uploaded = blackImages.getByRole('img').first();
    await uploaded.waitFor();
    // Resized in the browser before upload: at most 414 × 896, proportions kept.
    await page.waitForFunction((selector) => {
      const image = document.querySelector<HTMLImageElement>(selector);
      return image !== null && image.naturalWidth > 0;
    }, `[aria-label="Black images"] img`);
    const size = await uploaded.evaluate((image: HTMLImageElement) => ({
      width: image.naturalWidth,
      height: image.naturalHeight,
    }));
    assert.deepEqual(size, { width: 414, height: 828 });
    await expectNoAxeViolations(page, 'add-product (designer)');

    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, '/view-products');
    assert.equal(await toast(page, 'status').textContent(), 'Product added');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(code);
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    const row = page.getByRole('row', { name: /Journey wrap dress/ });
    await row.waitFor();
    assert.equal(await row.getByRole('cell', { name: '15', exact: true }).count(), 1);
    assert.equal(await row.getByRole('cell', { name: '6 in 2 colours', exact: true }).count(), 1);
    assert.equal(await row.locator('img').count(), 1, 'the colour image is the thumbnail');

    // Edit a quantity.
    await row.getByRole('link', { name: 'Journey wrap dress' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/edit-product/'));
    const editGrid = page.getByRole('grid', { name: 'Stock and SKU by colour and size' });
    await editGrid.getByRole('textbox', { name: 'Quantity, White, L', exact: true }).fill('10');
    await expectNoAxeViolations(page, 'edit-product (designer)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, '/view-products');
    assert.equal(await toast(page, 'status').textContent(), 'Product saved');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(code);
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await page
      .getByRole('row', { name: /Journey wrap dress/ })
      .getByRole('cell', { name: '25', exact: true })
      .waitFor();

    // An event's products: the context comes from the route.
    const eventId = '0190a000-0000-7000-8000-0000000000e1';
    await page.goto(new URL(`/event/products/${eventId}`, page.url()).href);
    await page.getByRole('heading', { level: 1, name: 'Event 0190a000 products' }).waitFor();
    await page.getByRole('table', { name: 'Event 0190a000 products' }).waitFor();
    await expectNoAxeViolations(page, 'event/products (designer)');
    await context.close();
  });

  it("an admin adds a product for a designer; that designer's colleague opening it sees not-found", async () => {
    const admin = await freshPage();
    const page = admin.page;
    await signIn(page, 'admin@runway.test', DEMO_PASSWORD);
    await page.goto(new URL('/add-product', page.url()).href);
    // The designer is picked by typing part of the brand (a searchable combobox).
    const designer = page.getByRole('combobox', { name: /^Designer/ });
    await designer.fill('Nord');
    await page.getByRole('option', { name: /Nord/ }).first().click();
    assert.match(await designer.inputValue(), /Nord/);
    const code = `JA-${Date.now().toString(36)}`;
    await fillBasics(page, 'Journey admin dress', code);
    await pickColours(page, ['Black']);
    await pickSizes(page, ['M']);
    await page.getByRole('button', { name: 'Generate SKUs' }).click();
    await page
      .getByRole('grid', { name: 'Stock and SKU by colour and size' })
      .getByRole('textbox', { name: 'Quantity, Black, M', exact: true })
      .fill('7');
    await expectNoAxeViolations(page, 'add-product (admin)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, '/view-products');
    assert.equal(await toast(page, 'status').textContent(), 'Product added');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(code);
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    const row = page.getByRole('row', { name: /Journey admin dress/ });
    await row.waitFor();
    await expectNoAxeViolations(page, 'view-products (admin)');
    const href = await row.getByRole('link', { name: 'Journey admin dress' }).getAttribute('href');
    assert.match(href ?? '', /^\/edit-product\/[0-9a-f-]{36}$/);
    await admin.context.close();

    // designer@runway.test is not Atelier Nord: the product is not theirs.
    const other = await freshPage();
    await signIn(other.page, 'designer@runway.test', DEMO_PASSWORD);
    await other.page.goto(new URL(href ?? '', other.page.url()).href);
    await other.page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
    await other.page.getByRole('link', { name: 'Back to Products' }).waitFor();
    await expectNoAxeViolations(other.page, 'edit-product of another designer');
    await other.context.close();
  });

  it('a designer pastes a 3 × 4 block of quantities from a spreadsheet and finds them all in quantity cells', async () => {
    const { context, page } = await freshPage();
    await signIn(page, 'designer@runway.test', DEMO_PASSWORD);
    const code = `JP-${Date.now().toString(36)}`;
    await page.goto(new URL('/add-product', page.url()).href);
    await page.getByRole('heading', { level: 1, name: 'Add product' }).waitFor();
    await fillBasics(page, 'Journey pasted dress', code);
    const colours = ['Black', 'White', 'Navy'] as const;
    const sizes = ['S', 'M', 'L', 'XL'] as const;
    await pickColours(page, colours);
    await pickSizes(page, sizes);
    const grid = page.getByRole('grid', { name: 'Stock and SKU by colour and size' });
    const quantity = (color: string, size: string) =>
      grid.getByRole('textbox', { name: `Quantity, ${color}, ${size}`, exact: true });
    const rows = [
      ['3', '5', '2', '1'],
      ['1', '0', '4', '6'],
      ['7', '2', '8', '3'],
    ];
    // What a spreadsheet puts on the clipboard: tab-separated cells, CRLF lines, a last break.
    const copied = `${rows.map((row) => row.join('\t')).join('\r\n')}\r\n`;
    await quantity('Black', 'S').click();
    await quantity('Black', 'S').evaluate((input, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, copied);
    await page.getByText('Pasted 12 quantities.').waitFor();
    for (const [r, color] of colours.entries()) {
      for (const [c, size] of sizes.entries()) {
        assert.equal(await quantity(color, size).inputValue(), rows[r]![c], `${color} ${size}`);
        assert.equal(
          await grid
            .getByRole('textbox', { name: `SKU, ${color}, ${size}`, exact: true })
            .inputValue(),
          '',
          `no number in the SKU of ${color} ${size}`,
        );
      }
    }

    await page.getByRole('button', { name: 'Generate SKUs' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, '/view-products');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(code);
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    const row = page.getByRole('row', { name: /Journey pasted dress/ });
    await row.getByRole('cell', { name: '42', exact: true }).waitFor();
    await context.close();
  });
});
