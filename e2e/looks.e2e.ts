import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiAs, type ListOf } from './support/api';
import { createProduct, type Look, type Product } from './support/catalogue';
import { expectNoAxeViolations, expectPath } from './support/browser';
import { DEMO_PASSWORD, freshPage } from './support/context';
import type { Page } from './support/deps';
import { expectToast, signIn } from './support/steps';

/** The names in the look's product list, top to bottom. */
async function lookOrder(page: Page, lookName: string): Promise<string[]> {
  const list = page.getByRole('list', { name: `Products in ${lookName}` });
  return list
    .getByRole('listitem')
    .evaluateAll(
      (items, names) =>
        items.map((item) => names.find((name) => item.textContent?.includes(name)) ?? '?'),
      ['Journey jacket', 'Journey trousers'],
    );
}

describe('looks', () => {
  it('a designer creates a look, adds two products, reorders them by keyboard, opens one from the look and comes back', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const api = await apiAs('designer@runway.test');
    await createProduct(api, 'Journey jacket', `JJ-${stamp}`);
    await createProduct(api, 'Journey trousers', `JT-${stamp}`);

    const { page, context } = await freshPage();
    await signIn(page, 'designer@runway.test', DEMO_PASSWORD);

    // The list, then the form.
    await page.goto('/look/view-looks');
    await page.getByRole('table', { name: 'Looks' }).waitFor();
    await expectNoAxeViolations(page, 'look/view-looks');
    await page.getByRole('link', { name: 'Add look' }).first().click();
    await expectPath(page, '/look/add-look');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'alert', 'Invalid Form');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Journey look');
    await page.getByRole('textbox', { name: 'Description' }).fill('Two pieces, in order.');
    await expectNoAxeViolations(page, 'look/add-look');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'status', 'Look added');

    // Saving a new look goes on to its products page.
    await page.getByRole('heading', { level: 1, name: 'Products in Journey look' }).waitFor();
    const lookId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByText('No products in this look yet').waitFor();
    await expectNoAxeViolations(page, 'look/products (empty)');

    // Add both from the picker of the designer's own products.
    const search = page.getByRole('searchbox', { name: 'Search your products' });
    await search.fill('Journey');
    await search.press('Enter');
    // Each add is saved at once (an atomic append).
    await page.getByRole('button', { name: 'Add Journey jacket' }).click();
    await expectToast(page, 'status', 'Journey jacket added to Journey look');
    await page.getByRole('button', { name: 'Add Journey trousers' }).click();
    await expectToast(page, 'status', 'Journey trousers added to Journey look');
    assert.deepEqual(await lookOrder(page, 'Journey look'), ['Journey jacket', 'Journey trousers']);

    // Reorder by keyboard alone, then save.
    // The handle: Space picks up, the arrow moves, Space drops (dnd-kit's keyboard sensor).
    // Each step waits for its announcement (in a visually hidden live region).
    const announced = (text: string) => page.getByText(text).first().waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Reorder Journey trousers' }).focus();
    await page.keyboard.press('Space');
    await announced('Picked up Journey trousers, at position 2 of 2.');
    // dnd-kit ignores an arrow key until it has measured the list after the pick-up, which
    // takes a moment on a loaded machine: press again until the move is announced (a second
    // press at the top moves nothing further).
    for (let attempt = 0; ; attempt += 1) {
      await page.keyboard.press('ArrowUp');
      const moved = page.getByText('Moved Journey trousers to position 1 of 2.').first();
      const shown = await moved.waitFor({ state: 'attached', timeout: 3_000 }).then(
        () => true,
        () => false,
      );
      if (shown) break;
      assert.ok(attempt < 4, 'the move up was never announced');
    }
    await page.keyboard.press('Space');
    await announced('Dropped Journey trousers at position 1 of 2.');
    assert.deepEqual(await lookOrder(page, 'Journey look'), ['Journey trousers', 'Journey jacket']);
    // And back down with the move button, by keyboard too.
    await page.getByRole('button', { name: 'Move Journey trousers down' }).focus();
    await page.keyboard.press('Enter');
    await announced('Moved Journey trousers to position 2 of 2.');
    assert.deepEqual(await lookOrder(page, 'Journey look'), ['Journey jacket', 'Journey trousers']);
    await page.getByRole('button', { name: 'Move Journey trousers up' }).focus();
    await page.keyboard.press('Enter');
    assert.deepEqual(await lookOrder(page, 'Journey look'), ['Journey trousers', 'Journey jacket']);
    await expectNoAxeViolations(page, 'look/products (two products, unsaved)');
    await page.getByRole('button', { name: 'Save products' }).click();
    // Saved once it says so: the save button is disabled while the save is in flight too,
    // so a disabled button alone raced the request (CI read the old order).
    await expectToast(page, 'status', 'Look products saved');
    const saved = await api<{ data: Look }>('GET', `/api/v2/looks/${lookId}`);
    const { data: inLook } = await api<ListOf<Product>>('GET', `/api/v2/products?lookId=${lookId}`);
    const nameOf = new Map(inLook.items.map((product) => [product._id, product.productName]));
    assert.deepEqual(
      saved.data.productIds.map((id) => nameOf.get(id)),
      ['Journey trousers', 'Journey jacket'],
    );

    // Open a product from the look's context, and come back.
    const trousersId = saved.data.productIds[0];
    await page.getByRole('link', { name: 'Open Journey trousers' }).click();
    await expectPath(page, `/look/edit-product/${lookId}/${trousersId}`);
    await page.goBack();
    await expectPath(page, `/look/products/${lookId}`);
    assert.deepEqual(await lookOrder(page, 'Journey look'), ['Journey trousers', 'Journey jacket']);

    // The look's form, and its list from an event's context.
    await page.getByRole('link', { name: 'Edit look' }).click();
    await expectPath(page, `/look/edit-look/${lookId}`);
    await page.getByRole('heading', { level: 1, name: 'Edit Journey look' }).waitFor();
    await expectNoAxeViolations(page, 'look/edit-look');
    await context.close();
  });

  it('moving a product from one look to another asks first and names the look', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const api = await apiAs('designer@runway.test');
    const product = await createProduct(api, `Journey scarf ${stamp}`, `JS-${stamp}`);
    const from = await api<{ data: Look }>('POST', '/api/v2/looks', {
      name: `Published ${stamp}`,
      status: 'published',
    });
    await api('POST', `/api/v2/looks/${from.data._id}/products`, { productIds: [product._id] });
    const into = await api<{ data: Look }>('POST', '/api/v2/looks', { name: `Into ${stamp}` });

    const { page, context } = await freshPage();
    await signIn(page, 'designer@runway.test', DEMO_PASSWORD);
    await page.goto(`/look/products/${into.data._id}`);
    const search = page.getByRole('searchbox', { name: 'Search your products' });
    await search.fill(product.productName);
    await search.press('Enter');
    const offered = page.getByRole('list', { name: 'Products to add' });
    await offered.getByText(`In the look “Published ${stamp}”`).waitFor();
    await page.getByRole('button', { name: `Add ${product.productName}` }).click();
    const dialog = page.getByRole('dialog', {
      name: `Move ${product.productName} to Into ${stamp}?`,
    });
    await dialog
      .getByText(
        `${product.productName} is in the look “Published ${stamp}”. Moving it here takes it out of that look.`,
      )
      .waitFor();
    await expectNoAxeViolations(page, 'look/products (move dialog)');
    // Nothing moved while the question is open.
    const before = await api<{ data: Look }>('GET', `/api/v2/looks/${from.data._id}`);
    assert.deepEqual(before.data.productIds, [product._id]);

    await dialog.getByRole('button', { name: 'Move here' }).click();
    await expectToast(page, 'status', `${product.productName} added to Into ${stamp}`);
    const left = await api<{ data: Look }>('GET', `/api/v2/looks/${from.data._id}`);
    const joined = await api<{ data: Look }>('GET', `/api/v2/looks/${into.data._id}`);
    assert.deepEqual(left.data.productIds, []);
    assert.deepEqual(joined.data.productIds, [product._id]);
    await context.close();
  });

  it("shows a designer another designer's look, or an unknown one, as not found", async () => {
    const atelier = await apiAs('atelier@runway.test');
    const theirs = await atelier<{ data: Look }>('POST', '/api/v2/looks', {
      name: 'Atelier private look',
    });
    const { page, context } = await freshPage();
    await signIn(page, 'designer@runway.test', DEMO_PASSWORD);
    for (const path of [
      `/look/products/${theirs.data._id}`,
      `/look/edit-look/${theirs.data._id}`,
      '/look/products/01930000-0000-7000-8000-00000000dead',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
      await expectNoAxeViolations(page, `${path} (not found)`);
    }
    await context.close();
  });
});
