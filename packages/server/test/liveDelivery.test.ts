import { randomUUID } from 'node:crypto';
import type { Namespace } from 'socket.io';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LIVE_SERVER_EVENTS as S,
  liveHistoryResponseSchema,
  unpackLiveBatch,
  type LiveCounters,
  type LiveMessage,
} from '@runway-live/domain/live';
import { createRoomDelivery } from '../src/live/delivery';
import { eventRoom } from '../src/live/socketRooms';
import { collect, send, startLiveHarness, type LiveHarness } from './support/liveRoom';

/** Coalesced delivery and the slow viewer rule (decision 0043). */

const eventId = randomUUID();
const room = eventRoom(eventId);
const authorId = randomUUID();

const message = (n: number): LiveMessage => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  eventId,
  userId: authorId,
  userName: 'Ada',
  text: `message ${n}`,
  authorRole: 'viewer',
  createdAt: new Date(Date.UTC(2026, 10, 28, 7, 0, n)).toISOString(),
});
const counters = (viewersNow: number): LiveCounters => ({
  eventId,
  viewersNow,
  peakViewers: viewersNow,
  uniqueViewers: viewersNow,
  chatMessages: 0,
  addsToCart: 0,
  orders: 0,
  ordersValue: 0,
  currency: 'USD',
  codeRedemptions: 0,
});

/** A namespace that records what each room is sent, with its sockets' send buffers. */
function fakeNamespace() {
  const sent: { room: string; name: string; payload: unknown }[] = [];
  const sockets = new Map<
    string,
    {
      id: string;
      conn: { writeBuffer: unknown[]; close: (discard?: boolean) => void };
      disconnect: (close?: boolean) => void;
    }
  >();
  const rooms = new Map<string, Set<string>>();
  const dropped: string[] = [];
  const addSocket = (id: string, waiting: number) => {
    sockets.set(id, {
      id,
      conn: { writeBuffer: Array.from({ length: waiting }), close: () => undefined },
      disconnect: () => {
        dropped.push(id);
        rooms.get(room)?.delete(id);
        sockets.delete(id);
      },
    });
    rooms.set(room, (rooms.get(room) ?? new Set()).add(id));
  };
  const live = {
    adapter: { rooms },
    sockets,
    to: (to: string) => ({
      emit: (name: string, payload: unknown) => sent.push({ room: to, name, payload }),
    }),
  } as unknown as Namespace;
  return { live, sent, addSocket, dropped };
}

/** The events a room was sent, batches unpacked, in order. */
const unpacked = (sent: { name: string; payload: unknown }[]) =>
  sent.flatMap(({ name, payload }) =>
    name === S.batch
      ? unpackLiveBatch(payload).map((entry) => {
          if (!entry.ok) throw entry.error;
          return { name: entry.item.event, payload: entry.item.payload };
        })
      : [{ name, payload }],
  );

describe('the room delivery', () => {
  afterEach(() => vi.useRealTimers());

  it('sends a window’s messages, counters and products as one frame, in order, when the window ends', () => {
    vi.useFakeTimers();
    const { live, sent } = fakeNamespace();
    const delivery = createRoomDelivery(live, { coalesceMs: 50, sendBufferMax: 10 });
    const products = { eventId, products: [], soldOutProductIds: [], pinnedLook: null };
    delivery.emitTo(room, S.message, message(1));
    delivery.emitTo(room, S.counters, counters(3));
    delivery.emitTo(room, S.message, message(2));
    delivery.emitTo(room, S.liveProducts, products);
    vi.advanceTimersByTime(49);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent.map((frame) => frame.name)).toEqual([S.batch]);
    expect(unpacked(sent)).toEqual([
      { name: S.message, payload: message(1) },
      { name: S.counters, payload: counters(3) },
      { name: S.message, payload: message(2) },
      { name: S.liveProducts, payload: products },
    ]);
  });

  it('sends a window of one event as that event, and each room’s window on its own', () => {
    vi.useFakeTimers();
    const { live, sent } = fakeNamespace();
    const delivery = createRoomDelivery(live, { coalesceMs: 50, sendBufferMax: 10 });
    const other = eventRoom(randomUUID());
    delivery.emitTo(room, S.message, message(1));
    vi.advanceTimersByTime(20);
    delivery.emitTo(other, S.message, message(2));
    vi.advanceTimersByTime(30);
    expect(sent).toEqual([{ room, name: S.message, payload: message(1) }]);
    vi.advanceTimersByTime(20);
    expect(sent.at(-1)).toEqual({ room: other, name: S.message, payload: message(2) });
  });

  it('sends the pending frame before an event it does not coalesce, so nothing overtakes', () => {
    vi.useFakeTimers();
    const { live, sent } = fakeNamespace();
    const delivery = createRoomDelivery(live, { coalesceMs: 50, sendBufferMax: 10 });
    delivery.emitTo(room, S.message, message(1));
    delivery.emitTo(room, S.message, message(2));
    const deleted = { eventId, messageId: message(2).id };
    delivery.emitTo(room, S.messageDeleted, deleted);
    expect(unpacked(sent)).toEqual([
      { name: S.message, payload: message(1) },
      { name: S.message, payload: message(2) },
      { name: S.messageDeleted, payload: deleted },
    ]);
    vi.advanceTimersByTime(100);
    expect(sent).toHaveLength(2);
  });

  it('with the window at 0, sends every event when it is sent (no frame)', () => {
    const { live, sent } = fakeNamespace();
    const delivery = createRoomDelivery(live, { coalesceMs: 0, sendBufferMax: 10 });
    delivery.emitTo(room, S.message, message(1));
    delivery.emitTo(room, S.counters, counters(1));
    expect(sent.map((frame) => frame.name)).toEqual([S.message, S.counters]);
  });

  it('drops the sockets whose send buffer is full before the room is sent anything', () => {
    vi.useFakeTimers();
    const { live, sent, addSocket, dropped } = fakeNamespace();
    addSocket('keeping-up', 0);
    addSocket('almost', 2);
    addSocket('behind', 3);
    const told: string[] = [];
    const delivery = createRoomDelivery(live, {
      coalesceMs: 50,
      sendBufferMax: 3,
      onDropped: (socket, waiting) => told.push(`${socket.id} ${waiting}`),
    });
    delivery.emitTo(room, S.message, message(1));
    expect(dropped).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(dropped).toEqual(['behind']);
    expect(told).toEqual(['behind 3']);
    expect(sent).toHaveLength(1);
  });
});

