import { type PublicEvent } from '@runway-live/domain/api';
import { formatDateTime } from '@runway-live/domain/display';
import { type LiveMessage, type LiveStatus } from '@runway-live/domain/live';
import { RunwayThemeProvider } from '@runway-live/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { FakeLiveTransport } from '../../test/fakeLiveTransport';
import { aPublicEvent, LIVE_EVENT_ID } from '../../test/liveViewerFixtures';
import type { LiveViewerApi } from './liveApi';
import LiveEventPage from './LiveEventPage';

const viewerId = '9b2d5c1e-3f4a-4b6c-8d7e-1a2b3c4d5e6f';
const USER = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';

let sequence = 0;
function message(text: string, second: number): LiveMessage {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    eventId: LIVE_EVENT_ID,
    userId: USER,
    userName: 'Anna',
    text,
    createdAt: `2026-11-25T19:00:${String(second).padStart(2, '0')}.000Z`,
    authorRole: 'viewer',
  };
}

/** The product the host pushes in these tests. */
const WOOL_COAT = {
  _id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: 'Wool coat',
  price: 420,
  currency: 'EUR',
  imageUrl: null,
  soldOut: false,
};

const status = (overrides: Partial<LiveStatus> = {}): LiveStatus => ({
  eventId: LIVE_EVENT_ID,
  status: 'live',
  chatEnabled: true,
  viewers: 1234,
  rehearsal: false,
  scheduledAt: '2026-11-25T19:00:00.000Z',
  liveSince: '2026-11-25T19:00:00.000Z',
  streamUrl: 'https://stream.test/live.m3u8',
  replayUrl: null,
  ...overrides,
});

function setup({
  event = aPublicEvent(),
  history = async (_eventId: string, _afterId: string | undefined) => [] as LiveMessage[],
  token = null as string | null,
  now = () => Date.UTC(2026, 10, 25, 18, 0, 0),
  found = true,
} = {}) {
  const transport = new FakeLiveTransport();
  transport.answer = (name, payload) => {
    if (name === 'room') {
      return {
        ok: true,
        eventId: (payload as { eventId: string }).eventId,
        role: token ? 'viewer' : 'anonymous',
        chat: token ? 'allowed' : 'sign-in-required',
      };
    }
    if (name === 'new_message') {
      return {
        ok: true,
        message: { ...message((payload as { text: string }).text, 30), userName: 'Me' },
      };
    }
    return { ok: true };
  };
  const historyCalls = vi.fn(history);
  const connect = vi.fn(() => transport);
  const api: LiveViewerApi = {
    event: async () =>
      found ? { status: 'found', data: event as PublicEvent } : { status: 'not-found' },
    history: (eventId, afterId) => historyCalls(eventId, afterId),
  };
  render(
    <RunwayThemeProvider>
      <LiveEventPage
        eventId={event._id}
        viewerId={viewerId}
        api={api}
        token={token}
        transport={connect}
        now={now}
      />
    </RunwayThemeProvider>,
  );
  return { transport, historyCalls, connect };
}

const chatLog = () => within(screen.getByRole('region', { name: 'Chat messages' }));
const announcer = () => document.querySelector<HTMLElement>('[aria-live="polite"]')!;

afterEach(() => {
  vi.useRealTimers();
});

