import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { fakeServer, pageAnswer, sentBody, type FakeHandler } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { toastOf } from '../../test/toasts';
import { designerUser, storeSession } from '../../test/users';
import type { ApiEvent } from '@runway-live/domain/api';
import { autumnShow } from '../events/testing';
import { product } from '../looks/testing';
import { isHlsUrl, needsHlsJs } from '../../shared/hlsSource';

const EVENT_ID = '01930000-0000-7000-8000-0000000000e7';
const DRESS = '01930000-0000-7000-8000-0000000000b1';
const BLOUSE = '01930000-0000-7000-8000-0000000000b2';
const dress = { ...product(DRESS, 'Silk Slip Mini Dress', 'ML-DR-001', [2]), eventId: EVENT_ID };
const blouse = { ...product(BLOUSE, 'Linen Wrap Blouse', 'ML-TP-014', [1]), eventId: EVENT_ID };
const replay: ApiEvent = {
  ...autumnShow,
  _id: EVENT_ID,
  title: 'Winter Capsule Replay',
  status: 'ended',
  replayUrl: '/demo/sample-show.mp4',
  streamUrl: '',
  productIds: [DRESS, BLOUSE],
};
const saved = [
  { productId: DRESS, startSec: 2, endSec: 6 },
  { productId: BLOUSE, startSec: 8, endSec: 12 },
];

function carouselServer(extra: Record<string, FakeHandler> = {}) {
  let list = saved;
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user: designerUser } }),
    [`GET /api/v2/events/${EVENT_ID}`]: () => ({ body: { success: true, data: replay } }),
    'GET /api/v2/products': () => pageAnswer([blouse, dress]),
    [`GET /api/v2/events/${EVENT_ID}/carousel-times`]: () => ({
      body: { success: true, data: list },
    }),
    [`PUT /api/v2/events/${EVENT_ID}/carousel-times`]: async (request) => {
      list = (await sentBody(request)) as typeof saved;
      return { body: { success: true, data: list } };
    },
    ...extra,
  });
}

const path = `/event/carousel-time/${EVENT_ID}`;
const puts = (seen: Request[]) => seen.filter((request) => request.method === 'PUT');

