import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiAs, type ListOf } from './support/api';
import { expectNoAxeViolations } from './support/browser';
import { world } from './support/context';
import type { Page } from './support/deps';

type Named = { _id: string; title?: string; name?: string };

/** A phone's width: the player is embedded in brands' pages and opened on phones. */
async function phonePage(): Promise<Page> {
  const context = await world.browser.newContext({
    baseURL: world.server.baseUrl,
    viewport: { width: 375, height: 812 },
  });
  return context.newPage();
}

/** Seeks the player's video (muted, as a journey cannot hear it). */
async function seek(page: Page, sec: number | 'end'): Promise<void> {
  await page.evaluate(async (to) => {
    const video = document.querySelector('video')!;
    video.muted = true;
    if (Number.isNaN(video.duration)) {
      await new Promise((resolve) =>
        video.addEventListener('loadedmetadata', resolve, { once: true }),
      );
    }
    video.currentTime = to === 'end' ? video.duration - 0.3 : to;
    if (to === 'end') await video.play();
  }, sec);
}

const currentProduct = (page: Page) =>
  page.locator('li[aria-current="true"]').getByRole('heading').textContent();

describe('the embeddable player', () => {
  it('plays the published replay at 375 px: video, products, the product on screen, a jump, no axe violation', async () => {
    const api = await apiAs('designer@runway.test');
    const shows = await api<ListOf<Named>>('GET', '/api/v2/web-events?search=Spring%20Lookbook');
    const id = shows.data.items[0]?._id;
    assert.ok(id, 'the demo seed publishes the Spring Lookbook Live web event');

    const page = await phonePage();
    const started = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/v2/public/player-events') &&
        request.postData()?.includes('"session-start"') === true,
    );
    await page.goto(`/web-event/video/${id}/replay`);
    await page.getByRole('heading', { level: 1, name: 'Spring Lookbook Live' }).waitFor();
    await started;
    const rail = page.getByRole('region', { name: 'Shop the show' });
    await rail.waitFor();
    assert.equal(
      await page.locator('video[aria-label="Spring Lookbook Live"][controls]').count(),
      1,
    );
    assert.equal(await rail.getByRole('listitem').count(), 2);
    await page.getByText('$420.00').waitFor();
    await page.getByText('$285.50').waitFor();
    const buy = page.getByRole('link', { name: 'Buy Linen Trench Coat (opens in a new tab)' });
    assert.equal(await buy.getAttribute('target'), '_blank');
    assert.equal(await buy.getAttribute('rel'), 'noopener noreferrer');
    // Nothing wider than the phone.
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 375);
    await expectNoAxeViolations(page, 'web-event/video/:id/replay at 375 px');

    // The first product is on screen from 1 s to 8 s; a jump goes to the second's moment.
    await seek(page, 2);
    await page.locator('li[aria-current="true"]').getByText('Linen Trench Coat').waitFor();
    await page.getByRole('button', { name: 'Jump to 0:09.000: Silk Slip Dress' }).click();
    await page.locator('li[aria-current="true"]').getByText('Silk Slip Dress').waitFor();
    assert.equal(await currentProduct(page), 'Silk Slip Dress');
    assert.ok((await page.evaluate(() => document.querySelector('video')!.currentTime)) >= 9);
    await expectNoAxeViolations(page, 'web-event/video/:id/replay, a product on screen');
    await page.context().close();
  });

  it('shows a clear not-found state for an unknown type or id', async () => {
    const page = await phonePage();
    for (const path of [
      '/web-event/video/0f8fad5b-d9cb-469f-a165-70867728950e/replay',
      '/web-event/video/0f8fad5b-d9cb-469f-a165-70867728950e/trailer',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'This show is not available' }).waitFor();
    }
    await expectNoAxeViolations(page, 'web-event/video (not found)');
    await page.context().close();
  });

  it('plays a group’s web events in order', async () => {
    const api = await apiAs('designer@runway.test');
    const groups = await api<ListOf<Named>>('GET', '/api/v2/web-event-groups?search=Maison');
    const id = groups.data.items[0]?._id;
    assert.ok(id, 'the demo seed has a group of two web events');
    const page = await phonePage();
    await page.goto(`/web-event/video/${id}/group`);
    await page.getByRole('heading', { level: 1, name: 'Spring Lookbook Live' }).waitFor();
    await page.getByText('Show 1 of 2 · Maison Lumière on the web').waitFor();
    await seek(page, 'end');
    await page.getByRole('heading', { level: 1, name: 'Atelier Tour' }).waitFor();
    await page.getByText('Show 2 of 2 · Maison Lumière on the web').waitFor();
    await expectNoAxeViolations(page, 'web-event/video/:id/group');
    await page.context().close();
  });
});
