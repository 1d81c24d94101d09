import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { pageAnswer, sentBody } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { toastOf } from '../../test/toasts';
import { adminUser, designerUser, storeSession } from '../../test/users';
import { designerCoupon } from '../coupons/testing';
import { eveningLook, product } from '../looks/testing';
import { autumnShow, eventAnswer, eventServer, SHOW_ID } from './eventFixtures';
import { countdownText } from '../shows';
import { showChartAnswer } from '../reports/testing';

// A scheduled show opens its control room; its live socket stays unconnected here (the
// control room's own tests play the server).
vi.mock('socket.io-client', async () => {
  const { FakeLiveTransport } = await import('../../test/fakeLiveTransport');
  return {
    io: () => {
      const transport = new FakeLiveTransport();
      transport.autoConnect = false;
      return transport;
    },
  };
});

const coat = product('01930000-0000-7000-8000-0000000000b1', 'Wool coat', 'NC-1', [2]);

describe('the event detail', () => {
  beforeEach(() => {
    // Only the clock: the countdown reads it, the page's waits still run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-29T20:30:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the overview with the countdown, the show’s products and looks in its context, and no axe issue', async () => {
    storeSession(designerUser);
    const { seen } = eventServer(designerUser, {
      [`GET /api/v2/events/${SHOW_ID}`]: () =>
        eventAnswer({ ...autumnShow, status: 'scheduled', rehearsal: true }),
      'GET /api/v2/products': () => pageAnswer([coat]),
      'GET /api/v2/looks': () => pageAnswer([eveningLook]),
    });
    renderApp(`/event/event-detail/${SHOW_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Autumn atelier show' });
    expect(document.title).toBe('Autumn atelier show · Runway Live');
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(within(overview).getByText('Starts in 2 days 2 h')).toBeVisible();
    expect(within(overview).getByText('Wed 1 Jul 2026, 19:00 · New York (EDT)')).toBeVisible();
    expect(within(overview).getByText('Rehearsal')).toBeVisible();
    expect(within(overview).getByText('1 h')).toBeVisible();

    const products = screen.getByRole('region', { name: 'Products in the show' });
    expect(await within(products).findByRole('link', { name: 'Wool coat' })).toHaveAttribute(
      'href',
      `/event-detail/edit-product/${SHOW_ID}/${coat._id}`,
    );
    const looks = screen.getByRole('region', { name: 'Looks in the show' });
    expect(await within(looks).findByRole('link', { name: 'Evening in Oslo' })).toHaveAttribute(
      'href',
      `/event-detail/edit-look/${SHOW_ID}/${eveningLook._id}`,
    );
    const productQuery = seen.find((request) => request.url.includes('/api/v2/products?'));
    expect(new URL(productQuery!.url).searchParams.get('eventId')).toBe(SHOW_ID);
    expect(screen.getByRole('link', { name: 'Edit the carousel times' })).toHaveAttribute(
      'href',
      `/event/carousel-time/${SHOW_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/event/edit-event/${SHOW_ID}`,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('cancels a scheduled show after asking, and keeps it when told not to', async () => {
    storeSession(designerUser);
    const { seen } = eventServer(designerUser, {
      [`GET /api/v2/events/${SHOW_ID}`]: () => eventAnswer({ ...autumnShow, status: 'scheduled' }),
    });
    renderApp(`/event/event-detail/${SHOW_ID}`);
    const user = userEvent.setup();
    const lifecycle = await screen.findByRole('group', { name: 'Lifecycle' });
    expect(within(lifecycle).queryByRole('button', { name: 'Schedule' })).toBeNull();

    await user.click(within(lifecycle).getByRole('button', { name: 'Cancel event' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this show?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep event' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel this show?' })).toBeNull(),
    );
    expect(seen.some((request) => request.method === 'PATCH')).toBe(false);

    await user.click(within(lifecycle).getByRole('button', { name: 'Cancel event' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this show?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel event' }));
    expect(await toastOf('status')).toHaveTextContent('Event cancelled');
    expect(await sentBody(seen.find((request) => request.method === 'PATCH'))).toEqual({
      status: 'cancelled',
    });
    expect(
      await screen.findByText('The show was cancelled; it has no control room.'),
    ).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Lifecycle' })).toBeNull();
  });

  it('keeps a summary of an ended show on its page: duration, peak, unique viewers, messages, pushes', async () => {
    storeSession(designerUser);
    const { seen } = eventServer(designerUser, {
      [`GET /api/v2/events/${SHOW_ID}`]: () => eventAnswer({ ...autumnShow, status: 'ended' }),
      [`GET /api/v2/events/${SHOW_ID}/live-summary`]: () => ({
        body: {
          success: true,
          data: {
            eventId: SHOW_ID,
            startedAt: '2026-07-01T23:02:00.000Z',
            endedAt: '2026-07-02T00:04:30.000Z',
            durationSec: 3750,
            peakViewers: 1284,
            uniqueViewers: 2010,
            chatMessages: 312,
            pushes: 9,
            productsPushed: 5,
          },
        },
      }),
    });
    renderApp(`/event/event-detail/${SHOW_ID}`);
    const summary = await screen.findByRole('region', { name: 'Show summary' });
    const tile = (name: string) => within(summary).getByRole('region', { name });
    expect(await within(tile('Duration')).findByText('1 h 2 min')).toBeVisible();
    expect(within(tile('Peak viewers')).getByText('1,284')).toBeVisible();
    expect(within(tile('Unique viewers')).getByText('2,010')).toBeVisible();
    expect(within(tile('Messages')).getByText('312')).toBeVisible();
    expect(within(tile('Pushes')).getByText('9')).toBeVisible();
    expect(within(tile('Pushes')).getByText('5 products shown')).toBeVisible();
    expect(seen.some((request) => request.url.endsWith(`/events/${SHOW_ID}/live-summary`))).toBe(
      true,
    );
    // The status is the header's: not said again in the overview.
    expect(screen.queryByText('The show has ended')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a designer the report of their ended show: its figures, its minute chart with the pushed products and its table (issue 33)', async () => {
    storeSession(designerUser);
    const { seen } = eventServer(designerUser, {
      [`GET /api/v2/events/${SHOW_ID}`]: () => eventAnswer({ ...autumnShow, status: 'ended' }),
      [`GET /api/v2/reports/events/${SHOW_ID}`]: () => showChartAnswer(SHOW_ID),
    });
    renderApp(`/event/event-detail/${SHOW_ID}`);
    const report = await screen.findByRole('region', { name: 'Show report' });
    const tile = (name: string) => within(report).getByRole('region', { name });
    // The report loads in its own chunk, then its figures.
    await within(report).findByRole('region', { name: 'GMV' }, { timeout: 5000 });
    expect(await within(tile('GMV')).findByText('$480.00')).toBeVisible();
    expect(within(tile('GMV')).getByText('$480.00 live, $0.00 in replay')).toBeVisible();
    expect(within(tile('Chat messages')).getByText('312')).toBeVisible();
    // The summary above says the peak and unique viewers; the report does not say them again.
    expect(within(report).queryByRole('region', { name: 'Peak viewers' })).toBeNull();
    expect(within(tile('Average watch time')).getByText('2 min 33 s')).toBeVisible();
    const chart = within(report).getByRole('figure', {
      name: 'Autumn atelier show, minute by minute',
    });
    expect(within(chart).getByText('Pushed: Wool coat')).toBeVisible();
    const table = within(report).getByRole('table', {
      name: 'Autumn atelier show, minute by minute',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(
      within(report).getByRole('button', { name: 'Export the minute table (CSV)' }),
    ).toBeVisible();
    // The report row is admin and staff's route (spec 2.3): a designer is not sent there.
    expect(screen.queryByRole('link', { name: 'Open the show’s report' })).toBeNull();
    expect(seen.some((request) => request.url.endsWith(`/reports/events/${SHOW_ID}`))).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows admin and staff the show’s report on a live show’s page, and keeps the link to its row once ended', async () => {
    storeSession(adminUser);
    let status: 'live' | 'ended' = 'live';
    eventServer(adminUser, {
      [`GET /api/v2/events/${SHOW_ID}`]: () => eventAnswer({ ...autumnShow, status }),
      [`GET /api/v2/reports/events/${SHOW_ID}`]: () =>
        showChartAnswer(SHOW_ID, {
          status,
          endedAt: status === 'live' ? null : '2026-07-01T23:03:00.000Z',
        }),
    });
    const view = renderApp(`/event/event-detail/${SHOW_ID}`);
    const report = await screen.findByRole('region', { name: 'Show report' });
    expect(
      await within(report).findByText('$400.00 live, $0.00 in replay', {}, { timeout: 5000 }),
    ).toBeVisible();
    view.unmount();

    status = 'ended';
    renderApp(`/event/event-detail/${SHOW_ID}`);
    expect(await screen.findByRole('link', { name: 'Open the show’s report' })).toHaveAttribute(
      'href',
      `/report/events?preset=12m&show=${SHOW_ID}`,
    );
    expect(await screen.findByRole('region', { name: 'Show report' })).toBeVisible();
  });

  it('has no report for a show that has not aired, nor for a rehearsal', async () => {
    storeSession(designerUser);
    const { seen } = eventServer(designerUser, {
      [`GET /api/v2/events/${SHOW_ID}`]: () =>
        eventAnswer({ ...autumnShow, status: 'ended', rehearsal: true }),
    });
    renderApp(`/event/event-detail/${SHOW_ID}`);
    await screen.findByRole('region', { name: 'Overview' });
    expect(screen.queryByRole('region', { name: 'Show report' })).toBeNull();
    expect(seen.some((request) => request.url.includes('/reports/'))).toBe(false);
  });

  it('says a show without products or looks has none yet', async () => {
    storeSession(designerUser);
    eventServer();
    renderApp(`/event/event-detail/${SHOW_ID}`);
    expect(await screen.findByText('No products in this show yet')).toBeVisible();
    expect(await screen.findByText('No looks in this show yet')).toBeVisible();
  });

  it('lists the codes that apply to the show, each to its page, and makes one for the show (decision 0040)', async () => {
    storeSession(designerUser);
    const { seen } = eventServer(designerUser, {
      'GET /api/v2/designer/coupons': () => pageAnswer([designerCoupon]),
    });
    renderApp(`/event/event-detail/${SHOW_ID}`);
    const codes = await screen.findByRole('region', { name: 'Codes for this show' });
    expect(await within(codes).findByRole('link', { name: 'SPRING-20' })).toHaveAttribute(
      'href',
      `/coupon/coupon-detail/${designerCoupon._id}`,
    );
    expect(within(codes).getByText('20% off · all of Maison Ardent')).toBeVisible();
    const asked = seen.find((request) => request.url.includes('/api/v2/designer/coupons?'));
    expect(new URL(asked!.url).searchParams.get('appliesToEventId')).toBe(SHOW_ID);
    // A designer has no coupon list: no 'All …' link, only the way to make one.
    expect(within(codes).queryByRole('link', { name: /^All / })).toBeNull();
    await userEvent.click(within(codes).getByRole('link', { name: 'Create a code for this show' }));
    await screen.findByRole('heading', { level: 1, name: 'Add coupon' });
    expect(screen.getByRole('combobox', { name: /Applies to/ })).toHaveValue('event');
  });

  it('shows a malformed id as not found', async () => {
    storeSession(designerUser);
    eventServer();
    renderApp('/event/event-detail/not-an-id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  });
});

describe('the countdown', () => {
  it('reads days and hours, then minutes and seconds, then says the start has passed', () => {
    const start = Date.parse('2026-07-01T23:00:00.000Z');
    expect(countdownText(start, start - (2 * 86_400 + 3 * 3600 + 59) * 1000)).toBe(
      'Starts in 2 days 3 h',
    );
    expect(countdownText(start, start - 86_400_000)).toBe('Starts in 1 day 0 h');
    expect(countdownText(start, start - (3 * 3600 + 5 * 60) * 1000)).toBe('Starts in 3 h 5 min');
    expect(countdownText(start, start - 125_000)).toBe('Starts in 2 min 5 s');
    expect(countdownText(start, start - 42_000)).toBe('Starts in 42 s');
    expect(countdownText(start, start)).toBe('The start time has passed');
  });
});
