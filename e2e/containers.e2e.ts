import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiAs, type ListOf } from './support/api';
import { expectNoAxeViolations, expectPath } from './support/browser';
import { DEMO_PASSWORD, freshPage } from './support/context';
import { drawnPng, expectToast, signIn } from './support/steps';

type Week = {
  _id: string;
  title: string;
  status: string;
  startDate: string;
  endDate: string;
  coverImage: string;
};

describe('Fashion Weeks', () => {
  it('an admin creates a Fashion Week and publishes it; a designer sees it, and not a draft one', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const title = `Journey Week ${stamp}`;
    // A draft week of the same run, which the designer must not see.
    const admin = await apiAs('admin@runway.test');
    await admin('POST', '/api/v2/containers', {
      title: `Journey Draft ${stamp}`,
      city: 'Paris',
      startDate: '2026-10-01',
      endDate: '2026-10-07',
    });

    const { page, context } = await freshPage();
    await signIn(page, 'admin@runway.test', DEMO_PASSWORD);
    await page.goto('/container/view-containers');
    await page.getByRole('table', { name: 'Fashion Weeks' }).waitFor();
    await expectNoAxeViolations(page, 'container/view-containers (admin)');
    await page.getByRole('link', { name: 'Add Fashion Week' }).first().click();
    await expectPath(page, '/container/add-container');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'alert', 'Invalid Form');
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('textbox', { name: /^City/ }).fill('New York');
    const dates = page.getByRole('group', { name: 'Dates' });
    await dates.getByLabel(/First day/).fill('2026-09-10');
    await dates.getByLabel(/Last day/).fill('2026-09-17');
    await page.getByRole('textbox', { name: 'Description' }).fill('Live from the runways.');
    const png = await drawnPng(page, { width: 320, height: 200, color: '#6b2c5f' });
    await page.getByLabel(/^Cover image/).setInputFiles({
      name: 'runway.png',
      mimeType: 'image/png',
      buffer: png,
    });
    const cropper = page.getByRole('dialog', { name: 'Crop image' });
    await cropper.waitFor();
    await cropper.getByRole('button', { name: 'Confirm!' }).click();
    await page.getByText('runway.jpg', { exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('published');
    await expectNoAxeViolations(page, 'container/add-container');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'status', 'Fashion Week added');

    // Saved, it opens on its detail.
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const weekId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expectPath(page, `/container/container-detail/${weekId}`);
    await page.getByRole('region', { name: 'Overview' }).getByText('Sep 10 – 17, 2026').waitFor();
    await page.getByText('No events yet').waitFor();
    await page.getByRole('img', { name: `Cover of ${title}` }).waitFor();
    await expectNoAxeViolations(page, 'container/container-detail');
    const stored = await admin<{ data: Week }>('GET', `/api/v2/containers/${weekId}`);
    assert.deepEqual(
      [
        stored.data.status,
        stored.data.startDate,
        stored.data.endDate,
        /^brands_/.test(stored.data.coverImage),
      ],
      ['published', '2026-09-10', '2026-09-17', true],
    );
    await context.close();

    // The designer finds it in the list, read-only, and opens it.
    const designer = await freshPage();
    await signIn(designer.page, 'designer@runway.test', DEMO_PASSWORD);
    await designer.page.goto(`/container/view-containers?search=${stamp}`);
    const table = designer.page.getByRole('table', { name: 'Fashion Weeks' });
    await table.getByRole('link', { name: title, exact: true }).waitFor();
    assert.equal(
      await table.getByRole('link', { name: `Journey Draft ${stamp}`, exact: true }).count(),
      0,
    );
    assert.equal(await designer.page.getByRole('link', { name: 'Add Fashion Week' }).count(), 0);
    await expectNoAxeViolations(designer.page, 'container/view-containers (designer)');
    await table.getByRole('link', { name: title, exact: true }).click();
    await expectPath(designer.page, `/container/container-detail/${weekId}`);
    await designer.page.getByRole('heading', { level: 1, name: title }).waitFor();
    assert.equal(await designer.page.getByRole('link', { name: 'Edit' }).count(), 0);
    const designerApi = await apiAs('designer@runway.test');
    const seen = await designerApi<ListOf<Week>>('GET', `/api/v2/containers?search=${stamp}`);
    assert.deepEqual(
      seen.data.items.map((week) => week.title),
      [title],
    );
    await designer.context.close();
  });
});