describe('the carousel-time editor screen', () => {
  it('shows the replay and the saved times on a timeline of the event’s products, with no axe issue', async () => {
    storeSession(designerUser);
    const { seen } = carouselServer();
    renderApp(path);
    await screen.findByRole('heading', {
      level: 1,
      name: 'Carousel times of Winter Capsule Replay',
    });
    const video = screen.getByLabelText('Video of Winter Capsule Replay');
    expect(video.tagName).toBe('VIDEO');
    // Attached by an effect after the commit that showed the heading.
    await waitFor(() => expect(video).toHaveAttribute('src', '/demo/sample-show.mp4'));
    const start = await screen.findByRole('slider', { name: 'Start of Silk Slip Mini Dress' });
    // Seconds with their milliseconds, one way everywhere (never a frame count after the dot).
    expect(start).toHaveAttribute('aria-valuetext', '0:02.000');
    expect(screen.getByText('Playhead 0:00.000')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'End of Linen Wrap Blouse' })).toHaveAttribute(
      'aria-valuenow',
      '12',
    );
    const productsCall = seen.find((request) => request.url.includes('/api/v2/products'));
    expect(new URL(productsCall!.url).searchParams.get('eventId')).toBe(EVENT_ID);
    expect(screen.getByRole('button', { name: 'Save carousel times' })).toBeDisabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('saves the whole list, edited with the keyboard, through the unsaved-changes bar', async () => {
    storeSession(designerUser);
    const { seen } = carouselServer();
    renderApp(path);
    const user = userEvent.setup();
    const end = await screen.findByRole('slider', { name: 'End of Silk Slip Mini Dress' });
    end.focus();
    // One second on, then one frame (1/24 s) back: 6 → 7 → 6.958.
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowLeft}');
    expect(end).toHaveAttribute('aria-valuenow', '6.958');
    const bar = screen.getByRole('region', { name: 'Unsaved changes' });
    expect(screen.getAllByRole('button', { name: 'Save carousel times' })).toEqual([
      within(bar).getByRole('button', { name: 'Save carousel times' }),
    ]);
    await user.click(within(bar).getByRole('button', { name: 'Save carousel times' }));
    expect(await toastOf('status')).toHaveTextContent('Carousel times saved');
    expect(puts(seen)).toHaveLength(1);
    expect(await sentBody(puts(seen)[0])).toEqual([
      { productId: DRESS, startSec: 2, endSec: 6.958 },
      { productId: BLOUSE, startSec: 8, endSec: 12 },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save carousel times' })).toBeDisabled(),
    );
  });

  it('refuses an overlap as it is made, with the rule’s message, and sends nothing', async () => {
    storeSession(designerUser);
    const { seen } = carouselServer();
    renderApp(path);
    const user = userEvent.setup();
    // The playhead to 9 s (nine Shift+arrows), then O on the dress: into the blouse.
    const playhead = await screen.findByRole('slider', { name: 'Playhead' });
    playhead.focus();
    await user.keyboard('{Shift>}' + '{ArrowRight}'.repeat(9) + '{/Shift}');
    expect(playhead).toHaveAttribute('aria-valuenow', '9');
    await user.click(
      screen.getByRole('button', { name: 'Silk Slip Mini Dress, 0:02.000 to 0:06.000' }),
    );
    await user.keyboard('o');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Entry 2 (Linen Wrap Blouse) starts at 0:08.000, before Entry 1 (Silk Slip Mini Dress) ends (0:09.000): entries may not overlap.',
    );
    expect(screen.getByRole('slider', { name: 'End of Silk Slip Mini Dress' })).toHaveAttribute(
      'aria-valuenow',
      '6',
    );
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save carousel times' })).toBeDisabled();
    expect(puts(seen)).toEqual([]);
  });

  it('keeps the video in view while the timeline scrolls: one lane per product beside it', async () => {
    storeSession(designerUser);
    carouselServer();
    renderApp(path);
    const timeline = await screen.findByRole('group', {
      name: 'Carousel times of Winter Capsule Replay',
    });
    // In the show's order of products.
    expect(within(timeline).getAllByRole('group')).toEqual([
      within(timeline).getByRole('group', { name: 'Linen Wrap Blouse' }),
      within(timeline).getByRole('group', { name: 'Silk Slip Mini Dress' }),
    ]);
    const videoCard = screen.getByRole('heading', { name: 'Video' }).closest('section')!;
    const column = videoCard.parentElement!;
    expect(getComputedStyle(column).position).toBe('sticky');
    expect(column.contains(screen.getByLabelText('Video of Winter Capsule Replay'))).toBe(true);
  });

  it('shows the server’s refusal of a save and keeps the edits', async () => {
    storeSession(designerUser);
    const message = `Entry 1 (${DRESS}) is not a product of this event.`;
    carouselServer({
      [`PUT /api/v2/events/${EVENT_ID}/carousel-times`]: () => ({
        status: 400,
        body: { success: false, message },
      }),
    });
    renderApp(path);
    const user = userEvent.setup();
    const start = await screen.findByRole('slider', { name: 'Start of Silk Slip Mini Dress' });
    start.focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    const bar = screen.getByRole('region', { name: 'Unsaved changes' });
    await user.click(within(bar).getByRole('button', { name: 'Save carousel times' }));
    expect(await toastOf('alert')).toHaveTextContent(message);
    expect(start).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByRole('region', { name: 'Unsaved changes' })).toBeInTheDocument();
  });

  it('says when the event has no video and no products yet', async () => {
    storeSession(designerUser);
    carouselServer({
      [`GET /api/v2/events/${EVENT_ID}`]: () => ({
        body: { success: true, data: { ...replay, replayUrl: '' } },
      }),
      'GET /api/v2/products': () => pageAnswer([]),
    });
    renderApp(path);
    expect(await screen.findByText('This event has no video yet')).toBeInTheDocument();
    expect(await screen.findByText('No products in this show yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a product to this event' })).toHaveAttribute(
      'href',
      `/event/add-product/${EVENT_ID}`,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the not-found page for an event it cannot see', async () => {
    storeSession(designerUser);
    carouselServer({
      [`GET /api/v2/events/${EVENT_ID}`]: () => ({
        status: 404,
        body: { success: false, message: 'Not found.' },
      }),
    });
    renderApp(path);
    expect(await screen.findByText('This is not in Events any more')).toBeInTheDocument();
  });
});

describe('hls.js, only when it is needed', () => {
  const browser = (hls: '' | 'maybe') => ({ canPlayType: () => hls });
  it('is for an HLS playlist in a browser that cannot play HLS itself', () => {
    expect(isHlsUrl('/demo/sample-show-hls/index.m3u8')).toBe(true);
    expect(isHlsUrl('https://cdn.test/live.M3U8?token=1')).toBe(true);
    expect(isHlsUrl('/demo/sample-show.mp4')).toBe(false);
    expect(needsHlsJs('/demo/sample-show-hls/index.m3u8', browser(''))).toBe(true);
    expect(needsHlsJs('/demo/sample-show-hls/index.m3u8', browser('maybe'))).toBe(false);
    expect(needsHlsJs('/demo/sample-show.mp4', browser(''))).toBe(false);
  });
});
