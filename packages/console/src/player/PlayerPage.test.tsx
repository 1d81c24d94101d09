import type { PublicWebEventGroup } from '@runway-live/domain/api';
import type { PlayerEvent } from '@runway-live/domain/schemas';
import { RunwayThemeProvider } from '@runway-live/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { aWebEvent } from '../test/playerFixtures';
import { PlayerPage } from './PlayerPage';
import type { PublicApi, PublicRead } from './publicApi';
import type { PlayerRoute } from './route';

const viewerId = '9b2d5c1e-3f4a-4b6c-8d7e-1a2b3c4d5e6f';
const webEvent = aWebEvent();

function fakeApi(reads: Partial<Pick<PublicApi, 'webEvent' | 'group'>>) {
  const reported: PlayerEvent[] = [];
  const api: PublicApi = {
    webEvent: reads.webEvent ?? (async () => ({ status: 'not-found' })),
    group: reads.group ?? (async () => ({ status: 'not-found' })),
    report: (event) => void reported.push(event),
  };
  return { api, reported };
}

function renderPlayer(route: PlayerRoute | null, api: PublicApi) {
  return render(
    <RunwayThemeProvider>
      <PlayerPage route={route} api={api} viewerId={viewerId} />
    </RunwayThemeProvider>,
  );
}

/** The video at `sec`, as the browser reports it while playing. */
function playAt(video: HTMLVideoElement, sec: number) {
  Object.defineProperty(video, 'currentTime', { configurable: true, writable: true, value: sec });
  fireEvent(video, new Event('timeupdate'));
}

describe('the player page', () => {
  it('says clearly that an unknown path names no show', async () => {
    const { api } = fakeApi({});
    renderPlayer(null, api);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This show is not available' }),
    ).toBeVisible();
    expect(screen.queryByRole('video')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('says the same for an id the server does not know', async () => {
    const webEventRead = vi.fn(async (): Promise<PublicRead<never>> => ({ status: 'not-found' }));
    const { api, reported } = fakeApi({ webEvent: webEventRead });
    renderPlayer({ kind: 'web-event', id: webEvent._id, mode: 'replay' }, api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This show is not available' }),
    ).toBeVisible();
    expect(webEventRead).toHaveBeenCalledWith(webEvent._id);
    expect(reported).toEqual([]);
  });

  it('plays a replay: the product on screen is current, a jump seeks, a buy is reported', async () => {
    const { api, reported } = fakeApi({
      webEvent: async () => ({ status: 'found', data: webEvent }),
    });
    const user = userEvent.setup();
    const { container } = renderPlayer(
      { kind: 'web-event', id: webEvent._id, mode: 'replay' },
      api,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Autumn show' })).toBeVisible();
    expect(screen.getByText('Replay')).toBeVisible();
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('aria-label', 'Autumn show');
    expect(video).toHaveAttribute('controls');
    // The source is attached by an effect after the commit that showed the heading.
    await waitFor(() => expect(video).toHaveAttribute('src', '/demo/sample-show.mp4'));
    expect(reported.map((event) => event.type)).toEqual(['session-start']);

    const rail = screen.getByRole('region', { name: 'Shop the show' });
    const items = within(rail).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual(['true', null, null]);
    act(() => playAt(video, 7));
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    act(() => playAt(video, 11));
    expect(items.every((item) => !item.hasAttribute('aria-current'))).toBe(true);

    video.play = vi.fn(async () => undefined);
    await user.click(screen.getByRole('button', { name: 'Jump to 0:00.000: Wool coat' }));
    expect(video.currentTime).toBe(0);
    expect(video.play).toHaveBeenCalled();
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    // A product that never appears has no jump.
    expect(within(items[2]!).queryByRole('button')).toBeNull();

    const buy = screen.getByRole('link', { name: 'Buy Silk dress (opens in a new tab)' });
    expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
    buy.addEventListener('click', (event) => event.preventDefault());
    await user.click(buy);
    expect(reported.at(-1)).toEqual({
      type: 'product-click',
      webEventId: webEvent._id,
      viewerId,
      productId: webEvent.products[1]!._id,
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('shows captions when the show has them, and a live show without jumps', async () => {
    const live = aWebEvent({
      status: 'live',
      streamUrl: '/live/show.mp4',
      captionsUrl: '/captions/show.vtt',
      posterUrl: '/poster.jpg',
    });
    const { api } = fakeApi({ webEvent: async () => ({ status: 'found', data: live }) });
    const { container } = renderPlayer({ kind: 'web-event', id: live._id, mode: 'live' }, api);
    expect(await screen.findByText('Live')).toBeVisible();
    // The source is given once the player has chosen how to play it (an effect, after the
    // live slot's and the account row's chunks have started loading).
    await waitFor(() =>
      expect(container.querySelector('video')?.getAttribute('src')).toBe('/live/show.mp4'),
    );
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('poster', '/poster.jpg');
    expect(container.querySelector('track')).toHaveAttribute('src', '/captions/show.vtt');
    expect(container.querySelector('track')).toHaveAttribute('kind', 'captions');
    // Live: the account row is there to sign in to chat (its chunk loaded within the test).
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    // Live, the carousel times say nothing: no highlight, no jump.
    expect(screen.queryByRole('button', { name: /^Jump to/ })).toBeNull();
    expect(screen.queryByText('On screen')).toBeNull();
  });

  it('plays a group in order: the next show starts when one ends', async () => {
    const second = aWebEvent({ _id: '3f1c2a4e-8b7d-4c6e-9f0a-1b2c3d4e5f60', title: 'Winter show' });
    const group: PublicWebEventGroup = {
      _id: '6ba7b812-9dad-41d1-80b4-00c04fd430c8',
      name: 'Season',
      description: '',
      webEvents: [webEvent, aWebEvent({ _id: 'x', title: 'Nothing yet', replayUrl: null }), second],
    };
    const { api, reported } = fakeApi({ group: async () => ({ status: 'found', data: group }) });
    const { container } = renderPlayer({ kind: 'group', id: group._id }, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Autumn show' })).toBeVisible();
    expect(screen.getByText('Show 1 of 2 · Season')).toBeVisible();
    // The video's listeners attach in an effect after the first paint, with its source: an
    // 'ended' before that was lost on a loaded machine (CI).
    await waitFor(() => expect(container.querySelector('video')).toHaveAttribute('src'));
    act(() => {
      fireEvent(container.querySelector('video')!, new Event('ended'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter show' })).toBeVisible();
    expect(screen.getByText('Show 2 of 2 · Season')).toBeVisible();
    expect(container.querySelector('video')).toHaveAttribute('autoplay');
    // Each show is its own view session.
    expect(reported.map((event) => [event.type, event.webEventId])).toEqual([
      ['session-start', webEvent._id],
      ['session-end', webEvent._id],
      ['session-start', second._id],
    ]);
    // The last show ending leaves it on screen.
    act(() => {
      fireEvent(container.querySelector('video')!, new Event('ended'));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Winter show' })).toBeVisible();
  });

  it('offers to try again when the read fails', async () => {
    const answers: PublicRead<typeof webEvent>[] = [
      { status: 'failed' },
      { status: 'found', data: webEvent },
    ];
    const { api } = fakeApi({ webEvent: async () => answers.shift()! });
    renderPlayer({ kind: 'web-event', id: webEvent._id, mode: 'replay' }, api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The show could not be loaded' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Autumn show' })).toBeVisible();
  });
});
