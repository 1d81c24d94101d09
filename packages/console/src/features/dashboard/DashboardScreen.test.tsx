import type { DashboardDesk } from '@runway-live/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeLiveTransport } from '../../test/fakeLiveTransport';
import { fakeServer, pageAnswer, type FakeAnswer, type FakeHandler } from '../../test/fakeServer';
import { autumnShow, eventServer, SHOW_ID } from '../events/testing';
import { renderApp } from '../../test/renderApp';
import { axeViolations } from '../../test/axe';
import { errorDialogAtom } from '../../state/errorDialog';
import { tokenAtom } from '../../state/session';
import { designerAccount } from '../../test/designers';
import { adminUser, designerUser, storeSession } from '../../test/users';
import { ORDER_REPORT } from '../reports/testing';

// The live socket without a network: socket.io-client's `io` hands out the fake.
const live = vi.hoisted(() => ({ next: null as unknown }));
vi.mock('socket.io-client', () => ({ io: () => live.next }));
let transport: FakeLiveTransport;
beforeEach(() => {
  transport = new FakeLiveTransport();
  live.next = transport;
});

const NO_SALES: DashboardDesk['sales'] = {
  currency: 'USD',
  timeZone: 'UTC',
  today: { orders: 0, gmv: 0 },
  last7Days: { orders: 0, gmv: 0 },
  last30Days: { orders: 0, gmv: 0 },
  daily: [],
};
const EMPTY_DESK: DashboardDesk = {
  sales: NO_SALES,
  liveNow: [],
  nextShows: [],
  latestOrders: [],
  todo: [],
};
const summary =
  (answer: object, desk: DashboardDesk = EMPTY_DESK) =>
  () => ({ body: { success: true, summary: answer, desk } });

/** The dashboard opened by `user`, the server answering its summary with `answer`. */
function openDashboard(user: Parameters<typeof storeSession>[0], answer: FakeHandler) {
  storeSession(user);
  const { seen } = fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user } }),
    'GET /api/v2/dashboard/summary': answer,
  });
  return { ...renderApp('/dashboard'), seen };
}

/** The figure a dashboard card (a region named by its label) shows, once it is there. */
async function figureOf(label: string): Promise<string | null> {
  const card = await screen.findByRole('region', { name: label });
  return within(card).getByText(/^(More than )?[\d,]+$/).textContent;
}

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

  it('shows a spinner while loading, then the error in place with Retry', async () => {
    storeSession(adminUser);
    let release: (answer: FakeAnswer) => void = () => undefined;
    let calls = 0;
    fakeServer({
      'GET /api/auth/me': () => ({ body: { success: true, user: adminUser } }),
      'GET /api/v2/dashboard/summary': () => {
        calls += 1;
        if (calls > 1) {
          return summary({
            scope: 'designer',
            events: 3,
            products: 0,
            looks: 0,
            orders: 0,
            scheduledShows: 0,
          })();
        }
        return new Promise<FakeAnswer>((resolve) => {
          release = resolve;
        });
      },
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Loading the counts')).toBeInTheDocument();
    release({ status: 503, body: { success: false, message: 'Database down' } });
    expect(await screen.findByText('Database down')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Error!' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await figureOf('Events')).toBe('3');
  });

  it('#10.18 goes to the subscription page when the counts answer 402', async () => {
    const { router } = openDashboard(designerUser, () => ({
      status: 402,
      body: { success: false, message: 'Please subscribe to continue.' },
    }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('#10.18 signs out to the login page when the counts answer 401', async () => {
    const { router, store } = openDashboard(adminUser, () => ({
      status: 401,
      body: { success: false, message: 'Your session has expired.' },
    }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(store.get(tokenAtom)).toBeNull();
  });

  it.each([
    ['a 500', () => ({ status: 500, body: { success: false, message: 'Server broke' } })],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('#10.18 keeps the inline Retry for %s, with no dialog', async (_case, answer) => {
    const { router, store } = openDashboard(adminUser, answer);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(store.get(errorDialogAtom)).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  describe("a new designer's setup guide", () => {
    const counts = { events: 0, products: 0, looks: 0, orders: 0, scheduledShows: 0 };
    const onPlan = (status: 'none' | 'active', account: object = {}) =>
      designerAccount(
        'Lumiere',
        'approved',
        { subscriptionAmount: 1900, subscription: { status, currentPeriodEnd: null } },
        account,
      );
    const connected = {
      payment: { provider: 'local' as const, accountId: 'acct_1', loginLink: 'http://pay/login' },
    };
    const stepsOf = async () => {
      const guide = await screen.findByRole('region', { name: 'Setup guide' });
      return within(guide)
        .getAllByRole('listitem')
        .map((step) => {
          // Each step's one way: a link to a page, or the payment setup's button.
          const way = step.querySelector('a, button');
          return [
            within(step).getByRole('heading').textContent,
            way?.textContent,
            way?.getAttribute('href') ?? null,
          ];
        });
    };

    it('lists the steps from nothing to a scheduled show, each with its state and way', async () => {
      const user = onPlan('none');
      openDashboard(user, summary({ scope: 'designer', ...counts }));
      expect(await stepsOf()).toEqual([
        ['Subscribe to your plan (to do)', 'Subscribe', '/subscription'],
        ['Set up your payment account (to do)', 'Set up your payment account', null],
        ['Add your first product (to do)', 'Add a product', '/add-product'],
        ['Schedule your first show (to do)', 'Create a show', '/event/add-event'],
      ]);
      const guide = screen.getByRole('region', { name: 'Setup guide' });
      expect(guide).toHaveTextContent('0 of 4 steps done');
      // The first step to do is the current one.
      expect(within(guide).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    });

    it('marks what is done and leads to the drafts once a show exists', async () => {
      const user = onPlan('active', connected);
      openDashboard(
        user,
        summary({
          scope: 'designer',
          ...counts,
          products: 2,
          events: 1,
        }),
      );
      expect(await stepsOf()).toEqual([
        ['Subscribe to your plan (done)', 'View your subscription', '/subscription'],
        ['Set up your payment account (done)', 'Open your payment account', null],
        ['Add your first product (done)', 'View products', '/view-products'],
        [
          'Schedule your first show (to do)',
          'Open your drafts',
          '/event/view-events?rehearsal=false&status=draft',
        ],
      ]);
      const guide = screen.getByRole('region', { name: 'Setup guide' });
      expect(guide).toHaveTextContent('3 of 4 steps done');
      expect(within(guide).getAllByRole('listitem')[3]).toHaveAttribute('aria-current', 'step');
    });

    it('goes once every step is done', async () => {
      const user = onPlan('active', connected);
      openDashboard(
        user,
        summary({
          scope: 'designer',
          ...counts,
          products: 2,
          events: 1,
          scheduledShows: 1,
        }),
      );
      expect(await figureOf('Products')).toBe('2');
      expect(screen.queryByRole('region', { name: 'Setup guide' })).not.toBeInTheDocument();
    });
  });
});