describe('the live viewer page', () => {
  it('loads the chat history on join, then adds live messages, announcing only those', async () => {
    const { transport, historyCalls } = setup({
      history: async () => [message('First!', 1), message('Hello from Lyon', 2)],
    });
    expect(await screen.findByText('Hello from Lyon')).toBeVisible();
    expect(historyCalls).toHaveBeenCalledWith(LIVE_EVENT_ID, undefined);
    expect(announcer()).toHaveTextContent(/^$/);

    act(() => transport.serverEmit('message', message('That coat!', 3)));
    expect(
      chatLog()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('First!'),
      expect.stringContaining('Hello from Lyon'),
      expect.stringContaining('That coat!'),
    ]);
    expect(announcer()).toHaveTextContent('Anna: That coat!');
  });

  it('keeps one connection while the page draws what arrives', async () => {
    const { transport, connect } = setup({ history: async () => [message('one', 1)] });
    expect(await screen.findByText('one')).toBeVisible();
    act(() => transport.serverEmit('message', message('two', 2)));
    expect(await screen.findByText('two')).toBeVisible();
    expect(connect).toHaveBeenCalledTimes(1);
    expect(transport.disconnects).toBe(0);
  });

  it('shows each message once after a reconnection that reloads the history', async () => {
    const first = message('one', 1);
    const second = message('two', 2);
    const third = message('three', 3);
    const { transport, historyCalls } = setup({ history: async () => [first] });
    expect(await screen.findByText('one')).toBeVisible();
    act(() => transport.serverEmit('message', second));

    // The connection drops and cannot be recovered: the client asks for what came after.
    historyCalls.mockImplementation(async () => [second, third]);
    act(() => transport.drop());
    await act(async () => transport.restore({ recovered: false }));
    expect(historyCalls).toHaveBeenLastCalledWith(LIVE_EVENT_ID, second.id);
    expect(await screen.findByText('three')).toBeVisible();
    // socket.io replays a packet the history already brought.
    act(() => transport.serverEmit('message', third));
    expect(chatLog().getAllByRole('listitem')).toHaveLength(3);
  });

  it('draws a coalesced frame’s messages and products as if each had come on its own', async () => {
    const { transport } = setup({ history: async () => [message('one', 1)] });
    expect(await screen.findByText('one')).toBeVisible();
    await waitFor(() => expect(transport.listens('batch')).toBe(true));
    act(() =>
      transport.serverEmit('batch', {
        events: [
          { event: 'message', payload: message('two', 2) },
          {
            event: 'live_products',
            payload: {
              eventId: LIVE_EVENT_ID,
              products: [WOOL_COAT],
              soldOutProductIds: [],
              pinnedLook: null,
            },
          },
          { event: 'message', payload: message('three', 3) },
        ],
      }),
    );
    expect(
      chatLog()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('one'),
      expect.stringContaining('two'),
      expect.stringContaining('three'),
    ]);
    const featured = within(screen.getByRole('list', { name: 'Featured products' }));
    expect(featured.getByRole('heading', { name: 'Wool coat' })).toBeVisible();
  });

  it('counts down to an upcoming show, second by second', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let clock = Date.UTC(2026, 10, 25, 18, 58, 55);
    setup({ now: () => clock });
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveAccessibleName('Starts in 1 minute 5 seconds');
    // findByRole can resolve between the countdown's commit and its effects (a busy machine
    // shows it): let React run them, so its one-second interval exists before the clock moves.
    await act(async () => {});
    clock += 1000;
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveAccessibleName('Starts in 1 minute 4 seconds');
    clock += 64_000;
    act(() => vi.advanceTimersByTime(64_000));
    expect(screen.getByText('Starting soon')).toBeVisible();
  });

  it('follows the status: live with its viewer count, then ended with the replay offer', async () => {
    const { transport } = setup();
    expect(await screen.findByText('The show has not started yet.')).toBeVisible();
    await waitFor(() => expect(transport.listens('get_status')).toBe(true));

    act(() => transport.serverEmit('get_status', status()));
    expect(screen.getByText('Live now')).toBeVisible();
    expect(screen.getByText('1,234 watching')).toBeVisible();
    expect(document.querySelector('video')).not.toBeNull();

    act(() =>
      transport.serverEmit(
        'get_status',
        status({ status: 'ended', replayUrl: 'https://cdn.test/replay.mp4' }),
      ),
    );
    expect(screen.getByText('This show has ended.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Watch the replay' })).toBeVisible();
    expect(screen.queryByText(/watching/)).toBeNull();
    expect(screen.getByText('The show has ended, so its chat is closed.')).toBeVisible();
  });

  it('plays a stream set during the show without a reload, and never says Live over no video', async () => {
    const { transport } = setup({ event: aPublicEvent({ status: 'live', streamUrl: '' }) });
    expect(
      await screen.findByText('The show is starting: the video will play here in a moment.'),
    ).toBeVisible();
    expect(screen.queryByText('The video of this show is not available yet.')).toBeNull();
    // The eyebrow over the title says "Live" only over the live video.
    const title = screen.getByRole('heading', { level: 1, name: 'Winter show' });
    expect(title.previousElementSibling).toBeNull();
    expect(document.querySelector('video')).toBeNull();
    await waitFor(() => expect(transport.listens('get_status')).toBe(true));

    act(() =>
      transport.serverEmit('get_status', status({ streamUrl: 'https://cdn.test/late.mp4' })),
    );
    expect(document.querySelector('video')).toHaveAttribute('src', 'https://cdn.test/late.mp4');
    expect(title.previousElementSibling).toHaveTextContent('Live');
  });

  it('after the show: offers the replay as soon as it is set, hides Buy, and says why chat is closed', async () => {
    const { transport } = setup({ event: aPublicEvent({ status: 'ended' }) });
    expect(
      await screen.findByText('The show has ended. Its replay will play here once it is ready.'),
    ).toBeVisible();
    await waitFor(() => expect(transport.listens('live_products')).toBe(true));
    act(() =>
      transport.serverEmit('live_products', {
        eventId: LIVE_EVENT_ID,
        products: [WOOL_COAT],
        soldOutProductIds: [],
        pinnedLook: null,
      }),
    );
    expect(screen.getByRole('heading', { name: 'Wool coat' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Buy/ })).toBeNull();
    expect(screen.getByText('The show has ended, so its chat is closed.')).toBeVisible();

    act(() =>
      transport.serverEmit(
        'get_status',
        status({ status: 'ended', replayUrl: 'https://cdn.test/replay.mp4' }),
      ),
    );
    expect(document.querySelector('video')).toHaveAttribute('src', 'https://cdn.test/replay.mp4');
    expect(screen.getByRole('button', { name: 'Watch the replay' })).toBeVisible();
  });

  it('lets a muted viewer chat again as soon as the host lifts the mute', async () => {
    const { transport } = setup({ event: aPublicEvent({ status: 'live' }), token: 'viewer-token' });
    await screen.findByRole('textbox', { name: 'Message' });
    act(() => transport.serverEmit('chat_right', { eventId: LIVE_EVENT_ID, chat: 'muted' }));
    expect(screen.getByText('You are muted in this show’s chat.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    act(() => transport.serverEmit('chat_right', { eventId: LIVE_EVENT_ID, chat: 'allowed' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeVisible();
  });

  it('counts slow mode down from its true length the first time', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let clock = Date.UTC(2026, 10, 25, 19, 5, 0);
    const { transport } = setup({
      event: aPublicEvent({ status: 'live' }),
      token: 'viewer-token',
      now: () => clock,
    });
    const field = await screen.findByRole('textbox', { name: 'Message' });
    act(() =>
      transport.serverEmit('chat_settings', {
        eventId: LIVE_EVENT_ID,
        chatEnabled: true,
        slowModeSec: 10,
      }),
    );
    // The viewer reads for a while before writing: the page's clock has not ticked since.
    clock += 6_000;
    await userEvent.type(field, 'Is it lined?{Enter}');
    expect(await screen.findByText('Is it lined?')).toBeVisible();
    expect(field).toHaveAccessibleDescription(/you may post again in 10 seconds\./);
    await act(async () => {});
    clock += 1_000;
    act(() => vi.advanceTimersByTime(1_000));
    expect(field).toHaveAccessibleDescription(/you may post again in 9 seconds\./);
  });

  it('writes the start with its zone', async () => {
    setup();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(await screen.findByText(/^Starts \w{3} /)).toHaveTextContent(
      `Starts ${formatDateTime('2026-11-25T19:00:00.000Z', zone)!}`,
    );
    expect(screen.getByText(/^Starts \w{3} /).textContent).toMatch(/ · /);
  });

  it('shows the products the host pushes, sold out ones marked', async () => {
    const { transport } = setup();
    await screen.findByText('The host has not featured a product yet.');
    // The page's room listeners attach in an effect after its first paint: a push before
    // that is lost (a real server sends the products again on join).
    await waitFor(() => expect(transport.listens('live_products')).toBe(true));
    act(() =>
      transport.serverEmit('live_products', {
        eventId: LIVE_EVENT_ID,
        products: [
          WOOL_COAT,
          {
            _id: '6ba7b810-9dad-41d1-80b4-00c04fd430c8',
            name: 'Silk scarf',
            price: 95,
            currency: 'EUR',
            imageUrl: null,
            soldOut: false,
          },
        ],
        soldOutProductIds: ['6ba7b810-9dad-41d1-80b4-00c04fd430c8'],
        pinnedLook: null,
      }),
    );
    const featured = within(screen.getByRole('list', { name: 'Featured products' }));
    expect(featured.getByRole('heading', { name: 'Wool coat' })).toBeVisible();
    expect(featured.getByText('Sold out')).toBeVisible();
    // Buy opens the product's sheet (src/player/shopper/shop.test.tsx).
    expect(featured.getByRole('button', { name: 'Buy Wool coat' })).toBeEnabled();
  });

  it('asks an anonymous viewer to sign in to chat, with nothing for axe to flag', async () => {
    const anonymous = setup({ event: aPublicEvent({ status: 'live' }) });
    // The page's own sign-in (a dialog over the show), not a trip to the console's.
    expect(await screen.findByRole('button', { name: 'Sign in to chat.' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Sign in to chat.' })).toBeNull();
    // The room is joined by an effect once the socket connects, which can land after the link renders.
    await waitFor(() => expect(anonymous.transport.emitted[0]).toMatchObject({ name: 'room' }));
    expect(await axeViolations()).toEqual([]);
  });

  it('sends a signed-in viewer’s message over the socket', async () => {
    const { transport } = setup({ event: aPublicEvent({ status: 'live' }), token: 'viewer-token' });
    const field = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'Is it lined?{Enter}');
    expect(transport.emitted.find((entry) => entry.name === 'new_message')?.payload).toEqual({
      text: 'Is it lined?',
      eventId: LIVE_EVENT_ID,
    });
    expect(await screen.findByText('Is it lined?')).toBeVisible();
    expect(field).toHaveValue('');
  });

  it('says clearly when the show is not available', async () => {
    setup({ found: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This show is not available' }),
    ).toBeVisible();
  });
});
