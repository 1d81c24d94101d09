import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiAnswersAs, apiAs, type ListOf } from './support/api';
import { createProduct, type Product } from './support/catalogue';
import { expectNoAxeViolations, expectPath } from './support/browser';
import { DEMO_PASSWORD, freshPage } from './support/context';
import { expectToast, signIn } from './support/steps';

// Issue 27, "Data lost or corrupted in use": what a designer does by clicking must never
// move, multiply or delete what they did not ask to.

type Show = { _id: string; title: string; status: string; productIds: string[] };
type CarouselTime = { productId: string; startSec: number; endSec: number };
type StockedProduct = Product & {
  colors: (Product['colors'][number] & {
    sizes: { size: string; quantity: number; available: number; sku: string }[];
  })[];
};

const DESIGNER = 'designer@runway.test';

describe('data kept in use', () => {
  it('a designer adds a product that is in another show: the page names that show and asks; cancelling leaves both shows as they were; an ended show is never emptied', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const api = await apiAs(DESIGNER);
    const answers = await apiAnswersAs(DESIGNER);
    const coat = await createProduct(api, `Journey coat ${stamp}`, `JC-${stamp}`);
    const first = (
      await api<{ data: Show }>('POST', '/api/v2/events', {
        title: `Journey first show ${stamp}`,
        productIds: [coat._id],
      })
    ).data;
    const second = (
      await api<{ data: Show }>('POST', '/api/v2/events', { title: `Journey second show ${stamp}` })
    ).data;
    const shows = (await api<ListOf<Show>>('GET', '/api/v2/events?limit=100')).data.items;
    const winter = shows.find((show) => show.title === 'Winter Capsule Replay');
    assert.ok(winter, 'the demo has the ended show Winter Capsule Replay');
    assert.equal(winter.status, 'ended');
    const winterTimes = await api<{ data: CarouselTime[] }>(
      'GET',
      `/api/v2/events/${winter._id}/carousel-times`,
    );

    const { page, context } = await freshPage();
    await signIn(page, DESIGNER, DEMO_PASSWORD);
    await page.goto(`/event/edit-event/${second._id}`);
    await page.getByRole('heading', { level: 1, name: `Edit ${second.title}` }).waitFor();
    const products = page.getByRole('group', { name: 'Products' });
    const search = products.getByRole('searchbox', { name: 'Search your products' });
    const toAdd = products.getByRole('list', { name: 'Products to add' });

    // The product of another show names it, and Add asks.
    await search.fill(stamp);
    await toAdd.getByText(`In the show “${first.title}”`).waitFor();
    await toAdd.getByRole('button', { name: `Add ${coat.productName}` }).click();
    const dialog = page.getByRole('dialog', {
      name: `Move ${coat.productName} to ${second.title}?`,
    });
    await dialog.getByText(`is in the show “${first.title}”`).waitFor();
    await expectNoAxeViolations(page, 'event/edit-event (asking to move a product)');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await products.getByText('No products in this show yet.').waitFor();
    // Cancelled: both shows as they were.
    assert.deepEqual(
      (await api<{ data: Show }>('GET', `/api/v2/events/${first._id}`)).data.productIds,
      [coat._id],
    );
    assert.deepEqual(
      (await api<{ data: Show }>('GET', `/api/v2/events/${second._id}`)).data.productIds,
      [],
    );

    // The ended show's product: named as an ended show's, and no Add.
    await search.fill('Silk Slip Mini');
    await toAdd.getByText('In the ended show “Winter Capsule Replay”').waitFor();
    assert.equal(
      await toAdd.getByRole('button', { name: 'Add Silk Slip Mini Dress' }).isDisabled(),
      true,
    );
    await products
      .getByText('A product in an ended show stays there: its record and replay show it.')
      .waitFor();
    await expectNoAxeViolations(page, 'event/edit-event (a product of an ended show)');

    // Confirmed, the move is saved: out of the first show, into this one.
    await search.fill(stamp);
    await toAdd.getByRole('button', { name: `Add ${coat.productName}` }).click();
    await dialog.getByRole('button', { name: 'Move here' }).click();
    await products
      .getByRole('list', { name: 'Products in the show' })
      .getByText(coat.productName)
      .waitFor();
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expectToast(page, 'status', 'Event saved');
    await expectPath(page, `/event/event-detail/${second._id}`);
    assert.deepEqual(
      (await api<{ data: Show }>('GET', `/api/v2/events/${second._id}`)).data.productIds,
      [coat._id],
    );
    assert.deepEqual(
      (await api<{ data: Show }>('GET', `/api/v2/events/${first._id}`)).data.productIds,
      [],
    );

    // Nor does the API empty the ended show, move or not: its products and replay's times stay.
    const silk = winter.productIds[0]!;
    const refused = await answers<{ message: string }>('PATCH', `/api/v2/events/${second._id}`, {
      productIds: [coat._id, silk],
      move: true,
    });
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /is in the ended event "Winter Capsule Replay"/);
    assert.deepEqual(
      (await api<{ data: Show }>('GET', `/api/v2/events/${winter._id}`)).data.productIds,
      winter.productIds,
    );
    assert.deepEqual(
      await api<{ data: CarouselTime[] }>('GET', `/api/v2/events/${winter._id}/carousel-times`),
      winterTimes,
    );

    await api('DELETE', `/api/v2/events/${first._id}`);
    await api('DELETE', `/api/v2/events/${second._id}`);
    await api('DELETE', `/api/v2/products/${coat._id}`);
    await context.close();
  });

  it('a web product priced "149,90" is stored as 149.90', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const name = `Journey belt ${stamp}`;
    const { page, context } = await freshPage();
    await signIn(page, DESIGNER, DEMO_PASSWORD);
    await page.goto('/web-product/add-product');
    await page.getByRole('heading', { level: 1, name: 'Add web product' }).waitFor();
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    const currency = page.getByRole('textbox', { name: /^Currency/ });
    await currency.fill('EUR');
    await page.getByRole('textbox', { name: /^Buy link/ }).fill('https://brand.example/belt');
    const price = page.getByRole('textbox', { name: /^Price/ });

    // Ambiguous: asked, not guessed.
    await price.fill('1,299');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page
      .getByRole('form', { name: 'Add web product' })
      .getByText(
        '“1,299” could be read two ways: write 1299 for the whole amount, or add the cents (1,299.00 or 1.299,00)',
        { exact: true },
      )
      .waitFor();

    // A decimal comma: shown as it will be saved, then saved so.
    await price.fill('149,90');
    await page.getByText('Saved as €149.90').waitFor();
    await expectNoAxeViolations(page, 'web-product/add-product (a decimal comma)');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expectToast(page, 'status', 'Web product added');
    await expectPath(page, '/web-product/view-products');
    const table = page.getByRole('table', { name: /Web Products/i });
    await table
      .getByRole('row', { name: new RegExp(name) })
      .getByText('€149.90')
      .waitFor();

    const api = await apiAs(DESIGNER);
    const stored = (
      await api<ListOf<{ _id: string; name: string; price: number; currency: string }>>(
        'GET',
        `/api/v2/web-products?search=${encodeURIComponent(name)}`,
      )
    ).data.items;
    assert.equal(stored.length, 1);
    assert.equal(stored[0]!.price, 149.9);
    assert.equal(stored[0]!.currency, 'EUR');
    await api('DELETE', `/api/v2/web-products/${stored[0]!._id}`);
    await context.close();
  });

  it('unticking a stocked size asks, and Undo brings the stock back', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const api = await apiAs(DESIGNER);
    const model = (
      await api<ListOf<StockedProduct>>('GET', '/api/v2/products?search=Satin%20Bias%20Midi')
    ).data.items[0];
    assert.ok(model, 'the demo has the Satin Bias Midi Dress');
    const [color] = model.colors;
    const [first, second] = color!.sizes;
    assert.ok(first && second, 'its first colour comes in two sizes or more');
    const code = `JU-${stamp}`;
    const made = (
      await api<{ data: StockedProduct }>('POST', '/api/v2/products', {
        productName: `Journey dress ${stamp}`,
        productCode: code,
        productBrand: model.productBrand,
        productPrice: model.productPrice,
        productTax: model.productTax,
        description: 'Two sizes in stock, for a journey.',
        categoryId: model.categoryId,
        status: 'active',
        colors: [
          {
            color: color!.color,
            colorCode: color!.colorCode,
            alternateColor: '',
            swatch: '',
            images: [],
            sizes: [
              { size: first.size, quantity: 6, sku: `${code}-A` },
              { size: second.size, quantity: 4, sku: `${code}-B` },
            ],
          },
        ],
      })
    ).data;

    const { page, context } = await freshPage();
    await signIn(page, DESIGNER, DEMO_PASSWORD);
    await page.goto(`/edit-product/${made._id}`);
    const grid = page.getByRole('grid', { name: 'Stock and SKU by colour and size' });
    const quantity = grid.getByRole('textbox', {
      name: `Quantity, ${color!.color}, ${first.size}`,
      exact: true,
    });
    assert.equal(await quantity.inputValue(), '6');
    const sizes = page.getByRole('group', { name: /^Sizes/ });
    const box = sizes.getByRole('checkbox', { name: first.size, exact: true });

    // Unticking asks, naming the variant and its stock; Cancel keeps it.
    await box.click();
    const dialog = page.getByRole('dialog', { name: `Remove size ${first.size}?` });
    await dialog
      .getByRole('list', { name: 'Variants with stock' })
      .getByText(`${color!.color} ${first.size}: 6 in stock (${code}-A)`)
      .waitFor();
    await expectNoAxeViolations(page, 'edit-product (asking before a size with stock goes)');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    assert.equal(await box.isChecked(), true);
    assert.equal(await quantity.inputValue(), '6');

    // Removed after asking, then brought back by Undo with its stock and SKU.
    await box.click();
    await dialog.getByRole('button', { name: 'Remove this variant' }).click();
    await page
      .getByText(
        `Removed size ${first.size}: 1 variant, 6 in stock. Undo brings it back until you save.`,
      )
      .waitFor();
    assert.equal(await quantity.count(), 0);
    await page.getByRole('button', { name: 'Undo' }).click();
    assert.equal(await box.isChecked(), true);
    assert.equal(await quantity.inputValue(), '6');
    assert.equal(
      await grid
        .getByRole('textbox', { name: `SKU, ${color!.color}, ${first.size}`, exact: true })
        .inputValue(),
      `${code}-A`,
    );
    await page.getByRole('textbox', { name: /^Product name/ }).fill(`Journey dress ${stamp} II`);
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expectToast(page, 'status', 'Product saved');

    const saved = (await api<{ data: StockedProduct }>('GET', `/api/v2/products/${made._id}`)).data;
    assert.deepEqual(saved.colors[0]!.sizes, [
      // Nothing is held by a checkout: all of each size's stock is available.
      { size: first.size, quantity: 6, available: 6, sku: `${code}-A` },
      { size: second.size, quantity: 4, available: 4, sku: `${code}-B` },
    ]);
    await api('DELETE', `/api/v2/products/${made._id}`);
    await context.close();
  });
});
