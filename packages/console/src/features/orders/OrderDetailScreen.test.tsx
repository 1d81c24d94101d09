import { orderMessages } from '@runway-live/domain/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { sentBody } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { adminUser, designerUser, storeSession } from '../../test/users';
import { ORDER_ID, orderServer, paidOrder, SHOW_ID } from './testing';

beforeAll(async () => {
  await import('./OrderDetailScreen');
}, 60_000);

const PATH = `/order/${ORDER_ID}`;
const actionsOf = () =>
  within(screen.getByRole('region', { name: 'Order actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('an order', () => {
  it('shows its items, money, moment and timeline, with the legal steps only, and no axe issue', async () => {
    storeSession(designerUser);
    orderServer(designerUser);
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Order RL-10042', level: 1 })).toBeVisible();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('SLIP-BLK-S')).toBeInTheDocument();
    expect(within(items).getByText('$100.00')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('$230.00');
    expect(within(summary).getByText('Designer net').nextElementSibling).toHaveTextContent(
      '$207.00',
    );
    expect(
      screen.getByText('Sold at 12:41 into Spring Runway Live, while Silk Slip Dress was pushed.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Open this moment in the carousel editor' }),
    ).toHaveAttribute('href', `/event/carousel-time/${SHOW_ID}`);
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Paid $230.00');
    expect(entries[0]).toHaveTextContent('System');
    // Paid: to processing or cancelled (never by hand to shipped or delivered), and refunds.
    expect(actionsOf()).toEqual([
      'Mark as processing',
      'Cancel order',
      'Refund',
      'Print packing slip',
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('follows the rule for a processing and a delivered order', async () => {
    storeSession(designerUser);
    orderServer(designerUser, { order: { ...paidOrder, status: 'processing' } });
    const first = renderApp(PATH);
    await screen.findByRole('heading', { name: 'Order RL-10042', level: 1 });
    expect(actionsOf()).toEqual(['Ship', 'Refund', 'Print packing slip']);
    first.unmount();
    orderServer(designerUser, {
      order: { ...paidOrder, status: 'delivered', refundState: 'refunded' },
    });
    renderApp(PATH);
    await screen.findByRole('heading', { name: 'Order RL-10042', level: 1 });
    expect(actionsOf()).toEqual(['Print packing slip']);
  });

  it('asks for the carrier and the tracking number to ship, then sends them', async () => {
    storeSession(designerUser);
    const { seen } = orderServer(designerUser, { order: { ...paidOrder, status: 'processing' } });
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship the order' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(within(dialog).getByText(orderMessages.carrierMissing)).toBeInTheDocument();
    expect(within(dialog).getByText(orderMessages.trackingMissing)).toBeInTheDocument();
    expect(seen.some((request) => request.method === 'PATCH')).toBe(false);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Carrier/ }), 'UPS');
    await user.type(within(dialog).getByRole('textbox', { name: /Tracking number/ }), '1Z999');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'PATCH')).toBe(true));
    const patch = seen.find((request) => request.method === 'PATCH');
    expect(await sentBody(patch)).toEqual({
      status: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999',
    });
  });

  it('shows the refund as it is chosen, never above what is left, and confirms first', async () => {
    storeSession(designerUser);
    const { seen } = orderServer(designerUser, {
      order: {
        ...paidOrder,
        refunded: 100,
        refundState: 'partially_refunded',
        items: paidOrder.items.map((item, index) =>
          index === 0 ? { ...item, refundedQuantity: 1 } : item,
        ),
      },
    });
    renderApp(PATH);
    // The header says what was refunded beside the order's own status.
    const heading = await screen.findByRole('heading', { name: 'Order RL-10042', level: 1 });
    expect(heading.parentElement).toHaveTextContent('Order RL-10042PaidPartially refunded');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    const slip = within(dialog).getByRole('textbox', { name: /Silk Slip Dress/ });
    expect(within(dialog).getByText('Left of the payment: $130.00')).toBeInTheDocument();
    // One slip was refunded already: two are more than is left.
    await user.type(slip, '2');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Only 1 of SKU SLIP-BLK-S can still be refunded',
    );
    expect(within(dialog).getByRole('button', { name: 'Review refund' })).toBeDisabled();
    await user.clear(slip);
    await user.type(slip, '1');
    expect(within(dialog).getByText('Refund amount: $100.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /The shipping/ }));
    expect(within(dialog).getByText('Refund amount: $110.00')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Cashmere Scarf/ }), '1');
    // Everything left: exactly what is left of the payment.
    expect(within(dialog).getByText('Refund amount: $130.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    expect(within(dialog).getByText('Choose a reason')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'damaged');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Return the units to stock' }));
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the refund' });
    expect(confirm).toHaveTextContent('$130.00 goes back to Grace Hopper');
    expect(confirm).toHaveTextContent('The stock stays as it is. The order becomes refunded.');
    await user.click(within(confirm).getByRole('button', { name: 'Refund $130.00' }));
    await waitFor(() =>
      expect(seen.some((request) => request.url.endsWith('/refunds'))).toBe(true),
    );
    expect(await sentBody(seen.find((request) => request.url.endsWith('/refunds')))).toEqual({
      lines: [
        { sku: 'SLIP-BLK-S', quantity: 1 },
        { sku: 'SCARF-RED', quantity: 1 },
      ],
      shipping: true,
      reason: 'damaged',
      note: '',
      restock: false,
    });
  });

  it('adds an internal note to the timeline', async () => {
    storeSession(designerUser);
    const { seen } = orderServer(designerUser);
    renderApp(PATH);
    const user = userEvent.setup();
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    await user.click(within(timeline).getByRole('button', { name: 'Add note' }));
    expect(within(timeline).getByText(orderMessages.noteMissing)).toBeInTheDocument();
    await user.type(within(timeline).getByLabelText('Internal note'), 'Gift wrap, please');
    await user.click(within(timeline).getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent('Gift wrap, please'),
    );
    expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent('Dara Designer');
    const post = seen.find((request) => request.url.endsWith('/notes'));
    expect(await sentBody(post)).toEqual({ text: 'Gift wrap, please' });
  });

  it('is the not-found state for an order the server does not show (another designer’s)', async () => {
    storeSession(designerUser);
    orderServer(designerUser);
    renderApp('/order/01930000-0000-7000-8000-0000000000ff');
    expect(await screen.findByRole('heading', { name: 'Not found', level: 1 })).toBeVisible();
    expect(screen.getByText('This is not in Orders any more')).toBeVisible();
  });

  it('says a refused transfer to everyone, and lets an admin alone retry it (decision 0034)', async () => {
    const failed = {
      ...paidOrder,
      transferFailure: {
        message: 'Account restricted',
        at: '2026-03-14T10:02:00.000Z',
        attempts: 1,
      },
    };
    storeSession(designerUser);
    const first = orderServer(designerUser, { order: failed });
    const designerView = renderApp(PATH);
    expect(
      await screen.findByText(
        'The transfer to the designer failed (1 attempt): Account restricted',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry transfer' })).toBeNull();
    expect(first.seen.some((request) => request.url.endsWith('/transfer'))).toBe(false);
    designerView.unmount();

    storeSession(adminUser);
    const { seen } = orderServer(adminUser, {
      order: failed,
      extra: {
        [`POST /api/v2/orders/${ORDER_ID}/transfer`]: () => ({
          body: { success: true, data: { outcome: 'made' } },
        }),
      },
    });
    renderApp(PATH);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry transfer' }));
    await waitFor(() =>
      expect(
        seen.some((request) => request.method === 'POST' && request.url.endsWith('/transfer')),
      ).toBe(true),
    );
  });
});
