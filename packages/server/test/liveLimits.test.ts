import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveMessages, liveRateLimitMessage, type LiveCounters } from '@runway-live/domain/live';
import { chatMessages, liveRooms, liveViewerSessions } from '../src/db/schema';
import {
  collect,
  next,
  send,
  startLiveHarness,
  type LiveHarness,
  type Show,
} from './support/liveRoom';

// What one account or one address may do to a show's chat and counters (issue 27): a chat
// rate limit per account and per connection, whatever slow mode says; a cap on the live
// connections of one address; one viewer per viewer id, however often it joins.
const CONNECTIONS_PER_IP = 4;
let h: LiveHarness;
beforeAll(async () => {
  h = await startLiveHarness(
    { countersIntervalMs: 50 },
    {
      LIVE_CHAT_RATE_LIMIT: '5',
      LIVE_CHAT_RATE_WINDOW_SEC: '10',
      LIVE_CONNECTIONS_PER_IP: String(CONNECTIONS_PER_IP),
      // Proxies on loopback are believed: each test speaks from its own X-Forwarded-For.
      TRUST_PROXY: 'loopback',
    },
  );
});
afterAll(() => h?.close());

let addressSerial = 0;
/** A client address of its own (TEST-NET-3), as a trusted proxy names it. */
const newAddress = () => {
  addressSerial += 1;
  return { 'x-forwarded-for': `203.0.113.${addressSerial}` };
};

async function joinedAs(token: string | null, show: Show, viewerId?: string): Promise<Socket> {
  const socket = await h.socket(token, viewerId, newAddress());
  expect((await send(socket, 'room', { eventId: show.eventId })).ok).toBe(true);
  return socket;
}

async function storedBy(show: Show, userId: string): Promise<number> {
  const rows = await h.t.database.db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.eventId, show.eventId), eq(chatMessages.userId, userId)));
  return rows.length;
}

describe('the chat rate limit (slow mode off)', () => {
  it('takes five messages in ten seconds from one connection, then says when to post again', async () => {
    const show = await h.newShow();
    const shopper = await h.newShopper('Quick');
    const socket = await joinedAs(shopper.token, show);
    const acks = [];
    for (let n = 1; n <= 7; n += 1) {
      acks.push(await send(socket, 'new_message', { eventId: show.eventId, text: `hi ${n}` }));
    }
    expect(acks.map((ack) => ack.ok)).toEqual([true, true, true, true, true, false, false]);
    const refused = acks[5]!;
    if (refused.ok) throw new Error('refused');
    expect(refused.code).toBe('rate-limited');
    expect(refused.retryAfterSec).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSec).toBeLessThanOrEqual(10);
    expect(refused.message).toBe(liveRateLimitMessage(refused.retryAfterSec!));
    expect(await storedBy(show, shopper.id)).toBe(5);
  });

  it('stores five of a flood of fifty sent at once; the room hears five', async () => {
    const show = await h.newShow();
    const shopper = await h.newShopper('Flood');
    const watcher = await joinedAs(null, show);
    const heard: string[] = [];
    watcher.on('message', (message: { text: string }) => heard.push(message.text));
    const socket = await joinedAs(shopper.token, show);
    const acks = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        send(socket, 'new_message', { eventId: show.eventId, text: `spam ${n}` }),
      ),
    );
    expect(acks.filter((ack) => ack.ok)).toHaveLength(5);
    expect(new Set(acks.flatMap((ack) => (ack.ok ? [] : [ack.code])))).toEqual(
      new Set(['rate-limited']),
    );
    expect(await storedBy(show, shopper.id)).toBe(5);
    // The next message the watcher hears is the host's, after the five.
    const host = await joinedAs(await h.tokenOf('host'), show);
    const after = next(watcher, 'message', (message) => message.text === 'after');
    await send(host, 'new_message', { eventId: show.eventId, text: 'after' });
    await after;
    expect(heard).toHaveLength(6);
  });

  it('counts per account across its connections, and leaves the hosts unlimited', async () => {
    const show = await h.newShow();
    const shopper = await h.newShopper('Two tabs');
    const [a, b] = [await joinedAs(shopper.token, show), await joinedAs(shopper.token, show)];
    const acks = [];
    for (const socket of [a, b, a, b, a, b, a]) {
      acks.push(await send(socket, 'new_message', { eventId: show.eventId, text: 'tab' }));
    }
    expect(acks.map((ack) => (ack.ok ? 'ok' : ack.code))).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'rate-limited',
      'rate-limited',
    ]);
    expect(await storedBy(show, shopper.id)).toBe(5);
    const host = await joinedAs(await h.tokenOf('host'), show);
    for (let n = 0; n < 8; n += 1) {
      expect((await send(host, 'new_message', { eventId: show.eventId, text: 'host' })).ok).toBe(
        true,
      );
    }
  });

  // PostgreSQL project: two connections of one account at once, each under its own
  // connection limit, are counted one after another under the account's poster row lock.
  it('holds per account under concurrent sends from two connections', async () => {
    const show = await h.newShow();
    const shopper = await h.newShopper('Racer');
    const [a, b] = [await joinedAs(shopper.token, show), await joinedAs(shopper.token, show)];
    const acks = await Promise.all(
      [a, b, a, b, a, b, a, b].map((socket, n) =>
        send(socket, 'new_message', { eventId: show.eventId, text: `race ${n}` }),
      ),
    );
    expect(acks.filter((ack) => ack.ok)).toHaveLength(5);
    expect(await storedBy(show, shopper.id)).toBe(5);
  });
});

