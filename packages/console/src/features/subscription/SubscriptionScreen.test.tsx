import {
  subscriptionMessages,
  type ApiSubscription,
  type ApiSubscriptionInvoice,
} from '@runway-live/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { fakeServer, sentBody, type FakeAnswer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { designerUser, storeSession } from '../../test/users';
import { summary } from '../dashboard/testing';

const me = () => ({ body: { success: true, user: designerUser } });

const plan = (overrides: Partial<ApiSubscription> = {}): ApiSubscription => ({
  status: 'past_due',
  currentPeriodEnd: '2026-11-20T12:00:00.000Z',
  amount: 39,
  currency: 'USD',
  cancelAtPeriodEnd: false,
  required: true,
  ...overrides,
});

const failedInvoice: ApiSubscriptionInvoice = {
  _id: 'inv-2',
  amount: 39,
  currency: 'USD',
  status: 'failed',
  periodStart: '2026-11-20T12:00:00.000Z',
  periodEnd: '2026-12-20T12:00:00.000Z',
  url: 'https://invoice.example/inv-2',
  createdAt: '2026-11-20T12:00:00.000Z',
};

const answer =
  (subscription: ApiSubscription, invoices: ApiSubscriptionInvoice[] = []) =>
  (): FakeAnswer => ({ body: { success: true, data: { subscription, invoices } } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the subscription page', () => {
  it('says why a 402 sent the designer here and subscribes with the page to return to', async () => {
    storeSession(designerUser);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { seen } = fakeServer({
      'GET /api/auth/me': me,
      'GET /api/v2/subscription': answer(plan(), [failedInvoice]),
      'POST /api/v2/subscription/checkout': () => ({
        body: { success: true, url: 'https://checkout.example/cs_1' },
      }),
    });
    renderApp('/subscription?from=%2Fevent%2Fadd-event');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(subscriptionMessages.sentHere);
    expect(await screen.findByText('$39.00 per month')).toBeVisible();
    expect(screen.getByText('Past due')).toBeVisible();
    expect(screen.getByText('Period ended on')).toBeVisible();
    expect(screen.getByText('Nov 20, 2026')).toBeVisible();
    const invoices = screen.getByRole('table', { name: 'Invoices' });
    expect(within(invoices).getByText('Nov 20, 2026 – Dec 20, 2026')).toBeVisible();
    expect(within(invoices).getByText('Failed')).toBeVisible();
    expect(within(invoices).getByRole('link', { name: 'View invoice' })).toHaveAttribute(
      'href',
      'https://invoice.example/inv-2',
    );
    expect(screen.getByRole('link', { name: 'Back to where you were' })).toHaveAttribute(
      'href',
      '/event/add-event',
    );
    expect(await axeViolations()).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/cs_1'));
    const checkout = seen.find((request) => request.url.endsWith('/subscription/checkout'));
    expect(await sentBody(checkout)).toEqual({ returnPath: '/event/add-event' });
  });

  it('ignores a from that is not a page of the console', async () => {
    storeSession(designerUser);
    fakeServer({ 'GET /api/auth/me': me, 'GET /api/v2/subscription': answer(plan()) });
    renderApp('/subscription?from=%2F%2Fevil.example');
    expect(await screen.findByText('$39.00 per month')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('returns to where the designer was once the checkout is paid', async () => {
    storeSession(designerUser);
    fakeServer({
      'GET /api/auth/me': me,
      'GET /api/v2/subscription': answer(plan({ status: 'active' })),
      'GET /api/v2/dashboard/summary': summary({
        scope: 'designer',
        events: 0,
        products: 0,
        looks: 0,
        orders: 0,
      }),
    });
    const { router } = renderApp('/subscription?from=%2Fdashboard%3Ftab%3D1&checkout=done');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('?tab=1');
  });

  it('shows the status turned active when back from the checkout without a from', async () => {
    storeSession(designerUser);
    fakeServer({
      'GET /api/auth/me': me,
      'GET /api/v2/subscription': answer(plan({ status: 'active' })),
    });
    renderApp('/subscription?checkout=done');
    expect(await screen.findByText(subscriptionMessages.subscribed)).toBeVisible();
    expect(screen.getByText('Active')).toBeVisible();
    expect(screen.getByText('Renews on')).toBeVisible();
  });

  it('cancels at the period end after a confirmation, then offers to resume', async () => {
    storeSession(designerUser);
    const { seen } = fakeServer({
      'GET /api/auth/me': me,
      'GET /api/v2/subscription': answer(plan({ status: 'active' })),
      'POST /api/v2/subscription/cancel': () => ({
        body: {
          success: true,
          message: subscriptionMessages.cancelled,
          data: plan({ status: 'active', cancelAtPeriodEnd: true }),
        },
      }),
    });
    renderApp('/subscription');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByRole('button', { name: 'Resume subscription' })).toBeVisible();
    expect(screen.getByText('Ends on')).toBeVisible();
    expect(screen.getByText(subscriptionMessages.cancelled)).toBeVisible();
    expect(seen.filter((request) => request.url.endsWith('/subscription/cancel'))).toHaveLength(1);
  });

  it('shows the empty invoice list, and no actions for a brand without a plan', async () => {
    storeSession(designerUser);
    fakeServer({
      'GET /api/auth/me': me,
      'GET /api/v2/subscription': answer(
        plan({ status: 'none', currentPeriodEnd: null, amount: 0, required: false }),
      ),
    });
    renderApp('/subscription');
    expect(await screen.findByText('No invoices yet')).toBeVisible();
    expect(screen.getByText(subscriptionMessages.noPlan)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
  });

  it('shows a spinner while loading, then a failure in place with Retry', async () => {
    storeSession(designerUser);
    let calls = 0;
    let release: (answer: FakeAnswer) => void = () => undefined;
    fakeServer({
      'GET /api/auth/me': me,
      'GET /api/v2/subscription': () => {
        calls += 1;
        if (calls > 1) return answer(plan())();
        return new Promise<FakeAnswer>((resolve) => {
          release = resolve;
        });
      },
    });
    renderApp('/subscription');
    expect(await screen.findByText('Loading your subscription')).toBeInTheDocument();
    release({ status: 503, body: { success: false, message: 'Database down' } });
    expect(await screen.findByText('Database down')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('$39.00 per month')).toBeVisible();
  });

  it('lands here from a refused write with the page it came from', async () => {
    storeSession(designerUser);
    fakeServer({
      'GET /api/auth/me': me,
      'GET /api/v2/dashboard/summary': () => ({
        status: 402,
        body: { success: false, message: subscriptionMessages.required },
      }),
      'GET /api/v2/subscription': answer(plan()),
    });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
    expect(router.state.location.search).toBe('?from=%2Fdashboard');
    expect(await screen.findByText(subscriptionMessages.sentHere)).toBeVisible();
  });
});
