import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSummaryResponseSchema } from '@runway-live/domain/live';
import { products } from '../src/db/schema';
import {
  collect,
  next,
  send,
  startLiveHarness,
  type LiveHarness,
  type Show,
} from './support/liveRoom';

/**
 * What reaches a viewer page that stays open through a show (issue 27): a stream or a
 * replay set while it runs, a mute lifted, only the catalogue viewers may see; and what
 * the control room and the show's page are told at once (counters, the post-show summary).
 */

let h: LiveHarness;
beforeAll(async () => {
  h = await startLiveHarness({ countersIntervalMs: 50 });
});
afterAll(() => h?.close());

const patch = async (show: Show, payload: object) =>
  h.t.call({
    method: 'PATCH',
    url: `/api/v2/events/${show.eventId}`,
    payload,
    token: await h.tokenOf('host'),
  });

describe('a stream or a replay set during a show', () => {
  it('reaches open viewer pages with the status, without a reload', async () => {
    const show = await h.newShow({ status: 'live' });
    const viewer = await h.socket(null, randomUUID());
    const first = next(viewer, 'get_status');
    await send(viewer, 'room', { eventId: show.eventId });
    expect(await first).toMatchObject({ status: 'live', streamUrl: null, replayUrl: null });

    const streamed = next(viewer, 'get_status', (status) => status.streamUrl !== null);
    expect((await patch(show, { streamUrl: 'https://cdn.example.com/show.m3u8' })).statusCode).toBe(
      200,
    );
    expect(await streamed).toMatchObject({
      status: 'live',
      streamUrl: 'https://cdn.example.com/show.m3u8',
    });

    const replay = next(viewer, 'get_status', (status) => status.replayUrl !== null);
    expect(
      (await patch(show, { replayUrl: 'https://cdn.example.com/replay.mp4' })).statusCode,
    ).toBe(200);
    expect(await replay).toMatchObject({ replayUrl: 'https://cdn.example.com/replay.mp4' });
  });
});

describe('a mute or a block lifted during a show', () => {
  it("tells the account's own pages whether they may chat, never a shadow-mute", async () => {
    const show = await h.newShow();
    const viewer = await h.newShopper('Quiet');
    const host = await h.joined('host', show);
    const page = await h.socket(viewer.token);
    expect(await send(page, 'room', { eventId: show.eventId })).toMatchObject({
      chat: 'allowed',
    });
    const bystander = await h.joined('shopper', show);
    const overheard = collect(bystander, 'chat_right');
    const rights = collect(page, 'chat_right');

    const muted = next(page, 'chat_right', (change) => change.chat === 'muted');
    await send(host, 'mute_user', { eventId: show.eventId, userId: viewer.id, muted: true });
    expect(await muted).toEqual({ eventId: show.eventId, chat: 'muted' });

    const lifted = next(page, 'chat_right', (change) => change.chat === 'allowed');
    await send(host, 'mute_user', { eventId: show.eventId, userId: viewer.id, muted: false });
    expect(await lifted).toEqual({ eventId: show.eventId, chat: 'allowed' });

    const blocked = next(page, 'chat_right', (change) => change.chat === 'blocked');
    await send(host, 'block_user', { eventId: show.eventId, userId: viewer.id, blocked: true });
    expect(await blocked).toEqual({ eventId: show.eventId, chat: 'blocked' });
    const unblocked = next(page, 'chat_right', (change) => change.chat === 'allowed');
    await send(host, 'block_user', { eventId: show.eventId, userId: viewer.id, blocked: false });
    await unblocked;

    await send(host, 'shadow_mute', {
      eventId: show.eventId,
      userId: viewer.id,
      shadowMuted: true,
    });
    // One socket's events arrive in order: had the shadow-mute been told, it would come
    // before this mute.
    const again = next(page, 'chat_right', (change) => change.chat === 'muted');
    await send(host, 'mute_user', { eventId: show.eventId, userId: viewer.id, muted: true });
    await again;
    expect(rights.map((change) => change.chat)).toEqual([
      'muted',
      'allowed',
      'blocked',
      'allowed',
      'muted',
    ]);
    expect(overheard).toEqual([]);
  });
});