describe('live connections per address', () => {
  it('refuses a connection past the cap, and takes one again once another closes', async () => {
    const address = newAddress();
    const open: Socket[] = [];
    for (let n = 0; n < CONNECTIONS_PER_IP; n += 1)
      open.push(await h.socket(null, undefined, address));
    await expect(h.socket(null, undefined, address)).rejects.toThrow(
      liveMessages.tooManyConnections,
    );
    // Another address is not counted with this one.
    await expect(h.socket(null, undefined, newAddress())).resolves.toBeDefined();
    open[0]!.disconnect();
    await expect
      .poll(async () =>
        h.socket(null, undefined, address).then(
          () => true,
          () => false,
        ),
      )
      .toBe(true);
  });

  it('keeps six hundred anonymous viewers from one address out of the counters', async () => {
    const show = await h.newShow();
    const host = await joinedAs(await h.tokenOf('host'), show);
    const sent = collect(host, 'counters');
    const address = newAddress();
    let joined = 0;
    for (let n = 0; n < 12; n += 1) {
      const socket = await h.socket(null, randomUUID(), address).catch(() => null);
      if (socket && (await send(socket, 'room', { eventId: show.eventId })).ok) joined += 1;
    }
    expect(joined).toBe(CONNECTIONS_PER_IP);
    await expect.poll(() => sent.at(-1)?.viewersNow).toBe(CONNECTIONS_PER_IP);
    expect(Math.max(...sent.map((counters) => counters.peakViewers))).toBe(CONNECTIONS_PER_IP);
    const [room] = await h.t.database.db
      .select()
      .from(liveRooms)
      .where(eq(liveRooms.eventId, show.eventId));
    expect(room!.peakViewers).toBe(CONNECTIONS_PER_IP);
  });
});

describe('one viewer per viewer id', () => {
  const sessionsOf = (show: Show) =>
    h.t.database.db
      .select()
      .from(liveViewerSessions)
      .where(eq(liveViewerSessions.eventId, show.eventId));

  it('counts a viewer once however many sockets it joins with, and however often', async () => {
    const show = await h.newShow();
    const host = await joinedAs(await h.tokenOf('host'), show);
    const viewerId = randomUUID();
    const sockets = [];
    for (let n = 0; n < 3; n += 1) sockets.push(await joinedAs(null, show, viewerId));
    // Thirty leave/join cycles on one of them.
    for (let n = 0; n < 30; n += 1) {
      expect((await send(sockets[0]!, 'leave', { eventId: show.eventId })).ok).toBe(true);
      expect((await send(sockets[0]!, 'room', { eventId: show.eventId })).ok).toBe(true);
    }
    const counted = (payload: LiveCounters) => payload.viewersNow === 1;
    const counters = await next(host, 'counters', counted);
    expect(counters).toMatchObject({ viewersNow: 1, uniqueViewers: 1, peakViewers: 1 });
    expect(await sessionsOf(show)).toMatchObject([{ viewerId, connections: 3, leftAt: null }]);
    // The viewer is gone when its last socket is.
    sockets[0]!.disconnect();
    sockets[1]!.disconnect();
    await expect.poll(async () => (await sessionsOf(show))[0]!.connections).toBe(1);
    expect((await sessionsOf(show))[0]!.leftAt).toBeNull();
    const gone = next(host, 'counters', (payload) => payload.viewersNow === 0);
    sockets[2]!.disconnect();
    expect(await gone).toMatchObject({ viewersNow: 0, uniqueViewers: 1 });
    const [row] = await sessionsOf(show);
    expect(row).toMatchObject({ connections: 0 });
    expect(row!.leftAt).not.toBeNull();
    // Sixty acknowledged round trips, each a session check and a row written: seconds alone,
    // past the default 20 s when every core is busy with the rest of the suite.
  }, 60_000);

  it('closes the sessions a crashed process left open, and keeps those a socket holds', async () => {
    const show = await h.newShow();
    const host = await joinedAs(await h.tokenOf('host'), show);
    const watching = randomUUID();
    await joinedAs(null, show, watching);
    // What a killed process leaves behind: rows no socket of any process holds, one of them
    // a viewer still here on this process's socket but counted with two lost ones.
    const orphan = randomUUID();
    await h.t.database.db
      .insert(liveViewerSessions)
      .values({ eventId: show.eventId, viewerId: orphan, connections: 2 });
    await h.t.database.db
      .update(liveViewerSessions)
      .set({ connections: 3 })
      .where(eq(liveViewerSessions.viewerId, watching));
    expect((await sessionsOf(show)).filter((row) => row.leftAt === null)).toHaveLength(2);

    const mended = next(host, 'counters', (payload) => payload.viewersNow === 1);
    await h.live.sweepViewers();
    expect(await mended).toMatchObject({ viewersNow: 1 });
    const rows = await sessionsOf(show);
    const byViewer = new Map(rows.map((row) => [row.viewerId, row]));
    expect(byViewer.get(orphan)).toMatchObject({ connections: 0 });
    expect(byViewer.get(orphan)!.leftAt).not.toBeNull();
    expect(byViewer.get(watching)).toMatchObject({ connections: 1, leftAt: null });
  });

  // PostgreSQL project: joins of one viewer at once make one row (its unique key).
  it('makes one row of concurrent joins of one viewer id', async () => {
    const show = await h.newShow();
    const viewerId = randomUUID();
    const sockets = await Promise.all([0, 1, 2].map(() => h.socket(null, viewerId, newAddress())));
    const acks = await Promise.all(
      sockets.map((socket) => send(socket, 'room', { eventId: show.eventId })),
    );
    expect(acks.every((ack) => ack.ok)).toBe(true);
    expect(await sessionsOf(show)).toMatchObject([{ viewerId, connections: 3, leftAt: null }]);
  });
});
