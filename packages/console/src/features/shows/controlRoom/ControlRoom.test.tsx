import type { ApiEvent } from '@runway-live/domain/api';
import type { LiveMessage } from '@runway-live/domain/live';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { FakeLiveTransport } from '../../../test/fakeLiveTransport';
import { pageAnswer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { toastOf } from '../../../test/toasts';
import { designerUser, storeSession } from '../../../test/users';
import { product } from '../../looks/testing';
import { autumnShow, eventAnswer, eventServer, SHOW_ID } from '../../events/testing';

// The live socket without a network: socket.io-client's `io` hands out the fake.
const live = vi.hoisted(() => ({
  transports: [] as unknown[],
  auth: [] as unknown[],
  next: null as unknown,
}));
vi.mock('socket.io-client', () => ({
  io: (_url: string, options: { auth: unknown }) => {
    live.auth.push(options.auth);
    live.transports.push(live.next);
    return live.next;
  },
}));

const coat = product('01930000-0000-7000-8000-0000000000b1', 'Wool coat', 'NC-1', [2]);
const VIEWER = '01930000-0000-7000-8000-0000000000f1';

let sequence = 0;
function viewerMessage(text: string): LiveMessage {
  sequence += 1;
  return {
    id: `01930000-0000-7000-8000-${String(sequence).padStart(12, '0')}`,
    eventId: SHOW_ID,
    userId: VIEWER,
    userName: 'Mila',
    text,
    createdAt: '2026-06-29T20:31:00.000Z',
    authorRole: 'viewer',
  };
}

/** The server's side of the room: what a join sends, and each host event's answer. */
function liveRoom(event: ApiEvent) {
  const transport = new FakeLiveTransport();
  const state = {
    status: event.status,
    liveSince: null as string | null,
    highlighted: [] as string[],
  };
  const sendState = () => {
    transport.serverEmit('get_status', {
      eventId: SHOW_ID,
      status: state.status,
      chatEnabled: true,
      viewers: 3,
      rehearsal: event.rehearsal,
      scheduledAt: event.scheduledAt,
      liveSince: state.liveSince,
      streamUrl: event.streamUrl || null,
      replayUrl: null,
    });
    transport.serverEmit('live_products', {
      eventId: SHOW_ID,
      products: state.highlighted.map((id) => ({
        _id: id,
        name: 'Wool coat',
        price: 120,
        currency: 'USD',
        imageUrl: null,
        soldOut: false,
      })),
      soldOutProductIds: [],
      pinnedLook: null,
    });
    transport.serverEmit('chat_settings', { eventId: SHOW_ID, chatEnabled: true, slowModeSec: 0 });
    transport.serverEmit('pinned_message', { eventId: SHOW_ID, message: null });
    transport.serverEmit('moderation_state', {
      eventId: SHOW_ID,
      blockedWords: [],
      restrictions: [],
    });
  };
  transport.answer = (name, payload) => {
    const body = payload as Record<string, unknown>;
    switch (name) {
      case 'room':
        sendState();
        return { ok: true, eventId: SHOW_ID, role: 'host', chat: 'allowed' };
      case 'change_status':
        state.status = body.status as ApiEvent['status'];
        state.liveSince = state.status === 'live' ? '2026-06-29T20:30:00.000Z' : state.liveSince;
        sendState();
        return { ok: true, status: state.status };
      case 'push_products':
        state.highlighted = body.productIds as string[];
        sendState();
        return { ok: true };
      case 'delete_message':
        transport.serverEmit('message_deleted', { eventId: SHOW_ID, messageId: body.messageId });
        return { ok: true };
      case 'slow_mode':
        return (body.seconds as number) > 600
          ? { ok: false, code: 'invalid-payload', message: 'seconds: too long for this show' }
          : { ok: true };
      default:
        return { ok: true };
    }
  };
  live.next = transport;
  return { transport, state };
}

describe('the control room', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-29T20:31:30.000Z'));
    live.transports.length = 0;
    live.auth.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes live after asking, shows the timer and counters, moderates the chat and pushes a product', async () => {
    storeSession(designerUser);
    // Announced for half an hour from now, with its stream: nothing to warn of.
    const scheduled = {
      ...autumnShow,
      status: 'scheduled' as const,
      scheduledAt: '2026-06-29T21:00:00.000Z',
    };
    const { transport, state } = liveRoom(scheduled);
    const first = viewerMessage('Hello from Oslo');
    const { seen } = eventServer(designerUser, {
      [`GET /api/v2/events/${SHOW_ID}`]: () => eventAnswer({ ...scheduled, status: state.status }),
      'GET /api/v2/products': () => pageAnswer([coat]),
      'GET /api/v2/looks': () => pageAnswer([]),
      [`GET /api/v2/events/${SHOW_ID}/messages`]: () => ({
        body: { success: true, data: { items: [first], hasMore: false } },
      }),
    });
    renderApp(`/event/event-detail/${SHOW_ID}`);
    const user = userEvent.setup();
    const roomCard = await screen.findByRole('region', { name: 'Control room' });
    // The handshake carries the console's session token.
    expect(live.auth[0]).toEqual({ token: 'stored-token' });
    expect(transport.names()[0]).toBe('room');

    // The history arrives on join.
    const chat = within(roomCard).getByRole('region', { name: 'Chat messages' });
    expect(await within(chat).findByText('Hello from Oslo')).toBeVisible();
    expect(seen.some((request) => request.url.includes(`/api/v2/events/${SHOW_ID}/messages`))).toBe(
      true,
    );

    await user.click(within(roomCard).getByRole('button', { name: 'Go live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Go live now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go live' }));
    expect(await toastOf('status')).toHaveTextContent('The show is live');
    expect(transport.emitted.find((entry) => entry.name === 'change_status')?.payload).toEqual({
      eventId: SHOW_ID,
      status: 'live',
    });
    expect(await within(roomCard).findByRole('timer')).toHaveAccessibleName('Live for 1:30');
    expect(within(roomCard).getByRole('button', { name: 'End the show' })).toBeEnabled();

    transport.serverEmit('counters', {
      eventId: SHOW_ID,
      viewersNow: 1284,
      peakViewers: 1300,
      uniqueViewers: 2000,
      chatMessages: 12,
      addsToCart: 4,
      orders: 0,
      ordersValue: 0,
      currency: 'USD',
      codeRedemptions: 0,
    });
    const viewers = await within(roomCard).findByRole('region', { name: 'Viewers now' });
    expect(within(viewers).getByText('1,284')).toBeVisible();

    // A viewer's message, then deleted for everyone from its menu.
    const rude = viewerMessage('Buy cheap watches here');
    transport.serverEmit('message', rude);
    expect(await within(chat).findByText('Buy cheap watches here')).toBeVisible();
    const menus = within(chat).getAllByRole('button', { name: "Moderate Mila's message" });
    await user.click(menus.at(-1)!);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete message' }));
    await waitFor(() => expect(within(chat).queryByText('Buy cheap watches here')).toBeNull());
    expect(transport.emitted.find((entry) => entry.name === 'delete_message')?.payload).toEqual({
      eventId: SHOW_ID,
      messageId: rude.id,
    });

    // A product of the show onto every screen; its button then says how to take it off.
    await user.click(await within(roomCard).findByRole('button', { name: 'Highlight Wool coat' }));
    expect(
      await within(roomCard).findByRole('button', { name: 'Remove highlight Wool coat' }),
    ).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('warns before going live with no stream URL, or more than an hour before the start', async () => {
    storeSession(designerUser);
    // Announced for 1 July, two days away, and no stream yet.
    const early = { ...autumnShow, status: 'scheduled' as const, streamUrl: '' };
    const { transport } = liveRoom(early);
    eventServer(designerUser, {
      [`GET /api/v2/events/${SHOW_ID}`]: () => eventAnswer(early),
      [`GET /api/v2/events/${SHOW_ID}/messages`]: () => ({
        body: { success: true, data: { items: [], hasMore: false } },
      }),
    });
    renderApp(`/event/event-detail/${SHOW_ID}`);
    const user = userEvent.setup();
    const roomCard = await screen.findByRole('region', { name: 'Control room' });
    const goLive = within(roomCard).getByRole('button', { name: 'Go live' });
    await waitFor(() => expect(goLive).toBeEnabled());
    await user.click(goLive);
    const dialog = await screen.findByRole('dialog', { name: 'Go live now?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'No stream URL is set: viewers will see no video until you add one to the show.',
      'The show is announced for Wed 1 Jul 2026, 19:00 · New York (EDT), more than an hour from now: viewers who come then will have missed the start.',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(transport.names()).not.toContain('change_status');
    await user.click(goLive);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Go live now?' })).getByRole('button', {
        name: 'Go live anyway',
      }),
    );
    expect(await toastOf('status')).toHaveTextContent('The show is live');
  });

  it('puts the controls and the counters first while live, and says the status once', async () => {
    storeSession(designerUser);
    const liveShow = { ...autumnShow, status: 'live' as const };
    const { transport } = liveRoom(liveShow);
    eventServer(designerUser, {
      [`GET /api/v2/events/${SHOW_ID}`]: () => eventAnswer(liveShow),
      [`GET /api/v2/events/${SHOW_ID}/messages`]: () => ({
        body: { success: true, data: { items: [], hasMore: false } },
      }),
    });
    renderApp(`/event/event-detail/${SHOW_ID}`);
    const roomCard = await screen.findByRole('region', { name: 'Control room' });
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(roomCard.compareDocumentPosition(overview)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // The counters the server sends on joining fill the tiles at once.
    transport.serverEmit('counters', {
      eventId: SHOW_ID,
      viewersNow: 7,
      peakViewers: 9,
      uniqueViewers: 11,
      chatMessages: 2,
      addsToCart: 0,
      orders: 0,
      ordersValue: 0,
      currency: 'USD',
      codeRedemptions: 0,
    });
    const counters = await within(roomCard).findByRole('region', { name: 'Live counters' });
    const controls = within(roomCard).getByRole('group', { name: 'Show status' });
    expect(controls.compareDocumentPosition(counters)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(
      counters.compareDocumentPosition(
        within(roomCard).getByRole('region', { name: 'Chat messages' }),
      ),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // Where the show stands: the header's badge, and nowhere else in words.
    expect(screen.getAllByText('Live', { exact: true })).toHaveLength(1);
    expect(screen.queryByText('The show is live now')).toBeNull();
    expect(within(overview).queryByText('Status')).toBeNull();
  });

  it('says at once when the connection is lost, and finds the room as it was with the missed messages', async () => {
    storeSession(designerUser);
    const liveShow = { ...autumnShow, status: 'live' as const };
    const { transport } = liveRoom(liveShow);
    const before = viewerMessage('Before the drop');
    const missed = viewerMessage('Sent while the host was away');
    const history = vi.fn((request: Request) => {
      const after = new URL(request.url).searchParams.get('after');
      return {
        body: {
          success: true,
          data: { items: after === before.id ? [missed] : [before], hasMore: false },
        },
      };
    });
    eventServer(designerUser, {
      [`GET /api/v2/events/${SHOW_ID}`]: () => eventAnswer(liveShow),
      'GET /api/v2/products': () => pageAnswer([coat]),
      'GET /api/v2/looks': () => pageAnswer([]),
      [`GET /api/v2/events/${SHOW_ID}/messages`]: history,
    });
    renderApp(`/event/event-detail/${SHOW_ID}`);
    const roomCard = await screen.findByRole('region', { name: 'Control room' });
    const chat = within(roomCard).getByRole('region', { name: 'Chat messages' });
    expect(await within(chat).findByText('Before the drop')).toBeVisible();

    transport.drop();
    expect(await within(roomCard).findByRole('alert')).toHaveTextContent(
      'Connection lost — reconnecting…',
    );
    expect(within(roomCard).getByRole('button', { name: 'End the show' })).toBeDisabled();
    expect(within(roomCard).getByRole('checkbox', { name: 'Chat is on' })).toBeDisabled();

    transport.restore({ recovered: false });
    await waitFor(() =>
      expect(
        within(roomCard).getByText('Reconnected', { selector: '[role=status]' }),
      ).toBeVisible(),
    );
    expect(await within(chat).findByText('Sent while the host was away')).toBeVisible();
    expect(history).toHaveBeenCalledTimes(2);
    expect(new URL(history.mock.calls[1]![0].url).searchParams.get('after')).toBe(before.id);
    // Joined again: the server sent the status, products and settings again.
    expect(transport.names().filter((name) => name === 'room')).toHaveLength(2);
    expect(within(roomCard).queryByRole('alert')).toBeNull();
    expect(within(roomCard).getByRole('button', { name: 'End the show' })).toBeEnabled();
  });

  it('shows a refused slow mode under its field', async () => {
    storeSession(designerUser);
    const liveShow = { ...autumnShow, status: 'live' as const };
    const { transport } = liveRoom(liveShow);
    eventServer(designerUser, {
      [`GET /api/v2/events/${SHOW_ID}`]: () => eventAnswer(liveShow),
      [`GET /api/v2/events/${SHOW_ID}/messages`]: () => ({
        body: { success: true, data: { items: [], hasMore: false } },
      }),
    });
    renderApp(`/event/event-detail/${SHOW_ID}`);
    const user = userEvent.setup();
    const roomCard = await screen.findByRole('region', { name: 'Control room' });
    const slow = await within(roomCard).findByRole('textbox', { name: /Slow mode/ });
    await waitFor(() => expect(slow).toBeEnabled());
    await user.clear(slow);
    await user.type(slow, '900{Enter}');
    await waitFor(() => expect(slow).toHaveAccessibleDescription(/too long for this show/));
    await user.clear(slow);
    await user.type(slow, '30{Enter}');
    expect(transport.emitted.filter((entry) => entry.name === 'slow_mode').at(-1)?.payload).toEqual(
      { eventId: SHOW_ID, seconds: 30 },
    );
    await waitFor(() => expect(slow).not.toHaveAccessibleDescription(/too long/));
  });

  it('keeps a draft show closed', async () => {
    storeSession(designerUser);
    eventServer(designerUser);
    renderApp(`/event/event-detail/${SHOW_ID}`);
    const note = await screen.findByRole('region', { name: 'Control room' });
    expect(note).toHaveTextContent('Schedule the show to open its control room');
    expect(live.transports).toEqual([]);
  });
});
