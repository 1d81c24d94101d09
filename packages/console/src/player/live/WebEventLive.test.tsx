import type { LiveMessage, LiveStatus } from '@runway-live/domain/live';
import { createMemoryStorage } from '@runway-live/domain/storage';
import { RunwayThemeProvider } from '@runway-live/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { FakeLiveTransport } from '../../test/fakeLiveTransport';
import { aWebEvent, PLAYER_PRODUCT_IDS } from '../../test/playerFixtures';
import { fakeShopperApi } from '../../test/shopFixtures';
import { apiUser } from '../../test/users';
import type { PublicApi } from '../publicApi';
import { WebEventShow } from '../WebEventShow';
import type { LiveViewerApi } from './liveApi';

/** The player's live slot for a live web event (decision 0044), over a fake room. */

const viewerId = '9b2d5c1e-3f4a-4b6c-8d7e-1a2b3c4d5e6f';
const event = aWebEvent({
  status: 'live',
  streamUrl: 'https://stream.test/live.m3u8',
  replayUrl: null,
});

const hello: LiveMessage = {
  id: '00000000-0000-4000-8000-000000000001',
  eventId: event._id,
  userId: '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
  userName: 'Anna',
  text: 'Is the coat lined?',
  createdAt: '2026-11-25T19:00:05.000Z',
  authorRole: 'viewer',
};

const status: LiveStatus = {
  eventId: event._id,
  status: 'live',
  chatEnabled: true,
  viewers: 1234,
  rehearsal: false,
  scheduledAt: null,
  liveSince: '2026-11-25T19:00:00.000Z',
  streamUrl: 'https://stream.test/live.m3u8',
  replayUrl: null,
};

function setup(shown = event) {
  const transport = new FakeLiveTransport();
  transport.answer = (name) =>
    name === 'room'
      ? { ok: true, eventId: event._id, role: 'anonymous', chat: 'sign-in-required' }
      : { ok: true };
  const connect = vi.fn(() => transport);
  const history = vi.fn(async () => [hello]);
  const liveApi: LiveViewerApi = {
    event: async () => ({ status: 'not-found' }),
    history,
  };
  const api: PublicApi = {
    webEvent: async () => ({ status: 'found', data: shown }),
    group: async () => ({ status: 'not-found' }),
    report: () => undefined,
  };
  const shopperApi = fakeShopperApi();
  render(
    <RunwayThemeProvider>
      <WebEventShow
        event={shown}
        mode="live"
        api={api}
        viewerId={viewerId}
        shop={{ shopperApi }}
        liveRoom={{
          api: liveApi,
          transport: connect,
          storage: createMemoryStorage(),
          now: () => Date.UTC(2026, 10, 25, 19, 1, 0),
        }}
      />
    </RunwayThemeProvider>,
  );
  return { transport, connect, history, shopperApi };
}

describe("a live web event's slot in the player", () => {
  it('joins the web event’s room and shows its viewers, its chat and the web products pushed', async () => {
    const { transport, connect, history } = setup();
    const chat = within(await screen.findByRole('region', { name: 'Chat messages' }));
    // An anonymous viewer, with the player's viewer id, in the web event's room.
    expect(connect).toHaveBeenCalledWith({ viewerId });
    await waitFor(() => expect(transport.names()[0]).toBe('room'));
    expect(transport.emitted[0]?.payload).toEqual({ eventId: event._id });
    expect(history).toHaveBeenCalledWith(event._id, undefined);
    expect(await chat.findByText('Is the coat lined?')).toBeVisible();

    // The room's listeners attach in an effect after the first paint.
    await waitFor(() => expect(transport.listens('live_products')).toBe(true));
    transport.serverEmit('get_status', status);
    expect(await screen.findByText(/1,234/)).toBeVisible();
    transport.serverEmit('message', { ...hello, id: hello.id.replace(/1$/, '2'), text: 'Love it' });
    expect(await chat.findByText('Love it')).toBeVisible();

    const [coat] = PLAYER_PRODUCT_IDS;
    transport.serverEmit('live_products', {
      eventId: event._id,
      products: [
        {
          _id: coat,
          name: 'Wool coat',
          price: 100,
          currency: 'EUR',
          imageUrl: 'raw.jpg',
          soldOut: false,
        },
      ],
      soldOutProductIds: [],
      pinnedLook: null,
    });
    // The pushed web product, bought on its shop's page as the player's rail has it.
    const buy = await screen.findAllByRole('link', { name: /Wool coat/ });
    expect(buy.some((link) => link.getAttribute('href') === 'https://vale.test/0')).toBe(true);
    // Anonymous: the chat asks to sign in before posting, over the player.
    expect(screen.getByRole('button', { name: 'Sign in to chat.' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('signs a viewer in over the player to chat, and joins the room again as them', async () => {
    const { transport, connect, shopperApi } = setup();
    shopperApi.login.mockResolvedValue({
      token: 'shopper-token',
      user: apiUser({ fullName: 'Anna Berg', roles: ['user'] }),
    });
    await waitFor(() => expect(transport.listens('get_status')).toBe(true));
    transport.serverEmit('get_status', status);
    const user = userEvent.setup();
    // The player's own sign-in, not a link away from the show (an embed has nowhere to go).
    await user.click(await screen.findByRole('button', { name: 'Sign in to chat.' }));
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'anna@shop.test');
    await user.type(within(form).getByLabelText(/^Password/), 'a-good-password');
    transport.answer = (name) =>
      name === 'room'
        ? { ok: true, eventId: event._id, role: 'viewer', chat: 'allowed' }
        : { ok: true };
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(connect).toHaveBeenLastCalledWith({ token: 'shopper-token' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Sign in to chat.' })).toBeNull(),
    );
    // The account row names them.
    expect(screen.getByText(/Anna Berg/)).toBeVisible();
  });

  it('opens no room while the web event is not live', async () => {
    const { connect } = setup(aWebEvent());
    expect(await screen.findByRole('heading', { name: 'Autumn show' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Chat messages' })).toBeNull();
    expect(connect).not.toHaveBeenCalled();
  });
});
