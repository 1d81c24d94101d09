import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiAs, type ApiCall } from './support/api';
import { expectNoAxeViolations, expectPath } from './support/browser';
import { createProduct } from './support/catalogue';
import { DEMO_PASSWORD, world } from './support/context';
import type { BrowserContext, Page } from './support/deps';
import { startServer } from './support/server';
import { expectToast, signIn } from './support/steps';

type ShowEvent = {
  _id: string;
  title: string;
  status: string;
  scheduledAt: string | null;
  timeZone: string;
  productIds: string[];
  lookIds: string[];
};

/**
 * A browser profile in New York's time zone, so the form's default zone and the
 * calendar's days are New York's whatever the machine's own zone is.
 */
async function newYorkPage(baseURL = world.server.baseUrl): Promise<{
  context: BrowserContext;
  page: Page;
}> {
  const context = await world.browser.newContext({ baseURL, timezoneId: 'America/New_York' });
  return { context, page: await context.newPage() };
}

/** A day next year, so the show is always in the future: 'yyyy-06-10'. */
const showDay = () => `${new Date().getUTCFullYear() + 1}-06-10`;

async function designerIdOf(email: string): Promise<string> {
  const api = await apiAs(email);
  const me = await api<{ user: { _id: string } }>('GET', '/api/auth/me');
  return me.user._id;
}

/** A show made through the API (admin and staff name the designer; they are never gated). */
async function createShow(api: ApiCall, body: Record<string, unknown>): Promise<ShowEvent> {
  return (await api<{ data: ShowEvent }>('POST', '/api/v2/events', body)).data;
}

