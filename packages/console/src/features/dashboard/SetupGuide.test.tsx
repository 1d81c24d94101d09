import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeLiveTransport } from '../../test/fakeLiveTransport';
import { designerAccount } from '../../test/designers';
import { figureOf, openDashboard, summary } from './testing';

// The live socket without a network (the designer's orders report listens for orders).
const live = vi.hoisted(() => ({ next: null as unknown }));
vi.mock('socket.io-client', () => ({ io: () => live.next }));
beforeEach(() => {
  live.next = new FakeLiveTransport();
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
