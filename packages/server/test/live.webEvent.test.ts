import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveMessages } from '@runway-live/domain/live';
import type { WebEventStatus } from '@runway-live/domain/schemas';
import { chatMessages, liveRooms, liveTimeline, webEvents, webProducts } from '../src/db/schema';
import {
  collect,
  LIVE_CALLERS,
  next,
  send,
  startLiveHarness,
  type LiveHarness,
} from './support/liveRoom';

/** Web events' live rooms (decision 0044): an event's room, its rules and its door. */

const ALLOWED = 'https://shop.allowed.test';

let h: LiveHarness;
beforeAll(async () => {
  h = await startLiveHarness({ countersIntervalMs: 50 });
});
afterAll(() => h?.close());

/** A web event of the demo designer with two active web products, allowed on ALLOWED. */
async function newWebEvent(status: WebEventStatus = 'live') {
  const { db } = h.t.database;
  const designerId = await h.idOf('host');
  const [show] = await db
    .insert(webEvents)
    .values({ designerId, title: 'Web live', status, embed: { allowedOrigins: [ALLOWED] } })
    .returning({ id: webEvents.id });
  const rows = await db
    .insert(webProducts)
    .values(
      [1, 2].map((n) => ({
        designerId,
        webEventId: show!.id,
        webEventPosition: n,
        name: `Web product ${n}`,
        price: 20 * n,
        currency: 'EUR',
        images: [`web-${n}.jpg`],
        externalUrl: `https://shop.allowed.test/p/${n}`,
      })),
    )
    .returning({ id: webProducts.id });
  return { eventId: show!.id, productIds: rows.map((row) => row.id) };
}

