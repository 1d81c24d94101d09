import type { DashboardDesk } from '@runway-live/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeLiveTransport } from '../../test/fakeLiveTransport';
import { fakeServer, pageAnswer } from '../../test/fakeServer';
import { autumnShow, eventServer, SHOW_ID } from '../events/testing';
import { renderApp } from '../../test/renderApp';
import { axeViolations } from '../../test/axe';
import { adminUser, designerUser, storeSession } from '../../test/users';
import { ORDER_REPORT } from '../reports/testing';
import { figureOf, openDashboard, summary } from './testing';

// The live socket without a network: socket.io-client's `io` hands out the fake.
const live = vi.hoisted(() => ({ next: null as unknown }));
vi.mock('socket.io-client', () => ({ io: () => live.next }));
let transport: FakeLiveTransport;
beforeEach(() => {
  transport = new FakeLiveTransport();
  live.next = transport;
});

/** An order as `order:new` carries it. */
const anOrder = {
  _id: '0190a6d2-0000-7000-8000-0000000000b1',
  orderNumber: 'RL-10043',
  status: 'paid',
  refundState: 'none',
  buyer: { _id: null, name: 'Grace Hopper', email: 'grace@shopper.test' },
  designerId: '0190a6d2-0000-7000-8000-0000000000c1',
  designerBrand: 'Maison Ardent',
  eventId: null,
  eventTitle: null,
  itemCount: 1,
  total: 230,
  refunded: 0,
  currency: 'USD',
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
};