describe('the control room', () => {
  it('gets the counters as it joins, before any viewer comes or goes', async () => {
    const show = await h.newShow();
    const viewer = await h.socket(null, randomUUID());
    const sent = next(viewer, 'counters');
    await send(viewer, 'room', { eventId: show.eventId });
    // The room's counters for that join have gone out; nothing else changes in the room,
    // so what a host who joins now gets is the join's own.
    await sent;
    const socket = await h.socket(await h.tokenOf('host'));
    const counters = collect(socket, 'counters');
    expect((await send(socket, 'room', { eventId: show.eventId })).ok).toBe(true);
    expect(counters).toEqual([expect.objectContaining({ eventId: show.eventId, viewersNow: 1 })]);
  });
});

describe('drafts on viewers’ screens', () => {
  it('leaves draft products out of the pushed products and the pinned look', async () => {
    const show = await h.newShow();
    const [first, second, third] = show.productIds as [string, string, string];
    const { db } = h.t.database;
    // The second product is in the look and pushed; it becomes a draft.
    await db.update(products).set({ status: 'draft' }).where(eq(products.id, second));
    const host = await h.joined('host', show);
    const viewer = await h.socket(null, randomUUID());
    await send(viewer, 'room', { eventId: show.eventId });

    const pushed = next(viewer, 'live_products', (payload) => payload.products.length > 0);
    await send(host, 'push_products', {
      eventId: show.eventId,
      productIds: [first, second, third],
    });
    expect((await pushed).products.map((product) => product._id)).toEqual([first, third]);

    const pinned = next(viewer, 'live_products', (payload) => payload.pinnedLook !== null);
    await send(host, 'pin_look', { eventId: show.eventId, lookId: show.lookId });
    expect((await pinned).pinnedLook?.products.map((product) => product._id)).toEqual([first]);

    // A viewer who joins now is sent the same.
    const late = await h.socket(null, randomUUID());
    const state = next(late, 'live_products');
    await send(late, 'room', { eventId: show.eventId });
    expect((await state).products.map((product) => product._id)).toEqual([first, third]);
    expect((await state).pinnedLook?.products.map((product) => product._id)).toEqual([first]);
  });
});

describe('the post-show summary', () => {
  it("keeps the show's duration, audience, messages and pushes for its page", async () => {
    const show = await h.newShow({ status: 'scheduled' });
    const host = await h.joined('host', show);
    expect(await send(host, 'change_status', { eventId: show.eventId, status: 'live' })).toEqual({
      ok: true,
      status: 'live',
    });
    const viewer = await h.joined('shopper', show);
    await send(viewer, 'new_message', { eventId: show.eventId, text: 'Lovely coat' });
    await send(host, 'push_products', {
      eventId: show.eventId,
      productIds: show.productIds.slice(0, 2),
    });
    await send(host, 'push_products', { eventId: show.eventId, productIds: [] });
    await send(host, 'push_products', { eventId: show.eventId, productIds: [show.productIds[2]!] });
    expect((await send(host, 'change_status', { eventId: show.eventId, status: 'ended' })).ok).toBe(
      true,
    );

    const response = await h.t.call({
      method: 'GET',
      url: `/api/v2/events/${show.eventId}/live-summary`,
      token: await h.tokenOf('host'),
    });
    expect(response.statusCode).toBe(200);
    const { data } = liveSummaryResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      eventId: show.eventId,
      peakViewers: 1,
      uniqueViewers: 1,
      chatMessages: 1,
      pushes: 2,
      productsPushed: 3,
    });
    expect(data.startedAt).not.toBeNull();
    expect(Date.parse(data.endedAt!)).toBeGreaterThanOrEqual(Date.parse(data.startedAt!));
    expect(data.durationSec).toBe(
      Math.round((Date.parse(data.endedAt!) - Date.parse(data.startedAt!)) / 1000),
    );

    const stranger = await h.t.call({
      method: 'GET',
      url: `/api/v2/events/${show.eventId}/live-summary`,
      token: await h.tokenOf('otherDesigner'),
    });
    expect(stranger.statusCode).toBe(404);
  });
});
