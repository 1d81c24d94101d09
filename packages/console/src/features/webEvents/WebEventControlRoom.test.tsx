import type { ApiWebEvent } from '@runway-live/domain/api';
import type { LiveMessage } from '@runway-live/domain/live';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { FakeLiveTransport } from '../../test/fakeLiveTransport';
import { pageAnswer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { toastOf } from '../../test/toasts';
import { designerUser, storeSession } from '../../test/users';
import { BAG_ID, WEB_EVENT_ID, bag, scarf, springShow, webPluginServer } from './webPluginFixtures';

// The live socket without a network: socket.io-client's `io` hands out the fake.
const live = vi.hoisted(() => ({ next: null as unknown, auth: [] as unknown[] }));
vi.mock('socket.io-client', () => ({
  io: (_url: string, options: { auth: unknown }) => {
    live.auth.push(options.auth);
    return live.next;
  },
}));

const hello: LiveMessage = {
  id: '01930000-0000-7000-8000-000000000c01',
  eventId: WEB_EVENT_ID,
  userId: '01930000-0000-7000-8000-0000000000e1',
  userName: 'Mila',
  text: 'Is the tote waterproof?',
  createdAt: '2026-06-29T20:31:00.000Z',
  authorRole: 'viewer',
};

/** The server's side of the web event's room, as the live server plays it (decision 0044). */
function webEventRoom(show: ApiWebEvent) {
  const transport = new FakeLiveTransport();
  // The room reads a published web event as scheduled.
  const state = {
    status: show.status === 'published' ? 'scheduled' : show.status,
    pushed: [] as string[],
  };
  const sendState = () => {
    transport.serverEmit('get_status', {
      eventId: WEB_EVENT_ID,
      status: state.status,
      chatEnabled: true,
      viewers: 4,
      rehearsal: false,
      scheduledAt: null,
      liveSince: state.status === 'live' ? '2026-06-29T20:30:00.000Z' : null,
      streamUrl: 'https://cdn.example/live.m3u8',
      replayUrl: null,
    });
    transport.serverEmit('live_products', {
      eventId: WEB_EVENT_ID,
      products: state.pushed.map((id) => ({
        _id: id,
        name: bag.name,
        price: bag.price,
        currency: bag.currency,
        imageUrl: null,
        soldOut: false,
      })),
      soldOutProductIds: [],
      pinnedLook: null,
    });
    transport.serverEmit('chat_settings', {
      eventId: WEB_EVENT_ID,
      chatEnabled: true,
      slowModeSec: 0,
    });
    transport.serverEmit('pinned_message', { eventId: WEB_EVENT_ID, message: null });
    transport.serverEmit('moderation_state', {
      eventId: WEB_EVENT_ID,
      blockedWords: [],
      restrictions: [],
    });
  };
  transport.answer = (name, payload) => {
    const body = payload as Record<string, unknown>;
    if (name === 'room') {
      sendState();
      return { ok: true, eventId: WEB_EVENT_ID, role: 'host', chat: 'allowed' };
    }
    if (name === 'change_status') {
      state.status = body.status as typeof state.status;
      sendState();
      return { ok: true, status: state.status };
    }
    if (name === 'push_products') {
      state.pushed = body.productIds as string[];
      sendState();
    }
    return { ok: true };
  };
  live.next = transport;
  return transport;
}

describe("a web event's control room", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-29T20:31:30.000Z'));
    live.auth.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes live from the web event’s page, with its chat, its viewers and its web products to push', async () => {
    storeSession(designerUser);
    const published: ApiWebEvent = {
      ...springShow,
      status: 'published',
      scheduledAt: null,
      streamUrl: 'https://cdn.example/live.m3u8',
    };
    const transport = webEventRoom(published);
    webPluginServer(designerUser, {
      [`GET /api/v2/web-events/${WEB_EVENT_ID}`]: () => ({
        body: { success: true, data: published },
      }),
      'GET /api/v2/web-products': () => pageAnswer([bag, { ...scarf, status: 'archived' }]),
      [`GET /api/v2/events/${WEB_EVENT_ID}/messages`]: () => ({
        body: { success: true, data: { items: [hello], hasMore: false } },
      }),
    });
    renderApp(`/web-event/event-detail/${WEB_EVENT_ID}`);
    const user = userEvent.setup();
    const room = await screen.findByRole('region', { name: 'Control room' });
    expect(live.auth[0]).toEqual({ token: 'stored-token' });
    expect(transport.names()[0]).toBe('room');
    expect(transport.emitted[0]?.payload).toEqual({ eventId: WEB_EVENT_ID });

    // The chat's history on joining, as an event's room.
    const chat = within(room).getByRole('region', { name: 'Chat messages' });
    expect(await within(chat).findByText('Is the tote waterproof?')).toBeVisible();

    await user.click(within(room).getByRole('button', { name: 'Go live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Go live now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go live' }));
    expect(await toastOf('status')).toHaveTextContent('The show is live');
    expect(transport.emitted.find((entry) => entry.name === 'change_status')?.payload).toEqual({
      eventId: WEB_EVENT_ID,
      status: 'live',
    });
    expect(await within(room).findByRole('button', { name: 'End the show' })).toBeEnabled();

    // The viewers now, in the counters the room sends.
    transport.serverEmit('counters', {
      eventId: WEB_EVENT_ID,
      viewersNow: 38,
      peakViewers: 40,
      uniqueViewers: 52,
      chatMessages: 1,
      addsToCart: 0,
      orders: 0,
      ordersValue: 0,
      currency: 'USD',
    });
    const viewers = await within(room).findByRole('region', { name: 'Viewers now' });
    expect(within(viewers).getByText('38')).toBeVisible();

    // Its web products (not an event's products, and no looks) go on screen.
    await user.click(await within(room).findByRole('button', { name: 'Highlight Leather tote' }));
    expect(transport.emitted.find((entry) => entry.name === 'push_products')?.payload).toEqual({
      eventId: WEB_EVENT_ID,
      productIds: [BAG_ID],
    });
    expect(
      await within(room).findByRole('button', { name: 'Remove highlight Leather tote' }),
    ).toBeVisible();
    // An archived web product is never on viewers' screens: it cannot be highlighted.
    expect(within(room).getByRole('button', { name: 'Highlight Silk scarf' })).toBeDisabled();
    // A web event has no looks: the picker has no looks section.
    expect(within(room).queryByRole('heading', { name: 'Looks' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps the summary of its live show once it has ended', async () => {
    storeSession(designerUser);
    const ended: ApiWebEvent = { ...springShow, status: 'ended' };
    const { seen } = webPluginServer(designerUser, {
      [`GET /api/v2/web-events/${WEB_EVENT_ID}`]: () => ({ body: { success: true, data: ended } }),
      [`GET /api/v2/events/${WEB_EVENT_ID}/live-summary`]: () => ({
        body: {
          success: true,
          data: {
            eventId: WEB_EVENT_ID,
            startedAt: '2026-06-29T19:00:00.000Z',
            endedAt: '2026-06-29T19:45:00.000Z',
            durationSec: 2700,
            peakViewers: 420,
            uniqueViewers: 610,
            chatMessages: 88,
            pushes: 4,
            productsPushed: 2,
          },
        },
      }),
    });
    renderApp(`/web-event/event-detail/${WEB_EVENT_ID}`);
    const summary = await screen.findByRole('region', { name: 'Show summary' });
    const tile = (name: string) => within(summary).getByRole('region', { name });
    expect(await within(tile('Duration')).findByText('45 min')).toBeVisible();
    expect(within(tile('Peak viewers')).getByText('420')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Control room' })).toBeNull();
    expect(
      seen.some((request) => request.url.endsWith(`/events/${WEB_EVENT_ID}/live-summary`)),
    ).toBe(true);
  });
});
