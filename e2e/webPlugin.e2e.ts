import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiAs, type ListOf } from './support/api';
import { expectNoAxeViolations, expectPath } from './support/browser';
import { DEMO_PASSWORD, freshPage } from './support/context';
import type { Page } from './support/deps';
import { expectToast, signIn } from './support/steps';

type WebProduct = { _id: string; name: string };

async function addWebProduct(page: Page, name: string, price: string, link: string) {
  await page.goto('/web-product/add-product');
  await page.getByRole('heading', { level: 1, name: 'Add web product' }).waitFor();
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('textbox', { name: /^Price/ }).fill(price);
  await page.getByRole('textbox', { name: /^Currency/ }).fill('EUR');
  await page.getByRole('textbox', { name: /^Buy link/ }).fill(link);
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expectToast(page, 'status', 'Web product added');
  await expectPath(page, '/web-product/view-products');
}

describe('the web plugin', () => {
  it('a designer makes two web products, a web event with them and its carousel times, publishes it and copies its embed code', async () => {
    const stamp = Date.now().toString(36);
    const { page, context } = await freshPage();
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signIn(page, 'designer@runway.test', DEMO_PASSWORD);
      await addWebProduct(page, `Tote ${stamp}`, '129.50', 'https://brand.example/tote');
      await addWebProduct(page, `Scarf ${stamp}`, '45', 'https://brand.example/scarf');
      await expectNoAxeViolations(page, 'web-product/view-products');

      // The web event, with both products in the player's order and the sample replay.
      await page.goto('/web-event/add-event');
      await page.getByRole('heading', { level: 1, name: 'Add web event' }).waitFor();
      await page.getByRole('textbox', { name: /^Title/ }).fill(`Spring on the site ${stamp}`);
      await page
        .getByRole('textbox', { name: /^Replay URL/ })
        .fill(new URL('/demo/sample-show.mp4', page.url()).href);
      const search = page.getByRole('searchbox').last();
      await search.fill(stamp);
      await page.getByRole('button', { name: `Add Tote ${stamp}` }).click();
      await page.getByRole('button', { name: `Add Scarf ${stamp}` }).click();
      await expectNoAxeViolations(page, 'web-event/add-event');
      await page.getByRole('button', { name: 'Save' }).first().click();
      await expectToast(page, 'status', 'Web event added');
      await page.waitForURL(/\/web-event\/event-detail\/[0-9a-f-]{36}$/);
      const webEventId = page.url().split('/').pop()!;

      // Its carousel times: the tote first, then the scarf (the whole list, as the editor saves it).
      const api = await apiAs('designer@runway.test');
      const products = (
        await api<ListOf<WebProduct>>('GET', `/api/v2/web-products?webEventId=${webEventId}`)
      ).data.items;
      assert.deepEqual(
        products.map((product) => product.name),
        [`Tote ${stamp}`, `Scarf ${stamp}`],
      );
      await api('PUT', `/api/v2/web-events/${webEventId}/carousel-times`, [
        { productId: products[0]!._id, startSec: 1, endSec: 5 },
        { productId: products[1]!._id, startSec: 6, endSec: 10 },
      ]);
      await page.goto(`/web-event/carousel-time/${webEventId}`);
      await page.getByRole('slider', { name: `Start of Tote ${stamp}`, exact: true }).waitFor();
      await expectNoAxeViolations(page, 'web-event/carousel-time');

      // Publish, then the embed code.
      await page.goto(`/web-event/event-detail/${webEventId}`);
      await page.getByRole('button', { name: 'Publish' }).click();
      await expectToast(page, 'status', 'The web event is published');
      await page.getByRole('button', { name: 'Go live' }).waitFor();
      const iframe = page.getByLabel('Iframe', { exact: true });
      const code = await iframe.textContent();
      const origin = new URL(page.url()).origin;
      assert.ok(code?.includes(`src="${origin}/web-event/video/${webEventId}/replay"`), code ?? '');
      await page.getByRole('button', { name: 'Copy Iframe' }).click();
      await expectToast(page, 'status', 'Iframe copied');
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code);
      assert.equal(
        await page.getByLabel('Script loader', { exact: true }).textContent(),
        `<script src="${origin}/embed.js" async></script>`,
      );
      const sites = page.getByRole('textbox', { name: 'Sites allowed to embed the player' });
      await sites.fill('http://127.0.0.1:4999');
      await page.getByRole('button', { name: 'Save allowed sites' }).click();
      await expectToast(page, 'status', 'Allowed sites saved');
      await expectNoAxeViolations(page, 'web-event/event-detail');
      // The loader is served beside the console.
      const loader = await page.request.get(`${origin}/embed.js`);
      assert.equal(loader.status(), 200);
      assert.match(await loader.text(), /runway-live:size/);
    } finally {
      await context.close();
    }
  });
});