describe('the dashboard', () => {
  it('greets an admin and shows the marketplace counts of the summary', async () => {
    const { seen } = openDashboard(
      adminUser,
      summary({
        scope: 'marketplace',
        designers: 4,
        pendingApplications: 1,
        users: 9,
        events: 12,
        products: 30,
        looks: 5,
        orders: 7,
      }),
    );
    expect(await screen.findByText(/Welcome back, Ava\. Here is the marketplace/)).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Dashboard · Runway Live'));
    expect(await figureOf('Designers')).toBe('4');
    expect(await figureOf('Pending applications')).toBe('1');
    expect(await figureOf('Users')).toBe('9');
    expect(await figureOf('Events')).toBe('12');
    expect(await figureOf('Products')).toBe('30');
    expect(await figureOf('Looks')).toBe('5');
    expect(await figureOf('Orders')).toBe('7');
    const pending = screen.getByRole('region', { name: 'Pending applications' });
    expect(within(pending).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/designer/view-designers?applicationStatus=pending',
    );
    // One call for every count (the header's bell asks for its own, the inbox's).
    expect(
      seen.filter(
        (request) =>
          request.url.includes('/api/v2/') && !request.url.includes('/api/v2/inbox/unread-count'),
      ).length,
    ).toBe(1);
  });

  it('shows the desk: the shows on air with their figures, the to-dos linked to their lists, the next shows and the latest orders', async () => {
    storeSession(adminUser);
    const daily = Array.from({ length: 30 }, (_, day) => ({
      date: `2026-11-${String(day + 1).padStart(2, '0')}`,
      orders: day === 29 ? 3 : 1,
      gmv: day === 29 ? 450.5 : 100,
    }));
    const desk: DashboardDesk = {
      sales: {
        currency: 'USD',
        timeZone: 'Europe/Paris',
        today: { orders: 3, gmv: 450.5 },
        last7Days: { orders: 9, gmv: 1050.5 },
        last30Days: { orders: 32, gmv: 3350.5 },
        daily,
      },
      liveNow: [
        {
          _id: SHOW_ID,
          title: 'Spring Runway Live',
          designerBrand: 'Lumiere',
          counters: {
            eventId: SHOW_ID,
            viewersNow: 1204,
            peakViewers: 1500,
            uniqueViewers: 2000,
            chatMessages: 300,
            addsToCart: 40,
            orders: 12,
            ordersValue: 1798.8,
            currency: 'USD',
            codeRedemptions: 0,
          },
        },
      ],
      nextShows: [
        {
          _id: '0190a6d2-0000-7000-8000-0000000000a2',
          title: 'Autumn preview',
          scheduledAt: new Date(Date.now() + 30 * 60_000).toISOString(),
          timeZone: 'Europe/Paris',
        },
      ],
      latestOrders: [],
      todo: [
        {
          kind: 'ordersToShip',
          count: 3,
          capped: false,
          query: { status: 'paid', to: '2026-11-26' },
        },
        { kind: 'showsStartingSoon', count: 0, capped: false, query: { status: 'scheduled' } },
      ],
    };
    fakeServer({
      'GET /api/auth/me': () => ({ body: { success: true, user: adminUser } }),
      'GET /api/v2/dashboard/summary': summary(
        {
          scope: 'marketplace',
          designers: 4,
          pendingApplications: 1,
          users: 9,
          events: 12,
          products: 30,
          looks: 5,
          orders: 7,
        },
        desk,
      ),
    });
    renderApp('/dashboard');
    const sales = await screen.findByRole('group', { name: 'Sales (days in Europe/Paris)' });
    const today = within(sales).getByRole('region', { name: 'Sales today' });
    expect(within(today).getByText('$450.50')).toBeVisible();
    expect(within(today).getByText('3 orders')).toBeVisible();
    expect(within(today).getByRole('link', { name: 'View report' })).toHaveAttribute(
      'href',
      '/report/orders?preset=today&tz=Europe%2FParis',
    );
    const month = within(sales).getByRole('region', { name: 'Sales, last 30 days' });
    expect(within(month).getByText('$3,350.50')).toBeVisible();
    expect(
      within(month).getByRole('img', {
        name: 'Sales a day over the last 30 days, from $100.00 to $450.50',
      }),
    ).toBeInTheDocument();
    const live = await screen.findByRole('region', { name: 'Live now' });
    expect(
      within(live).getByRole('link', { name: 'Spring Runway Live · Lumiere' }),
    ).toHaveAttribute('href', `/event/event-detail/${SHOW_ID}`);
    expect(within(live).getByText('1,204 watching · 12 orders · $1,798.80')).toBeVisible();
    const todo = screen.getByRole('region', { name: 'Needs doing' });
    expect(
      within(todo).getByRole('link', { name: 'Paid orders waiting over two days' }),
    ).toHaveAttribute('href', '/orders?status=paid&to=2026-11-26');
    expect(within(todo).getByText('3')).toBeVisible();
    const next = screen.getByRole('region', { name: 'Next shows' });
    expect(within(next).getByRole('link', { name: 'Autumn preview' })).toBeVisible();
    expect(within(next).getByText(/^Starts in (29|30) min/)).toBeVisible();
    const latest = screen.getByRole('region', { name: 'Latest orders' });
    expect(within(latest).getByText('No orders yet')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('reads the desk again when an order arrives over the socket, without a reload', async () => {
    storeSession(adminUser);
    let calls = 0;
    const counts = {
      scope: 'marketplace',
      designers: 4,
      pendingApplications: 1,
      users: 9,
      events: 12,
      products: 30,
      looks: 5,
      orders: 7,
    };
    fakeServer({
      'GET /api/auth/me': () => ({ body: { success: true, user: adminUser } }),
      'GET /api/v2/dashboard/summary': () => {
        calls += 1;
        return summary({ ...counts, orders: 7 + calls - 1 })();
      },
    });
    renderApp('/dashboard');
    expect(await figureOf('Orders')).toBe('7');
    await waitFor(() => expect(transport.listens('order:new')).toBe(true));
    act(() => transport.serverEmit('order:new', anOrder));
    await waitFor(async () => expect(await figureOf('Orders')).toBe('8'));
  });

  it('says "more than" for a count that stopped at its list’s cap (decision 0038)', async () => {
    openDashboard(
      designerUser,
      summary({
        scope: 'designer',
        events: 2,
        products: 10000,
        looks: 3,
        orders: 1,
        scheduledShows: 1,
        capped: ['products'],
      }),
    );
    expect(await figureOf('Products')).toBe('More than 10,000');
    expect(await figureOf('Looks')).toBe('3');
  });

  it('greets a designer with their own counts and no Designers tile', async () => {
    openDashboard(
      designerUser,
      summary({
        scope: 'designer',
        events: 2,
        products: 7,
        looks: 3,
        orders: 1,
        scheduledShows: 1,
      }),
    );
    expect(await screen.findByText(/Here is your brand on Runway Live/)).toBeVisible();
    expect(await figureOf('Products')).toBe('7');
    expect(await figureOf('Looks')).toBe('3');
    const totals = screen.getByRole('group', { name: 'Your totals' });
    expect(
      within(totals)
        .getAllByRole('link', { name: 'View all' })
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/event/view-events?rehearsal=false',
      '/view-products',
      '/look/view-looks',
      '/orders',
    ]);
    expect(screen.queryByRole('region', { name: 'Designers' })).toBeNull();
  });

  it('shows a designer their own orders report, on the period a sales card opens it with (decision 0054)', async () => {
    storeSession(designerUser);
    const { seen } = fakeServer({
      'GET /api/auth/me': () => ({ body: { success: true, user: designerUser } }),
      'GET /api/v2/dashboard/summary': summary({
        scope: 'designer',
        events: 2,
        products: 7,
        looks: 3,
        orders: 1,
        scheduledShows: 1,
      }),
      'GET /api/v2/reports/orders': () => ({
        body: { success: true, data: { ...ORDER_REPORT, topDesigners: [] } },
      }),
      'GET /api/v2/events': () => pageAnswer([]),
    });
    const { router } = renderApp('/dashboard');
    const report = await screen.findByRole('region', { name: 'Your sales report' });
    const gmv = await within(report).findByRole('region', { name: 'GMV' }, { timeout: 5000 });
    expect(await within(gmv).findByText('$350.00')).toBeVisible();
    expect(within(report).getByRole('region', { name: 'Paid orders' })).toHaveTextContent('3');
    expect(within(report).getByRole('table', { name: 'Top shows' })).toHaveTextContent(
      'Spring Runway Live',
    );
    // Their own brand only: no designer to pick, no top designers.
    expect(within(report).queryByRole('combobox', { name: 'Designer' })).toBeNull();
    expect(within(report).queryByRole('table', { name: 'Top designers' })).toBeNull();
    expect(within(report).getByRole('button', { name: 'Export CSV' })).toBeVisible();
    const reportCalls = () => seen.filter((request) => request.url.includes('/reports/orders'));
    expect(new URL(reportCalls()[0]!.url).searchParams.get('designerId')).toBeNull();

    const sales = screen.getByRole('group', { name: 'Sales (days in UTC)' });
    const week = within(sales).getByRole('region', { name: 'Sales, last 7 days' });
    const link = within(week).getByRole('link', { name: 'View report' });
    expect(link).toHaveAttribute('href', '/dashboard?preset=7d#your-sales');
    await userEvent.setup().click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?preset=7d'));
    expect(within(report).getByRole('combobox', { name: 'Period' })).toHaveValue('7d');
    await waitFor(() =>
      expect(new URL(reportCalls().at(-1)!.url).searchParams.get('preset')).toBe('7d'),
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("opens the Events tile's list with the filter its count was read with", async () => {
    // The seed's case: two shows and a rehearsal. The count (2) leaves the rehearsal out,
    // so the list it opens must too, or "Events 2" opens a list of 3.
    const shows = [
      { ...autumnShow, _id: `${SHOW_ID.slice(0, -2)}01`, title: 'Spring show' },
      { ...autumnShow, _id: `${SHOW_ID.slice(0, -2)}02`, title: 'Summer show' },
    ];
    const rehearsal = { ...autumnShow, title: 'Sound check', rehearsal: true };
    storeSession(designerUser);
    eventServer(designerUser, {
      'GET /api/v2/dashboard/summary': summary({
        scope: 'designer',
        events: shows.length,
        products: 0,
        looks: 0,
        orders: 0,
        scheduledShows: 0,
      }),
      'GET /api/v2/events': (request) =>
        pageAnswer(
          new URL(request.url).searchParams.get('rehearsal') === 'false'
            ? shows
            : [...shows, rehearsal],
        ),
    });
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Events' });
    expect(within(card).getByText('2')).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('link', { name: 'View all' }));
    expect(await screen.findByRole('link', { name: 'Summer show' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Spring show' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sound check' })).not.toBeInTheDocument();
  });
});
