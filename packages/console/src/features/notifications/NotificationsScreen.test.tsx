import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeLiveTransport } from '../../test/fakeLiveTransport';
import { axeViolations } from '../../test/axe';
import { sentBody } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { adminUser, designerUser, storeSession } from '../../test/users';
import { NOTIFICATION_ID, notificationServer } from './testing';

// The live socket without a network: socket.io-client's `io` hands out the fake.
const live = vi.hoisted(() => ({ next: null as unknown }));
vi.mock('socket.io-client', () => ({ io: () => live.next }));

beforeAll(async () => {
  await import('./NotificationsScreen');
}, 60_000);

function freshTransport() {
  const transport = new FakeLiveTransport();
  live.next = transport;
  return transport;
}

describe('the notifications list (admin)', () => {
  it('shows each notification with its status, time in its zone and counts; no coming soon', async () => {
    freshTransport();
    storeSession(adminUser);
    notificationServer(adminUser);
    renderApp('/notifications');
    const table = await screen.findByRole('table', { name: 'Outgoing notifications' });
    const sent = (await within(table).findByText('Welcome week')).closest('tr')!;
    expect(within(sent).getByText('Sent')).toBeInTheDocument();
    expect(within(sent).getByText('42')).toBeInTheDocument();
    expect(within(sent).getByText('1')).toBeInTheDocument();
    const scheduled = within(table).getByText('Spring slots are open').closest('tr')!;
    expect(within(scheduled).getByText('Dec 1, 2026, 6:00 PM (Europe/Paris)')).toBeInTheDocument();
    // Only what is still scheduled may change.
    expect(within(scheduled).getByRole('button', { name: 'Send now' })).toBeInTheDocument();
    expect(within(sent).queryByRole('button', { name: 'Send now' })).toBeNull();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when there are none yet', async () => {
    freshTransport();
    storeSession(adminUser);
    notificationServer(adminUser, { items: [] });
    renderApp('/notifications');
    expect(await screen.findByText(/Compose a notification to reach/)).toBeInTheDocument();
  });

  it('sends a scheduled one now', async () => {
    freshTransport();
    storeSession(adminUser);
    const { seen } = notificationServer(adminUser, {
      extra: {
        [`POST /api/v2/notifications/${NOTIFICATION_ID}/send`]: () => ({
          body: { success: true, data: { _id: NOTIFICATION_ID } },
        }),
      },
    });
    renderApp('/notifications');
    const table = await screen.findByRole('table', { name: 'Outgoing notifications' });
    const row = (await within(table).findByText('Spring slots are open')).closest('tr')!;
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Send now' }));
    await waitFor(() =>
      expect(
        seen.some(
          (request) =>
            request.method === 'POST' &&
            new URL(request.url).pathname === `/api/v2/notifications/${NOTIFICATION_ID}/send`,
        ),
      ).toBe(true),
    );
  });
});

describe('the compose form', () => {
  it('sends to designers now, with a preview of what they will read', async () => {
    freshTransport();
    storeSession(adminUser);
    const { seen } = notificationServer(adminUser);
    const { router } = renderApp('/notifications?compose=1');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'Doors open');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'The spring week starts.');
    expect(within(screen.getByLabelText('Preview')).getByText('Doors open')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const post = seen.find((request) => request.method === 'POST');
    expect(await sentBody(post)).toEqual({
      title: 'Doors open',
      body: 'The spring week starts.',
      link: null,
      audience: 'designers',
      userIds: [],
      eventId: null,
      designerId: null,
      scheduledAt: null,
      timeZone: expect.any(String),
      sendNow: true,
    });
  });

  it('says what is missing before anything is sent', async () => {
    freshTransport();
    storeSession(adminUser);
    const { seen } = notificationServer(adminUser);
    renderApp('/notifications?compose=1');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Message/ }), 'Body');
    await user.type(screen.getByRole('textbox', { name: /Link/ }), 'https://elsewhere.test');
    await user.selectOptions(screen.getByRole('combobox', { name: /When/ }), 'schedule');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: /Link/ })).toHaveAccessibleDescription(
      /Must be a console path/,
    );
    expect(await screen.findByText('Choose the date and time it goes out')).toBeInTheDocument();
    expect(seen.some((request) => request.method === 'POST')).toBe(false);
  });
});

describe('the inbox and the bell', () => {
  it('shows a designer their inbox and marks everything read', async () => {
    freshTransport();
    storeSession(designerUser);
    let unread = 1;
    const { seen } = notificationServer(designerUser, { unread: () => unread });
    renderApp('/notifications');
    const list = await screen.findByRole('list', { name: 'Inbox' });
    expect(within(list).getByText('Spring slots are open')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Outgoing notifications' })).toBeNull();
    unread = 0;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(seen.some((request) => request.url.endsWith('/api/v2/inbox/read-all'))).toBe(true),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('counts a notification that arrives over the live socket, without a reload', async () => {
    const transport = freshTransport();
    storeSession(designerUser);
    let unread = 0;
    notificationServer(designerUser, { unread: () => unread, inbox: [] });
    renderApp('/notifications');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(transport.connected).toBe(true));
    unread = 1;
    act(() => transport.serverEmit('inbox', { notificationId: NOTIFICATION_ID }));
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
  });

  it('opens the bell’s panel with the latest items', async () => {
    freshTransport();
    storeSession(adminUser);
    notificationServer(adminUser);
    renderApp('/notifications');
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('region', { name: 'Latest notifications' });
    expect(await within(panel).findByText('Book your spring show.')).toBeInTheDocument();
    expect(
      within(panel).getByRole('button', { name: 'See all notifications' }),
    ).toBeInTheDocument();
  });
});
