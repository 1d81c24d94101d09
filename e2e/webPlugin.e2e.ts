import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiAs, type ListOf } from './support/api';
import { expectNoAxeViolations, expectPath } from './support/browser';
import { brandSite, closeSite, type BrandSite } from './support/brandSite';
import { DEMO_PASSWORD, freshPage } from './support/context';
import type { BrowserContext, Page } from './support/deps';
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

/**
 * A brand's site on an origin of its own (127.0.0.1, a free port): one page, the embed code
 * as the console gave it. It notes the sizes the player reports and its iframes' load.
 */
const brandShop = (embedCode: () => string) =>
  brandSite({
    title: "The brand's shop",
    host: '127.0.0.1',
    head: `
    <script>
      window.sizes = [];
      addEventListener('message', (event) => {
        if (event.data && event.data.type === 'runway-live:size') sizes.push(event.data.height);
      });
      document.addEventListener('load', (event) => {
        if (event.target instanceof HTMLIFrameElement) event.target.dataset.loaded = 'yes';
      }, true);
    </script>`,
    body: embedCode,
  });

/** The player page's answer to a frame of `brand`: its frame-ancestors directive. */
async function openBrandPage(context: BrowserContext, brand: string, playerUrl: string) {
  const page = await context.newPage();
  const answer = page.waitForResponse((response) => response.url() === playerUrl);
  await page.goto(`${brand}/`);
  const policy = (await (await answer).allHeaders())['content-security-policy'] ?? '';
  const ancestors = /frame-ancestors ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/) ?? [];
  await page.locator('iframe[data-runway-live-player][data-loaded="yes"]').waitFor();
  const frame = await page.locator('iframe[data-runway-live-player]').elementHandle();
  const content = await frame?.contentFrame();
  assert.ok(content, 'the iframe has a frame');
  return { page, ancestors, content };
}

describe('the web plugin', () => {
  it('a designer makes two web products, a web event with them and its carousel times, publishes it, and its embed code plays on an allowed site and is refused on another', async () => {
    const stamp = Date.now().toString(36);
    const { page, context } = await freshPage();
    const sites: BrandSite[] = [];
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
      const loader = await page.getByLabel('Script loader', { exact: true }).textContent();
      assert.equal(loader, `<script src="${origin}/embed.js" async></script>`);
      // The brand's site (allowed) and another one (not), both serving the copied code.
      const embedCode = `${code}\n${loader}`;
      const allowed = await brandShop(() => embedCode);
      const refused = await brandShop(() => embedCode);
      sites.push(allowed, refused);
      const field = page.getByRole('textbox', { name: 'Sites allowed to embed the player' });
      await field.fill(allowed.origin);
      await page.getByRole('button', { name: 'Save allowed sites' }).click();
      await expectToast(page, 'status', 'Allowed sites saved');
      await expectNoAxeViolations(page, 'web-event/event-detail');
      // The loader is served beside the console.
      const loaderFile = await page.request.get(`${origin}/embed.js`);
      assert.equal(loaderFile.status(), 200);
      assert.match(await loaderFile.text(), /runway-live:size/);

      // On the allowed site the player plays the sample replay and shows the tote at 1 s.
      const playerUrl = `${origin}/web-event/video/${webEventId}/replay`;
      const shop = await openBrandPage(context, allowed.origin, playerUrl);
      assert.deepEqual(shop.ancestors, ["'self'", allowed.origin]);
      const player = shop.content;
      assert.equal(player.url(), playerUrl);
      await player
        .getByRole('heading', { level: 1, name: `Spring on the site ${stamp}` })
        .waitFor();
      await player.getByRole('region', { name: 'Shop the show' }).waitFor();
      assert.equal(await player.locator('li[aria-current="true"]').count(), 0);
      await player.evaluate(() => {
        const video = document.querySelector('video')!;
        video.muted = true;
        return video.play();
      });
      await player.waitForFunction(() => document.querySelector('video')!.currentTime >= 1);
      await player.locator('li[aria-current="true"]').getByText(`Tote ${stamp}`).waitFor();
      assert.ok(
        await player.evaluate(() => {
          const video = document.querySelector('video')!;
          return !video.paused && video.currentTime < 5;
        }),
        'the video plays, the tote on screen',
      );
      // embed.js sizes the iframe to the height the player reports.
      await shop.page.waitForFunction(() => {
        const { sizes } = window as unknown as { sizes: number[] };
        const frame = document.querySelector('iframe')!;
        return sizes.length > 0 && frame.style.height === `${sizes[sizes.length - 1]}px`;
      });
      await expectNoAxeViolations(shop.page, "the brand's page with the player");

      // The same page on a site that is not allowed: the browser refuses to show the player.
      const elsewhere = await openBrandPage(context, refused.origin, playerUrl);
      assert.deepEqual(elsewhere.ancestors, ["'self'", allowed.origin]);
      // Chromium's error page stands in the frame, not the player.
      assert.equal(elsewhere.content.url(), 'chrome-error://chromewebdata/');
      assert.equal(await elsewhere.content.locator('video, #root').count(), 0);
    } finally {
      await context.close();
      await Promise.all(sites.map(closeSite));
    }
  });
});
