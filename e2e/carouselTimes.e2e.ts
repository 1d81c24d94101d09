import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiAs, type ListOf } from './support/api';
import { expectNoAxeViolations, expectPath } from './support/browser';
import { DEMO_PASSWORD, freshPage } from './support/context';
import type { Page } from './support/deps';
import { expectToast, signIn } from './support/steps';

type Entry = { productId: string; startSec: number; endSec: number };
type Product = { _id: string; productName: string };

const slider = (page: Page, name: string) => page.getByRole('slider', { name, exact: true });
const valueOf = async (page: Page, name: string) =>
  Number(await slider(page, name).getAttribute('aria-valuenow'));

describe('carousel times', () => {
  it('a designer ties the replay’s two products to their moments with the keyboard alone, sees an overlap refused, and saves', async () => {
    const api = await apiAs('designer@runway.test');
    // The demo seed's replay of the sample show video, found by its look.
    const looks = await api<ListOf<{ eventId: string | null }>>(
      'GET',
      '/api/v2/looks?search=Garden%20Party',
    );
    const eventId = looks.data.items[0]?.eventId;
    assert.ok(eventId, 'the Garden Party look is shown in the replay');
    const path = `/api/v2/events/${eventId}/carousel-times`;
    const before = (await api<{ data: Entry[] }>('GET', path)).data;
    const products = (await api<ListOf<Product>>('GET', `/api/v2/products?eventId=${eventId}`)).data
      .items;
    const idOf = (name: string) => products.find((p) => p.productName === name)?._id;
    await api('PUT', path, []);

    try {
      const { page, context } = await freshPage();
      await signIn(page, 'designer@runway.test', DEMO_PASSWORD);
      await page.goto(`/event/carousel-time/${eventId}`);
      await expectPath(page, `/event/carousel-time/${eventId}`);
      await page
        .getByRole('heading', { level: 1, name: 'Carousel times of Winter Capsule Replay' })
        .waitFor();
      // The sample video's 20 seconds are the timeline's length once its metadata is in.
      const playhead = slider(page, 'Playhead');
      await page.waitForFunction(
        () =>
          document
            .querySelector('[role="slider"][aria-label="Playhead"]')
            ?.getAttribute('aria-valuemax') === '20',
      );
      await page.getByText('No segments yet: add one at the playhead.').waitFor();
      await expectNoAxeViolations(page, 'event/carousel-time (empty)');

      // Tab from Preview to the playhead; two seconds on (the video seeks there).
      await page.getByRole('button', { name: 'Preview' }).focus();
      await page.keyboard.press('Tab');
      assert.equal(await playhead.evaluate((node) => node === document.activeElement), true);
      await page.keyboard.press('Shift+ArrowRight');
      await page.keyboard.press('Shift+ArrowRight');
      assert.equal(await playhead.getAttribute('aria-valuetext'), '0:02.000');
      await page.waitForFunction(() => document.querySelector('video')?.currentTime === 2);

      // Back to "Add at playhead" (Set start, Set end and Remove wait for a segment): the
      // first product, Linen Wrap Blouse, from 2 s.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await page.getByText(/^Selected: Linen Wrap Blouse, 0:02.000 to 0:07.000$/).waitFor();

      // To 6 s, and O: its end at the playhead.
      await playhead.focus();
      for (let second = 0; second < 4; second += 1) await page.keyboard.press('Shift+ArrowRight');
      await page.keyboard.press('o');
      await page.getByText(/^Selected: Linen Wrap Blouse, 0:02.000 to 0:06.000$/).waitFor();

      // The second product from the playhead: pick it in the product list by keyboard.
      await page.getByLabel('Product').focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByText(/^Selected: Silk Slip Mini Dress, 0:06.000 to 0:11.000$/).waitFor();

      // Its start one frame earlier would overlap the blouse: refused, with the rule's words.
      await slider(page, 'Start of Silk Slip Mini Dress').focus();
      await page.keyboard.press('ArrowLeft');
      await page
        .getByRole('alert')
        .filter({
          hasText:
            'Entry 2 (Silk Slip Mini Dress) starts at 0:05.958, before Entry 1 (Linen Wrap Blouse) ends (0:06.000): entries may not overlap.',
        })
        .waitFor();
      assert.equal(await valueOf(page, 'Start of Silk Slip Mini Dress'), 6);
      // Its end a second and a frame on: 11 → 12 → 12.042.
      await slider(page, 'End of Silk Slip Mini Dress').focus();
      await page.keyboard.press('Shift+ArrowRight');
      await page.keyboard.press('ArrowRight');
      assert.equal(await valueOf(page, 'End of Silk Slip Mini Dress'), 12.042);

      // Preview: at 3 s the blouse is on screen.
      await page.getByRole('button', { name: 'Preview' }).focus();
      await page.keyboard.press('Enter');
      await playhead.focus();
      await page.keyboard.press('Home');
      for (let second = 0; second < 3; second += 1) await page.keyboard.press('Shift+ArrowRight');
      await page
        .getByRole('status', { name: 'On screen now' })
        .filter({ hasText: 'On screen: Linen Wrap Blouse' })
        .waitFor();
      await expectNoAxeViolations(page, 'event/carousel-time (edited)');

      // Save from the unsaved-changes bar, by keyboard.
      const bar = page.getByRole('region', { name: 'Unsaved changes' });
      await bar.getByRole('button', { name: 'Save carousel times' }).focus();
      await page.keyboard.press('Enter');
      await expectToast(page, 'status', 'Carousel times saved');
      await bar.waitFor({ state: 'detached' });

      const saved = (await api<{ data: Entry[] }>('GET', path)).data;
      assert.deepEqual(saved, [
        { productId: idOf('Linen Wrap Blouse'), startSec: 2, endSec: 6 },
        { productId: idOf('Silk Slip Mini Dress'), startSec: 6, endSec: 12.042 },
      ]);
      // A reload shows what was saved.
      await page.reload();
      await slider(page, 'End of Silk Slip Mini Dress').waitFor();
      assert.equal(
        await slider(page, 'End of Silk Slip Mini Dress').getAttribute('aria-valuetext'),
        '0:12.042',
      );
      await context.close();
    } finally {
      await api('PUT', path, before);
    }
  });
});
