import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeLiveTransport } from '../../test/fakeLiveTransport';
import { pageAnswer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { toastOf } from '../../test/toasts';
import { designerUser, storeSession } from '../../test/users';
import { autumnShow, eventServer, SHOW_ID } from './eventFixtures';

// The one-shot socket without a network: `io` hands out the next fake.
const live = vi.hoisted(() => ({ made: [] as unknown[], next: () => null as unknown }));
vi.mock('socket.io-client', () => ({
  io: () => {
    const transport = live.next();
    live.made.push(transport);
    return transport;
  },
}));

describe('the events list’s quick status change', () => {
  let transport: FakeLiveTransport;
  beforeEach(() => {
    live.made.length = 0;
    live.next = () => {
      transport = new FakeLiveTransport();
      const join = transport.answer;
      transport.answer = (name, payload) =>
        name === 'change_status' ? { ok: true, status: 'live' } : join(name, payload);
      return transport;
    };
  });

  it('goes live from the list in one shot: join, change the status, disconnect', async () => {
    storeSession(designerUser);
    let status: 'scheduled' | 'live' = 'scheduled';
    eventServer(designerUser, {
      'GET /api/v2/events': () => pageAnswer([{ ...autumnShow, status }]),
    });
    renderApp('/event/view-events');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Events' });
    await user.click(
      await within(table).findByRole('button', { name: 'Go live: Autumn atelier show' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Go live now?' });
    status = 'live';
    await user.click(within(dialog).getByRole('button', { name: 'Go live' }));
    expect(await toastOf('status')).toHaveTextContent('The show is live');
    expect(transport.names()).toEqual(['room', 'change_status']);
    expect(transport.emitted[1]?.payload).toEqual({ eventId: SHOW_ID, status: 'live' });
    expect(transport.disconnects).toBe(1);
    // The list reads the event again: a live show offers End.
    expect(
      await within(table).findByRole('button', { name: 'End: Autumn atelier show' }),
    ).toBeVisible();
  });

  it('toasts the server’s refusal', async () => {
    live.next = () => {
      transport = new FakeLiveTransport();
      const join = transport.answer;
      transport.answer = (name, payload) =>
        name === 'change_status'
          ? {
              ok: false,
              code: 'payment-account-required',
              message: 'Set up your payment account before going live.',
            }
          : join(name, payload);
      return transport;
    };
    storeSession(designerUser);
    eventServer(designerUser, {
      'GET /api/v2/events': () => pageAnswer([{ ...autumnShow, status: 'scheduled' }]),
    });
    renderApp('/event/view-events');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Go live: Autumn atelier show' }));
    const dialog = await screen.findByRole('dialog', { name: 'Go live now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go live' }));
    expect(await toastOf('alert')).toHaveTextContent(
      'Set up your payment account before going live.',
    );
    expect(transport.disconnects).toBe(1);
  });
});
