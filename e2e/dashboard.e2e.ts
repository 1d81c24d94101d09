import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD, freshPage } from './support/context';
import type { Page } from './support/deps';
import { signIn } from './support/steps';

/** The figure a dashboard card (a region named by its label) shows, read as a number. */
async function tile(page: Page, label: string): Promise<number> {
  const count = page.getByRole('region', { name: label, exact: true }).getByText(/^\d+$/);
  await count.waitFor();
  return Number(await count.textContent());
}

describe('the dashboard', () => {
  // The demo seed: Maison Lumière has two events, five products, two looks and one order;
  // Atelier Nord one event, three products, two looks and one order. No journey adds events;
  // the catalogue and import journeys add products and looks, and the selling, order desk and
  // coupon journeys place orders on the same server, so those only grow from the seed's.
  it("shows a designer its own counts, never another brand's", async () => {
    const { context, page } = await freshPage();
    await signIn(page, 'designer@runway.test', DEMO_PASSWORD);
    assert.equal(await tile(page, 'Events'), 2);
    assert.ok((await tile(page, 'Products')) >= 5);
    assert.ok((await tile(page, 'Looks')) >= 2);
    assert.ok((await tile(page, 'Orders')) >= 1);
    assert.equal(await page.getByRole('region', { name: 'Designers' }).count(), 0);
    await context.close();
  });

  it('shows the admin the marketplace counts', async () => {
    const { context, page } = await freshPage();
    await signIn(page, 'admin@runway.test', DEMO_PASSWORD);
    assert.equal(await tile(page, 'Events'), 3);
    assert.ok((await tile(page, 'Products')) >= 8);
    assert.ok((await tile(page, 'Looks')) >= 4);
    assert.ok((await tile(page, 'Orders')) >= 2);
    // Other journeys sign brands up, so these only grow from the seed's.
    assert.ok((await tile(page, 'Designers')) >= 2);
    // Users counts what its list holds, the shoppers (issue 27): the seed has one.
    assert.ok((await tile(page, 'Users')) >= 1);
    await context.close();
  });
});