describe("a web event's room", () => {
  it('gives each caller the role an event gives: the designer, admin and staff host', async () => {
    const show = await newWebEvent();
    const roles: Record<string, string> = {};
    for (const caller of LIVE_CALLERS) {
      const socket = await h.socket(await h.tokenOf(caller), randomUUID());
      const ack = await send(socket, 'room', { eventId: show.eventId });
      roles[caller] = ack.ok ? `${ack.role} ${ack.chat}` : ack.code;
    }
    expect(roles).toEqual({
      anonymous: 'anonymous sign-in-required',
      shopper: 'viewer allowed',
      host: 'host allowed',
      otherDesigner: 'viewer allowed',
      staff: 'moderator allowed',
      admin: 'moderator allowed',
    });
  });

  it('keeps a draft to its host, admin and staff, and reads published as the room’s scheduled', async () => {
    const draft = await newWebEvent('draft');
    const outcome: Record<string, string> = {};
    for (const caller of LIVE_CALLERS) {
      const socket = await h.socket(await h.tokenOf(caller), randomUUID());
      const ack = await send(socket, 'room', { eventId: draft.eventId });
      outcome[caller] = ack.ok ? ack.role : ack.code;
    }
    expect(outcome).toMatchObject({
      anonymous: 'not-found',
      shopper: 'not-found',
      otherDesigner: 'not-found',
      host: 'host',
    });
    const published = await newWebEvent('published');
    const viewer = await h.socket(null, randomUUID());
    const status = next(viewer, 'get_status');
    expect((await send(viewer, 'room', { eventId: published.eventId })).ok).toBe(true);
    expect(await status).toMatchObject({ status: 'scheduled', rehearsal: false });
  });

  it('refuses another designer the host’s events (push, status)', async () => {
    const show = await newWebEvent();
    const other = await h.socket(await h.tokenOf('otherDesigner'));
    expect((await send(other, 'room', { eventId: show.eventId })).ok).toBe(true);
    const push = await send(other, 'push_products', {
      eventId: show.eventId,
      productIds: [show.productIds[0]!],
    });
    expect(push).toMatchObject({ ok: false, code: 'forbidden' });
    const status = await send(other, 'change_status', { eventId: show.eventId, status: 'ended' });
    expect(status).toMatchObject({ ok: false, code: 'forbidden' });
    const [row] = await h.t.database.db
      .select({ status: webEvents.status })
      .from(webEvents)
      .where(eq(webEvents.id, show.eventId));
    expect(row?.status).toBe('live');
  });

  it('lets a page on an allowed origin or the server’s own in, and refuses another origin', async () => {
    const show = await newWebEvent();
    const outcome: Record<string, string> = {};
    for (const [name, origin] of [
      ['allowed', ALLOWED],
      ['own', h.base],
      ['other', 'https://elsewhere.test'],
      ['opaque', 'null'],
    ] as const) {
      const socket = await h.socket(null, randomUUID(), { origin });
      const ack = await send(socket, 'room', { eventId: show.eventId });
      outcome[name] = ack.ok ? ack.role : `${ack.code} ${ack.message}`;
    }
    const refused = `forbidden ${liveMessages.originNotAllowed}`;
    expect(outcome).toEqual({
      allowed: 'anonymous',
      own: 'anonymous',
      other: refused,
      opaque: refused,
    });
    // A marketplace event's room has no embed: its door is the console's, as before.
    const event = await h.newShow();
    const elsewhere = await h.socket(null, randomUUID(), { origin: 'https://elsewhere.test' });
    expect((await send(elsewhere, 'room', { eventId: event.eventId })).ok).toBe(true);
  });

  it('carries the chat, the pushed web products and the viewer count', async () => {
    const show = await newWebEvent();
    const host = await h.socket(await h.tokenOf('host'));
    expect((await send(host, 'room', { eventId: show.eventId })).ok).toBe(true);
    const viewer = await h.socket(await h.tokenOf('shopper'), randomUUID(), { origin: ALLOWED });
    const statuses = collect(viewer, 'get_status');
    expect((await send(viewer, 'room', { eventId: show.eventId })).ok).toBe(true);
    await expect.poll(() => statuses.at(-1)?.viewers).toBe(1);

    const pushed = next(viewer, 'live_products');
    expect(
      await send(host, 'push_products', {
        eventId: show.eventId,
        productIds: [show.productIds[1]!],
      }),
    ).toEqual({ ok: true });
    expect(await pushed).toEqual({
      eventId: show.eventId,
      products: [
        {
          _id: show.productIds[1],
          name: 'Web product 2',
          price: 40,
          currency: 'EUR',
          imageUrl: 'web-2.jpg',
          soldOut: false,
        },
      ],
      soldOutProductIds: [],
      pinnedLook: null,
    });

    const heard = next(host, 'message');
    const said = await send(viewer, 'new_message', { eventId: show.eventId, text: 'Love it' });
    expect(said.ok).toBe(true);
    expect(await heard).toMatchObject({ eventId: show.eventId, text: 'Love it' });
    const stored = await h.t.database.db
      .select({ text: chatMessages.text })
      .from(chatMessages)
      .where(eq(chatMessages.eventId, show.eventId));
    expect(stored).toEqual([{ text: 'Love it' }]);
  });

  it('refuses a product of another show, and moves the web event’s own status from the room', async () => {
    const show = await newWebEvent('published');
    const other = await newWebEvent();
    const host = await h.socket(await h.tokenOf('host'));
    expect((await send(host, 'room', { eventId: show.eventId })).ok).toBe(true);
    expect(
      await send(host, 'push_products', { eventId: show.eventId, productIds: other.productIds }),
    ).toMatchObject({ ok: false, code: 'invalid-payload', message: liveMessages.notInShow });
    expect(
      await send(host, 'change_status', { eventId: show.eventId, status: 'cancelled' }),
    ).toMatchObject({ ok: false, message: liveMessages.webEventNotCancelled });

    const status = next(host, 'get_status');
    expect(await send(host, 'change_status', { eventId: show.eventId, status: 'live' })).toEqual({
      ok: true,
      status: 'live',
    });
    expect(await status).toMatchObject({ status: 'live' });
    expect((await status).liveSince).not.toBeNull();
    const { db } = h.t.database;
    const [row] = await db
      .select({ status: webEvents.status })
      .from(webEvents)
      .where(eq(webEvents.id, show.eventId));
    expect(row?.status).toBe('live');

    // Deleting the web event deletes its room's rows, as an event's cascade does.
    await db.update(webEvents).set({ status: 'ended' }).where(eq(webEvents.id, show.eventId));
    await db.delete(webEvents).where(eq(webEvents.id, show.eventId));
    expect(
      await db.select().from(liveTimeline).where(eq(liveTimeline.eventId, show.eventId)),
    ).toEqual([]);
    expect(await db.select().from(liveRooms).where(eq(liveRooms.eventId, show.eventId))).toEqual(
      [],
    );
  });

  it('is not a marketplace event’s public page', async () => {
    const show = await newWebEvent();
    const response = await h.t.call({
      method: 'GET',
      url: `/api/v2/public/events/${show.eventId}`,
      token: null,
    });
    expect(response.statusCode).toBe(404);
  });
});