describe('coalesced delivery on the live socket', () => {
  let h: LiveHarness;
  beforeAll(async () => {
    // A wide window, so a few messages sent one after another share it on a slow machine.
    h = await startLiveHarness({}, { LIVE_COALESCE_MS: '300' });
  });
  afterAll(() => h?.close());

  it('decodes the frames to the messages the host sent, in the order they were stored', async () => {
    const show = await h.newShow();
    const host = await h.socket(await h.tokenOf('host'));
    expect((await send(host, 'room', { eventId: show.eventId })).ok).toBe(true);
    const viewer = await h.socket(null, randomUUID());
    expect((await send(viewer, 'room', { eventId: show.eventId })).ok).toBe(true);
    const frames: string[] = [];
    viewer.onAny((name: string) => frames.push(name));
    const heard = collect(viewer, 'message');
    const texts = ['one', 'two', 'three', 'four', 'five'];
    const acked: LiveMessage[] = [];
    for (const text of texts) {
      const ack = await send(host, 'new_message', { eventId: show.eventId, text });
      if (!ack.ok) throw new Error(ack.message);
      acked.push(ack.message);
    }
    await vi.waitFor(() => expect(heard).toHaveLength(texts.length));
    expect(heard).toEqual(acked);
    // Fewer frames than messages: at least one frame carried several.
    expect(frames).toContain(S.batch);
    expect(frames.filter((name) => name === S.batch || name === S.message).length).toBeLessThan(
      texts.length,
    );
    const history = liveHistoryResponseSchema.parse(
      (await h.t.call({ method: 'GET', url: `/api/v2/events/${show.eventId}/messages` })).json(),
    );
    expect(history.data.items.map((m) => m.id)).toEqual(acked.map((m) => m.id));
  });
});

describe('a viewer who cannot keep up', () => {
  let h: LiveHarness;
  beforeAll(async () => {
    h = await startLiveHarness({}, { LIVE_COALESCE_MS: '0', LIVE_SEND_BUFFER_MAX: '3' });
  });
  afterAll(() => h?.close());

  it('is dropped without slowing the room, and finds what it missed in the history', async () => {
    const show = await h.newShow();
    const host = await h.socket(await h.tokenOf('host'));
    expect((await send(host, 'room', { eventId: show.eventId })).ok).toBe(true);
    const steady = await h.socket(null, randomUUID());
    expect((await send(steady, 'room', { eventId: show.eventId })).ok).toBe(true);
    const slow = await h.socket(null, randomUUID());
    expect((await send(slow, 'room', { eventId: show.eventId })).ok).toBe(true);
    const steadyHeard = collect(steady, 'message');
    const slowHeard = collect(slow, 'message');

    const before = await send(host, 'new_message', { eventId: show.eventId, text: 'before' });
    if (!before.ok) throw new Error(before.message);
    await vi.waitFor(() => expect(slowHeard.map((m) => m.text)).toEqual(['before']));

    // The slow viewer's transport takes nothing more (its client stopped reading): what the
    // room sends it waits in its send buffer.
    const server = h.live.io.of('/live').sockets.get(slow.id!)!;
    (server.conn.transport as unknown as { writable: boolean }).writable = false;
    const dropped = new Promise<string>((resolve) => slow.once('disconnect', resolve));
    const back = dropped.then(
      () => new Promise<void>((resolve) => slow.once('connect', () => resolve())),
    );
    const texts = ['a', 'b', 'c', 'd', 'e'];
    for (const text of texts) {
      const ack = await send(host, 'new_message', { eventId: show.eventId, text });
      expect(ack.ok).toBe(true);
    }
    // The room went on: the steady viewer has every message.
    await vi.waitFor(() => expect(steadyHeard.map((m) => m.text)).toEqual(['before', ...texts]));
    expect(await dropped).toBe('transport close');
    expect(h.live.io.of('/live').sockets.has(server.id)).toBe(false);

    // It comes back as a new socket (not recovered: the server dropped it), and the history
    // after the last message it saw is what it missed.
    await back;
    expect(slow.recovered).toBe(false);
    expect((await send(slow, 'room', { eventId: show.eventId })).ok).toBe(true);
    const missed = liveHistoryResponseSchema.parse(
      (
        await h.t.call({
          method: 'GET',
          url: `/api/v2/events/${show.eventId}/messages?after=${before.message.id}`,
        })
      ).json(),
    );
    expect(missed.data.items.map((m) => m.text)).toEqual(texts);
    expect(slowHeard.map((m) => m.text)).toEqual(['before']);
  });
});