describe('events', () => {
  it('a designer creates a show with two products and a look, schedules it and opens its page', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const api = await apiAs('designer@runway.test');
    const jacket = await createProduct(api, `Show jacket ${stamp}`, `SJ-${stamp}`);
    const skirt = await createProduct(api, `Show skirt ${stamp}`, `SK-${stamp}`);
    const look = (
      await api<{ data: { _id: string; name: string } }>('POST', '/api/v2/looks', {
        name: `Show look ${stamp}`,
      })
    ).data;

    const { context, page } = await newYorkPage();
    await signIn(page, 'designer@runway.test', DEMO_PASSWORD);
    await page.goto('/event/view-events');
    await page.getByRole('link', { name: 'Add event' }).first().click();
    await expectPath(page, '/event/add-event');
    await page.getByRole('heading', { level: 1, name: 'Add event' }).waitFor();

    const title = `Journey show ${stamp}`;
    await page.getByRole('textbox', { name: /Title/ }).fill(title);
    assert.equal(
      await page.getByRole('combobox', { name: 'Time zone' }).inputValue(),
      'America/New York',
    );
    await page.getByLabel('Date').fill(showDay());
    await page.getByLabel('Time', { exact: true }).fill('19:00');
    await page.getByText(/Thu 10 Jun \d{4}, 19:00 · New York \(EDT\)/).waitFor();
    await page.getByRole('spinbutton', { name: /Duration/ }).fill('45');

    const products = page.getByRole('group', { name: 'Products' });
    await products.getByRole('searchbox', { name: 'Search your products' }).fill(stamp);
    await products.getByRole('button', { name: `Add ${jacket.productName}` }).click();
    await products.getByRole('button', { name: `Add ${skirt.productName}` }).click();
    const looks = page.getByRole('group', { name: 'Looks' });
    await looks.getByRole('searchbox', { name: 'Search your looks' }).fill(stamp);
    await looks.getByRole('button', { name: `Add ${look.name}` }).click();
    await expectNoAxeViolations(page, 'the event form');

    await page.getByRole('button', { name: 'Save' }).first().click();
    await expectToast(page, 'status', 'Event added');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    assert.match(new URL(page.url()).pathname, /^\/event\/event-detail\//);
    const eventId = new URL(page.url()).pathname.split('/').pop() ?? '';

    await page
      .getByRole('group', { name: 'Lifecycle' })
      .getByRole('button', { name: 'Schedule' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Schedule this show?' });
    await dialog
      .getByText(/will be scheduled for Thu 10 Jun \d{4}, 19:00 · New York \(EDT\)/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expectToast(page, 'status', 'Event scheduled');

    // The status is the header's badge, said once: the overview counts down to the start.
    const overview = page.getByRole('region', { name: 'Overview' });
    await page.getByText('Scheduled', { exact: true }).first().waitFor();
    assert.equal(await page.getByText('Scheduled', { exact: true }).count(), 1);
    await overview.getByText(/^Starts in \d+ days/).waitFor();
    const inShow = page.getByRole('region', { name: 'Products in the show' });
    await inShow.getByRole('link', { name: jacket.productName }).waitFor();
    await inShow.getByRole('link', { name: skirt.productName }).waitFor();
    await page
      .getByRole('region', { name: 'Looks in the show' })
      .getByRole('link', { name: look.name })
      .waitFor();
    await expectNoAxeViolations(page, 'the event detail');

    // The show's product in its context names the event by its title in the trail.
    await inShow.getByRole('link', { name: jacket.productName }).click();
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: title })
      .waitFor();

    const saved = (await api<{ data: ShowEvent }>('GET', `/api/v2/events/${eventId}`)).data;
    assert.equal(saved.status, 'scheduled');
    assert.equal(saved.scheduledAt, `${showDay()}T23:00:00.000Z`);
    assert.equal(saved.timeZone, 'America/New_York');
    assert.deepEqual(saved.productIds, [jacket._id, skirt._id]);
    assert.deepEqual(saved.lookIds, [look._id]);
    await context.close();
  });

  it('shows a scheduled show on its day in the month and the week', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const admin = await apiAs('admin@runway.test');
    const designerId = await designerIdOf('designer@runway.test');
    const day = showDay().replace(/-10$/, '-17');
    // 23:30 in New York is already the next day in UTC: the calendar keeps it on its day.
    const show = await createShow(admin, {
      designerId,
      title: `Calendar show ${stamp}`,
      scheduledAt: `${day}T23:30:00-04:00`,
      timeZone: 'America/New_York',
    });
    await admin('PATCH', `/api/v2/events/${show._id}`, { status: 'scheduled' });

    const { context, page } = await newYorkPage();
    await signIn(page, 'designer@runway.test', DEMO_PASSWORD);
    await page.goto(`/event/view-events?view=month&date=${day}`);
    const month = page.getByRole('table', { name: /^Events, June \d{4}$/ });
    const cell = month.locator('td', { has: page.locator(`time[datetime="${day}"]`) });
    const link = cell.getByRole('link', { name: new RegExp(`Calendar show ${stamp}`) });
    await link.waitFor();
    assert.match((await link.textContent()) ?? '', /^23:30/);
    await expectNoAxeViolations(page, 'the events calendar (month)');

    await page.getByRole('button', { name: 'Week' }).click();
    await page.getByRole('table', { name: /^Events, 14 – 20 Jun \d{4}$/ }).waitFor();
    // On the week's time grid: its start shown, its end read out with it.
    await page
      .getByRole('link', { name: new RegExp(`^23:30 to 00:30 Calendar show ${stamp}`) })
      .first()
      .waitFor();
    assert.equal(new URL(page.url()).searchParams.get('view'), 'week');
    await expectNoAxeViolations(page, 'the events calendar (week)');

    await link.click().catch(() => undefined);
    await page
      .getByRole('link', { name: new RegExp(`Calendar show ${stamp}`) })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: `Calendar show ${stamp}` }).waitFor();
    await context.close();
  });

  it('an admin adds a show for a designer to a Fashion Week from the week', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const admin = await apiAs('admin@runway.test');
    const year = new Date().getUTCFullYear() + 1;
    const week = (
      await admin<{ data: { _id: string; title: string } }>('POST', '/api/v2/containers', {
        title: `Journey Week ${stamp}`,
        city: 'New York',
        startDate: `${year}-09-10`,
        endDate: `${year}-09-17`,
        status: 'published',
      })
    ).data;

    const { context, page } = await newYorkPage();
    await signIn(page, 'admin@runway.test', DEMO_PASSWORD);
    await page.goto(`/container/container-detail/${week._id}`);
    await page.getByRole('link', { name: 'Add event' }).first().click();
    await expectPath(page, `/container/event/add-event/${week._id}`);
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: week.title })
      .waitFor();
    const designer = page.getByRole('combobox', { name: /Designer/ });
    await designer.fill('Maison');
    await page
      .getByRole('option', { name: /Maison Lumi/ })
      .first()
      .click();
    const title = `Week show ${stamp}`;
    await page.getByRole('textbox', { name: /Title/ }).fill(title);
    // A day after the week: allowed, and said.
    await page.getByLabel('Date').fill(`${year}-09-20`);
    await page.getByLabel('Time', { exact: true }).fill('19:00');
    await page.getByText(`This is outside ${week.title}`, { exact: false }).waitFor();
    await page.getByLabel('Date').fill(`${year}-09-12`);
    await page.getByText('Viewers see it in their own time zone.').waitFor();
    await expectNoAxeViolations(page, 'the event form in a Fashion Week');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expectToast(page, 'status', 'Event added');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    await page.goto(`/container/events/${week._id}`);
    await page.getByRole('link', { name: title }).waitFor();
    await context.close();
  });

  it('refuses to schedule a show for a designer without a payment account, with the way to the setup', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const admin = await apiAs('admin@runway.test');
    const designerId = await designerIdOf('atelier@runway.test');
    const show = await createShow(admin, {
      designerId,
      title: `Atelier show ${stamp}`,
      scheduledAt: `${showDay()}T19:00:00-04:00`,
      timeZone: 'America/New_York',
    });

    const { context, page } = await newYorkPage();
    await signIn(page, 'atelier@runway.test', DEMO_PASSWORD);
    await page.goto(`/event/event-detail/${show._id}`);
    await page.getByRole('heading', { level: 1, name: show.title }).waitFor();
    await page
      .getByRole('group', { name: 'Lifecycle' })
      .getByRole('button', { name: 'Schedule' })
      .click();
    await page
      .getByRole('dialog', { name: 'Schedule this show?' })
      .getByRole('button', { name: 'Schedule' })
      .click();
    const refusal = page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: 'payment account' });
    await refusal.waitFor();
    await expectNoAxeViolations(page, 'the event detail, scheduling refused');

    const setup = context.waitForEvent('page');
    await refusal.getByRole('button', { name: 'Set up your payment account' }).click();
    const onboarding = await setup;
    await onboarding.waitForURL((url) => url.pathname.startsWith('/payments/local/'));
    await onboarding.close();

    const saved = (await admin<{ data: ShowEvent }>('GET', `/api/v2/events/${show._id}`)).data;
    assert.equal(saved.status, 'draft');
    await context.close();
  });

  it('sends a past-due designer adding a show to subscribe, then back to the form with their show', async () => {
    // A server of its own: subscribing changes Casa Duarte for good, and the subscription
    // journey needs it past due.
    const own = await startServer();
    try {
      const { context, page } = await newYorkPage(own.baseUrl);
      await signIn(page, 'pastdue@runway.test', DEMO_PASSWORD);
      await page.goto('/event/add-event');
      await page.getByRole('textbox', { name: /Title/ }).fill('Duarte summer show');
      await page.getByRole('button', { name: 'Save' }).first().click();

      await expectPath(page, '/subscription');
      assert.equal(new URL(page.url()).searchParams.get('from'), '/event/add-event');
      // Section 8 says why in its error dialog; the page says it again, under its title.
      const dialog = page.getByRole('dialog', { name: 'Error!' });
      await dialog.getByText(/^Your subscription is not active\./).waitFor();
      await dialog.getByRole('button').click();
      await page.getByText(/that action was refused\. Subscribe below/).waitFor();
      const plan = page.getByRole('region', { name: 'Your plan' });
      await plan.getByRole('button', { name: 'Subscribe' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/payments/local/checkout/'));
      await page.getByRole('button', { name: 'Pay $39.00 and subscribe' }).click();

      await expectPath(page, '/event/add-event');
      await page.getByRole('heading', { level: 1, name: 'Add event' }).waitFor();
      assert.equal(
        await page.getByRole('textbox', { name: /Title/ }).inputValue(),
        'Duarte summer show',
      );
      await page.getByRole('button', { name: 'Save' }).first().click();
      await expectToast(page, 'status', 'Event added');
      await page.getByRole('heading', { level: 1, name: 'Duarte summer show' }).waitFor();
      await context.close();
    } finally {
      await own.stop();
    }
  });
});
