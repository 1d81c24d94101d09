import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_ROUTES, productMessages } from '@runway-live/domain/api';
import {
  LIVE_CLIENT_EVENTS,
  LIVE_HOST_EVENTS,
  LIVE_NAMESPACE,
  liveMessages,
  liveProtocol,
  liveSlowModeMessage,
  type LiveClientEventName,
} from '@runway-live/domain/live';
import {
  chatMessages,
  designers,
  events,
  liveModerationActions,
  liveRestrictions,
  liveRooms,
  liveTimeline,
  liveViewerSessions,
  products,
  users,
} from '../src/db/schema';
import { hashPassword } from '../src/auth/passwords';
import { readRoomState, roomStateReader } from '../src/live/rooms/roomState';
import { hostsRoom } from '../src/live/socketRooms';
import {
  collect,
  HOSTS,
  LIVE_CALLERS,
  next,
  send,
  startLiveHarness,
  type LiveHarness,
  type Show,
} from './support/liveRoom';

let h: LiveHarness;
beforeAll(async () => {
  // Counters every 50 ms here: their 2-second throttle is proven with fake timers
  // (liveThrottle.test.ts), these tests only wait for what the room is sent.
  h = await startLiveHarness({ countersIntervalMs: 50 });
});
afterAll(() => h?.close());

async function joinedAs(token: string, show: Show): Promise<Socket> {
  const socket = await h.socket(token);
  expect((await send(socket, 'room', { eventId: show.eventId })).ok).toBe(true);
  return socket;
}

describe('joining a room', () => {
  it('sends the status, the live products, the chat settings and the pinned message, then acknowledges', async () => {
    const show = await h.newShow();
    const socket = await h.socket(null, randomUUID());
    const status = next(socket, 'get_status');
    const productsSent = next(socket, 'live_products');
    const settings = next(socket, 'chat_settings');
    const pinned = next(socket, 'pinned_message');
    const ack = await send(socket, 'room', { eventId: show.eventId });
    expect(ack).toEqual({
      ok: true,
      eventId: show.eventId,
      role: 'anonymous',
      chat: 'sign-in-required',
    });
    expect(await status).toMatchObject({
      eventId: show.eventId,
      status: 'live',
      chatEnabled: true,
      viewers: 1,
    });
    expect(await productsSent).toEqual({
      eventId: show.eventId,
      products: [],
      soldOutProductIds: [],
      pinnedLook: null,
    });
    expect(await settings).toEqual({ eventId: show.eventId, chatEnabled: true, slowModeSec: 0 });
    expect(await pinned).toEqual({ eventId: show.eventId, message: null });
    for (const payload of [await status, await productsSent, await settings, await pinned]) {
      expect(payload).toBeDefined();
    }
  });

  it('reads the room once for the joins of one turn, as each would have read it alone', async () => {
    const [show, other] = [await h.newShow(), await h.newShow()];
    const { db } = h.t.database;
    const alone = await readRoomState(db, show.eventId);
    const read = roomStateReader(db, true);
    const [first, second, ofOther] = await Promise.all([
      read(show.eventId),
      read(show.eventId),
      read(other.eventId),
    ]);
    expect(first).toEqual(alone);
    // One read for both joins of the room; the other room its own.
    expect(second).toBe(first);
    expect(ofOther.status.eventId).toBe(other.eventId);
    // A join of a later turn reads again: what changed since reaches it.
    const later = await read(show.eventId);
    expect(later).toEqual(first);
    expect(later).not.toBe(first);
    // The layer off: a read for each join.
    const each = roomStateReader(db, false);
    const [one, two] = await Promise.all([each(show.eventId), each(show.eventId)]);
    expect(two).toEqual(one);
    expect(two).not.toBe(one);
  });

  it('tells each caller their role; hosts, admin and staff also get the moderation state', async () => {
    const show = await h.newShow();
    const roles: Record<string, string> = {};
    for (const caller of LIVE_CALLERS) {
      const socket = await h.socket(await h.tokenOf(caller));
      const moderation = collect(socket, 'moderation_state');
      const ack = await send(socket, 'room', { eventId: show.eventId });
      roles[caller] = ack.ok ? `${ack.role} ${ack.chat} ${moderation.length}` : ack.code;
    }
    expect(roles).toEqual({
      anonymous: 'anonymous sign-in-required 0',
      shopper: 'viewer allowed 0',
      host: 'host allowed 1',
      otherDesigner: 'viewer allowed 0',
      staff: 'moderator allowed 1',
      admin: 'moderator allowed 1',
    });
  });

  it('keeps drafts and rehearsals to the host, admin and staff (a not-found to others)', async () => {
    for (const fields of [
      { status: 'draft' as const },
      { status: 'live' as const, rehearsal: true },
    ]) {
      const show = await h.newShow(fields);
      const outcome: Record<string, string> = {};
      for (const caller of LIVE_CALLERS) {
        const socket = await h.socket(await h.tokenOf(caller));
        const ack = await send(socket, 'room', { eventId: show.eventId });
        outcome[caller] = ack.ok ? 'joined' : ack.code;
      }
      expect(outcome).toEqual({
        anonymous: 'not-found',
        shopper: 'not-found',
        host: 'joined',
        otherDesigner: 'not-found',
        staff: 'joined',
        admin: 'joined',
      });
    }
  });

  it('reads a bad token as an anonymous viewer, and an unknown event is a not-found', async () => {
    const show = await h.newShow();
    const socket = await h.socket('not-a-token');
    const ack = await send(socket, 'room', { eventId: show.eventId });
    expect(ack).toMatchObject({ ok: true, role: 'anonymous' });
    expect(await send(socket, 'room', { eventId: randomUUID() })).toEqual({
      ok: false,
      code: 'not-found',
      message: liveMessages.eventNotFound,
    });
  });
});

describe("every event's authorisation", () => {
  /** A payload of each client event that a host's call gets past authorisation with. */
  const payloads = (show: Show, target: string): Record<LiveClientEventName, object> => ({
    room: { eventId: show.eventId },
    leave: { eventId: show.eventId },
    new_message: { eventId: show.eventId, text: 'Hello' },
    push_products: { eventId: show.eventId, productIds: [show.productIds[0]] },
    pin_look: { eventId: show.eventId, lookId: show.lookId },
    sold_out: { eventId: show.eventId, productId: show.productIds[1], soldOut: true },
    chat_enabled: { eventId: show.eventId, enabled: true },
    // live → live: a 409 past authorisation, so the show stays live for the next caller.
    change_status: { eventId: show.eventId, status: 'live' },
    delete_message: { eventId: show.eventId, messageId: randomUUID() },
    mute_user: { eventId: show.eventId, userId: target, muted: false },
    block_user: { eventId: show.eventId, userId: target, blocked: false },
    shadow_mute: { eventId: show.eventId, userId: target, shadowMuted: false },
    slow_mode: { eventId: show.eventId, seconds: 0 },
    blocked_words: { eventId: show.eventId, words: [] },
    pin_message: { eventId: show.eventId, messageId: null },
    // Withdrawing the room's code: past authorisation with no coupon to name.
    push_code: { eventId: show.eventId, couponId: null },
  });

  it('covers every client event of the protocol', () => {
    expect(Object.keys(payloads({ eventId: '', productIds: [], lookId: '' }, '')).sort()).toEqual(
      Object.keys(liveProtocol.clientToServer).sort(),
    );
  });

  for (const name of Object.keys(liveProtocol.clientToServer) as LiveClientEventName[]) {
    it(name, async () => {
      const show = await h.newShow();
      const target = (await h.newShopper('Target')).id;
      const outcome: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const caller of LIVE_CALLERS) {
        const socket = await h.joined(caller, show);
        const ack = await send(socket, name, payloads(show, target)[name]);
        outcome[caller] = ack.ok ? 'ok' : ack.code;
        socket.disconnect();
        if (LIVE_HOST_EVENTS.includes(name)) {
          expected[caller] = HOSTS.includes(caller)
            ? name === 'change_status'
              ? 'conflict'
              : name === 'delete_message'
                ? 'not-found'
                : 'ok'
            : 'forbidden';
        } else if (name === 'new_message') {
          expected[caller] = caller === 'anonymous' ? 'sign-in-required' : 'ok';
        } else {
          expected[caller] = 'ok';
        }
      }
      expect(outcome).toEqual(expected);
    });
  }

  it('refuses a host event in a room the socket has not joined', async () => {
    const show = await h.newShow();
    const socket = await h.socket(await h.tokenOf('host'));
    expect(await send(socket, 'push_products', { eventId: show.eventId, productIds: [] })).toEqual({
      ok: false,
      code: 'not-in-room',
      message: liveMessages.notInRoom,
    });
  });
});

describe('an applicant whose application is pending or was rejected', () => {
  // The live room's host access is the catalogue writes' rule (resources/ownership.ts,
  // mayWriteCatalogue): an applicant is a viewer even in a show of their own.
  for (const applicationStatus of ['pending', 'rejected'] as const) {
    it(`${applicationStatus}: a viewer in a show of their own, every host event refused`, async () => {
      const { db } = h.t.database;
      const applicant = await h.newAccount(`Applicant ${applicationStatus}`, ['designer']);
      await db
        .insert(designers)
        .values({ userId: applicant.id, brandName: 'Rejected Brand', applicationStatus });
      const [event] = await db
        .insert(events)
        .values({ designerId: applicant.id, title: 'Applicant show', status: 'live' })
        .returning();
      const eventId = event!.id;
      const socket = await h.socket(applicant.token);
      const moderation = collect(socket, 'moderation_state');
      expect(await send(socket, 'room', { eventId })).toMatchObject({ ok: true, role: 'viewer' });
      const attempts = {
        change_status: { eventId, status: 'ended' },
        push_products: { eventId, productIds: [] },
        chat_enabled: { eventId, enabled: false },
        slow_mode: { eventId, seconds: 30 },
        mute_user: { eventId, userId: await h.idOf('shopper'), muted: true },
      } as const;
      const outcome: Record<string, string> = {};
      for (const [name, payload] of Object.entries(attempts)) {
        const ack = await send(socket, name as keyof typeof attempts, payload as never);
        outcome[name] = ack.ok ? 'ok' : ack.code;
      }
      expect(outcome).toEqual(
        Object.fromEntries(Object.keys(attempts).map((name) => [name, 'forbidden'])),
      );
      expect(moderation).toEqual([]);
      const [row] = await db.select().from(events).where(eq(events.id, eventId));
      expect(row).toMatchObject({ status: 'live', chatEnabled: true });
    });
  }
});

describe('an account suspended or given other roles', () => {
  /** A staff member's socket, moderating the show's room. */
  async function moderator(show: Show) {
    const member = await h.newAccount('Night shift', ['member']);
    const socket = await joinedAs(member.token, show);
    return { member, socket, heard: collect(socket, 'moderation_state') };
  }
  /** The host changes the blocked words and posts; the room has heard both. */
  async function hostActs(host: Socket, show: Show, word: string) {
    const seen = next(host, 'moderation_state', (state) => state.blockedWords.includes(word));
    await send(host, 'blocked_words', { eventId: show.eventId, words: [word] });
    await seen;
    await send(host, 'new_message', { eventId: show.eventId, text: 'and then' });
  }

  it('a suspension disconnects the account’s sockets at once: it hears the host room no more', async () => {
    const show = await h.newShow();
    const host = await h.joined('host', show);
    const { member, socket, heard } = await moderator(show);
    const suspended = await h.t.call({
      method: 'POST',
      url: `/api/v2/members/${member.id}/suspend`,
      token: await h.tokenOf('admin'),
    });
    expect(suspended.statusCode).toBe(200);
    await expect.poll(() => socket.connected).toBe(false);
    const before = heard.length;
    await hostActs(host, show, 'secret');
    expect(heard.length).toBe(before);
  });

  it('a role change takes the account out of the host room, leaving it in the show', async () => {
    const show = await h.newShow();
    const host = await h.joined('host', show);
    const { member, socket, heard } = await moderator(show);
    const changed = await h.t.call({
      method: 'POST',
      url: '/api/v2/user/update-user',
      token: await h.tokenOf('admin'),
      payload: { user_id: member.id, roles: ['user'] },
    });
    expect(changed.statusCode).toBe(200);
    const hostRoom = async () =>
      (await h.live.io.of(LIVE_NAMESPACE).in(hostsRoom(show.eventId)).fetchSockets()).map(
        (member) => member.id,
      );
    await expect.poll(hostRoom).not.toContain(socket.id);
    const before = heard.length;
    // Still a viewer: the host's message reaches it, the moderation state before it did not.
    const message = next(socket, 'message', (sent) => sent.text === 'and then');
    await hostActs(host, show, 'hush');
    await message;
    expect(heard.length).toBe(before);
    expect(socket.connected).toBe(true);
    const refused = await send(socket, 'blocked_words', { eventId: show.eventId, words: [] });
    expect(refused).toMatchObject({ ok: false, code: 'forbidden' });
  });
});

describe('the session kept per socket', () => {
  it('reads a socket’s session once, not on every event', async () => {
    const show = await h.newShow();
    const host = await h.joined('host', show);
    const rowOf = vi.spyOn(h.t.app.appContext.sessionCheck, 'rowOf');
    try {
      for (const text of ['one', 'two', 'three']) {
        expect(await send(host, 'new_message', { eventId: show.eventId, text })).toMatchObject({
          ok: true,
        });
      }
      expect(rowOf).not.toHaveBeenCalled();
    } finally {
      rowOf.mockRestore();
    }
  });

  it('reads it again when the account changes: a new name is on the next message', async () => {
    const show = await h.newShow();
    const member = await h.newAccount('Old name', ['member']);
    const socket = await joinedAs(member.token, show);
    const first = await send(socket, 'new_message', { eventId: show.eventId, text: 'before' });
    expect(first).toMatchObject({ ok: true, message: { userName: 'Old name' } });
    const changed = await h.t.call({
      method: 'POST',
      url: '/api/v2/user/update-user',
      token: await h.tokenOf('admin'),
      payload: { user_id: member.id, fullName: 'New name' },
    });
    expect(changed.statusCode).toBe(200);
    const after = await send(socket, 'new_message', { eventId: show.eventId, text: 'after' });
    expect(after).toMatchObject({ ok: true, message: { userName: 'New name' } });
  });

  it('a password change ends the socket’s session: its next host event is refused', async () => {
    const show = await h.newShow();
    const member = await h.newAccount('Night shift', ['member']);
    await h.t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('an old password 1') })
      .where(eq(users.id, member.id));
    const socket = await joinedAs(member.token, show);
    expect(await send(socket, 'slow_mode', { eventId: show.eventId, seconds: 0 })).toMatchObject({
      ok: true,
    });
    const changed = await h.t.call({
      method: 'POST',
      url: API_ROUTES.changePassword,
      token: member.token,
      payload: { oldpassword: 'an old password 1', newpassword: 'a new password 22' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await send(socket, 'slow_mode', { eventId: show.eventId, seconds: 0 })).toMatchObject({
      ok: false,
      code: 'forbidden',
    });
  });
});

describe('payload validation', () => {
  const bad: unknown[] = [undefined, null, 'text', 42, [], {}, { eventId: 'not-an-id' }];

  it('answers every bad payload of every event with an error acknowledgement', async () => {
    const show = await h.newShow();
    const socket = await h.joined('host', show);
    for (const name of Object.keys(liveProtocol.clientToServer) as LiveClientEventName[]) {
      for (const payload of bad) {
        const ack = await send(socket, name, payload);
        expect(ack, `${name} ${JSON.stringify(payload)}`).toMatchObject({
          ok: false,
          code: 'invalid-payload',
        });
      }
    }
    // The socket still works.
    expect(
      (await send(socket, 'new_message', { eventId: show.eventId, text: 'Still here' })).ok,
    ).toBe(true);
  });

  it('names the failing field, and refuses more than 500 characters and four products', async () => {
    const show = await h.newShow();
    const socket = await h.joined('host', show);
    expect(
      await send(socket, 'new_message', { eventId: show.eventId, text: 'x'.repeat(501) }),
    ).toEqual({
      ok: false,
      code: 'invalid-payload',
      message: `text: ${liveMessages.messageTooLong}`,
    });
    expect(
      await send(socket, 'push_products', { eventId: show.eventId, productIds: show.productIds }),
    ).toEqual({
      ok: false,
      code: 'invalid-payload',
      message: `productIds: ${liveMessages.tooManyHighlighted}`,
    });
    expect(await send(socket, 'slow_mode', { eventId: show.eventId, seconds: 3601 })).toMatchObject(
      {
        ok: false,
        code: 'invalid-payload',
      },
    );
  });

  it('sends an `error` event for a refused event emitted without an acknowledgement', async () => {
    const socket = await h.socket(null);
    const error = next(socket, 'error');
    socket.emit('new_message', { eventId: 'nope', text: '' });
    expect(await error).toMatchObject({ ok: false, code: 'invalid-payload', event: 'new_message' });
  });
});

describe('the chat', () => {
  it('stores a message before it is broadcast', async () => {
    const show = await h.newShow();
    const viewer = await h.joined('anonymous', show);
    const author = await h.joined('shopper', show);
    const stored = new Promise<boolean>((resolve) => {
      viewer.once('message', (message: { id: string }) => {
        // Asked at the moment it arrives: the row is already there.
        void h.t.database.db
          .select()
          .from(chatMessages)
          .where(eq(chatMessages.id, message.id))
          .then((rows) => resolve(rows.length === 1));
      });
    });
    const ack = await send(author, 'new_message', {
      eventId: show.eventId,
      text: '  Love the coat  ',
    });
    expect(ack).toMatchObject({
      ok: true,
      message: { text: 'Love the coat', authorRole: 'viewer' },
    });
    expect(await stored).toBe(true);
  });

  it('masks the blocked words on the server before broadcast, and stores the masked text', async () => {
    const show = await h.newShow();
    const host = await h.joined('host', show);
    expect(
      (await send(host, 'blocked_words', { eventId: show.eventId, words: ['Cheap', 'scam'] })).ok,
    ).toBe(true);
    const viewer = await h.joined('anonymous', show);
    const author = await h.joined('shopper', show);
    const received = next(viewer, 'message');
    await send(author, 'new_message', { eventId: show.eventId, text: 'CHEAP scam? cheapest!' });
    const message = await received;
    expect(message.text).toBe('***** ****? cheapest!');
    const [row] = await h.t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, message.id));
    expect(row!.text).toBe('***** ****? cheapest!');
  });

  it('enforces slow mode per viewer, saying when they may post; hosts are not slowed', async () => {
    const show = await h.newShow();
    const host = await h.joined('host', show);
    expect((await send(host, 'slow_mode', { eventId: show.eventId, seconds: 30 })).ok).toBe(true);
    const viewer = await h.joined('shopper', show);
    expect((await send(viewer, 'new_message', { eventId: show.eventId, text: 'one' })).ok).toBe(
      true,
    );
    const second = await send(viewer, 'new_message', { eventId: show.eventId, text: 'two' });
    expect(second).toMatchObject({ ok: false, code: 'slow-mode' });
    if (second.ok) throw new Error('refused');
    expect(second.retryAfterSec).toBeGreaterThanOrEqual(29);
    expect(second.retryAfterSec).toBeLessThanOrEqual(30);
    expect(second.message).toBe(liveSlowModeMessage(second.retryAfterSec!));
    // Another viewer is not slowed by the first one's post, nor is the host.
    const other = await joinedAs((await h.newShopper('Other')).token, show);
    expect((await send(other, 'new_message', { eventId: show.eventId, text: 'mine' })).ok).toBe(
      true,
    );
    expect((await send(host, 'new_message', { eventId: show.eventId, text: 'a' })).ok).toBe(true);
    expect((await send(host, 'new_message', { eventId: show.eventId, text: 'b' })).ok).toBe(true);
    // Off again: the viewer may post at once.
    await send(host, 'slow_mode', { eventId: show.eventId, seconds: 0 });
    expect((await send(viewer, 'new_message', { eventId: show.eventId, text: 'three' })).ok).toBe(
      true,
    );
  });

  it('refuses viewers while chat is off, and tells the room', async () => {
    const show = await h.newShow();
    const host = await h.joined('host', show);
    const viewer = await h.joined('shopper', show);
    const settings = next(viewer, 'chat_settings', (payload) => !payload.chatEnabled);
    expect((await send(host, 'chat_enabled', { eventId: show.eventId, enabled: false })).ok).toBe(
      true,
    );
    expect(await settings).toEqual({ eventId: show.eventId, chatEnabled: false, slowModeSec: 0 });
    expect(await send(viewer, 'new_message', { eventId: show.eventId, text: 'hi' })).toEqual({
      ok: false,
      code: 'chat-disabled',
      message: liveMessages.chatDisabled,
    });
    const [event] = await h.t.database.db.select().from(events).where(eq(events.id, show.eventId));
    expect(event!.chatEnabled).toBe(false);
    const actions = await h.t.database.db
      .select()
      .from(liveModerationActions)
      .where(eq(liveModerationActions.eventId, show.eventId));
    expect(actions.map((action) => action.action)).toEqual(['chat_disabled']);
  });

  it('deletes a message for everyone and stores who did it', async () => {
    const show = await h.newShow();
    const host = await h.joined('host', show);
    const viewer = await h.joined('anonymous', show);
    const author = await h.joined('shopper', show);
    const sent = await send(author, 'new_message', { eventId: show.eventId, text: 'spam' });
    if (!sent.ok) throw new Error(sent.message);
    const deleted = next(viewer, 'message_deleted');
    expect(
      (await send(host, 'delete_message', { eventId: show.eventId, messageId: sent.message.id }))
        .ok,
    ).toBe(true);
    expect(await deleted).toEqual({ eventId: show.eventId, messageId: sent.message.id });
    const [row] = await h.t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, sent.message.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(row!.deletedBy).toBe(await h.idOf('host'));
    const [action] = await h.t.database.db
      .select()
      .from(liveModerationActions)
      .where(eq(liveModerationActions.messageId, sent.message.id));
    expect(action).toMatchObject({
      action: 'delete_message',
      actorId: await h.idOf('host'),
      targetUserId: await h.idOf('shopper'),
    });
    expect(action!.createdAt).toBeInstanceOf(Date);
  });
});

describe('moderation', () => {
  it('mutes a user in this show and stores it with who and when', async () => {
    const show = await h.newShow();
    const other = await h.newShow();
    const viewer = await h.newShopper('Loud');
    const host = await h.joined('host', show);
    const state = next(host, 'moderation_state', (payload) => payload.restrictions.length > 0);
    expect(
      (await send(host, 'mute_user', { eventId: show.eventId, userId: viewer.id, muted: true })).ok,
    ).toBe(true);
    expect((await state).restrictions).toMatchObject([
      { userId: viewer.id, userName: 'Loud', kind: 'mute' },
    ]);
    const socket = await h.socket(viewer.token);
    expect(await send(socket, 'room', { eventId: show.eventId })).toMatchObject({
      ok: true,
      chat: 'muted',
    });
    expect(await send(socket, 'new_message', { eventId: show.eventId, text: 'hey' })).toEqual({
      ok: false,
      code: 'muted',
      message: liveMessages.muted,
    });
    // Only in this show.
    await send(socket, 'room', { eventId: other.eventId });
    expect((await send(socket, 'new_message', { eventId: other.eventId, text: 'hey' })).ok).toBe(
      true,
    );
    const [action] = await h.t.database.db
      .select()
      .from(liveModerationActions)
      .where(
        and(
          eq(liveModerationActions.eventId, show.eventId),
          eq(liveModerationActions.action, 'mute'),
        ),
      );
    expect(action).toMatchObject({ actorId: await h.idOf('host'), targetUserId: viewer.id });
    // Unmuted: they chat again.
    await send(host, 'mute_user', { eventId: show.eventId, userId: viewer.id, muted: false });
    expect((await send(socket, 'new_message', { eventId: show.eventId, text: 'sorry' })).ok).toBe(
      true,
    );
  });

  it("blocks a user from every show of the event's designer", async () => {
    const show = await h.newShow();
    const other = await h.newShow();
    const viewer = await h.newShopper('Troll');
    const staff = await h.joined('staff', show);
    expect(
      (await send(staff, 'block_user', { eventId: show.eventId, userId: viewer.id, blocked: true }))
        .ok,
    ).toBe(true);
    const socket = await h.socket(viewer.token);
    for (const eventId of [show.eventId, other.eventId]) {
      expect(await send(socket, 'room', { eventId })).toMatchObject({ ok: true, chat: 'blocked' });
      expect(await send(socket, 'new_message', { eventId, text: 'x' })).toMatchObject({
        ok: false,
        code: 'blocked',
      });
    }
    const [restriction] = await h.t.database.db
      .select()
      .from(liveRestrictions)
      .where(eq(liveRestrictions.userId, viewer.id));
    expect(restriction).toMatchObject({
      kind: 'block',
      scopeId: await h.idOf('host'),
      createdBy: await h.idOf('staff'),
    });
  });

  it('shadow-mutes: the message is stored and reaches only its author’s own sockets', async () => {
    const show = await h.newShow();
    const viewer = await h.newShopper('Shadow');
    const admin = await h.joined('admin', show);
    expect(
      (
        await send(admin, 'shadow_mute', {
          eventId: show.eventId,
          userId: viewer.id,
          shadowMuted: true,
        })
      ).ok,
    ).toBe(true);
    const watcher = await h.joined('anonymous', show);
    const seenByWatcher = collect(watcher, 'message');
    const first = await joinedAs(viewer.token, show);
    const second = await joinedAs(viewer.token, show);
    expect(await send(first, 'room', { eventId: show.eventId })).toMatchObject({ chat: 'allowed' });
    const onSecond = next(second, 'message');
    const ack = await send(first, 'new_message', {
      eventId: show.eventId,
      text: 'Only I see this',
    });
    expect(ack).toMatchObject({ ok: true, message: { text: 'Only I see this' } });
    expect((await onSecond).text).toBe('Only I see this');
    // A message after it reaches the watcher; the shadow one never did.
    const host = await h.joined('host', show);
    const after = next(watcher, 'message');
    await send(host, 'new_message', { eventId: show.eventId, text: 'Welcome' });
    expect((await after).text).toBe('Welcome');
    expect(seenByWatcher.map((message) => message.text)).toEqual(['Welcome']);
    const [row] = await h.t.database.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.eventId, show.eventId), eq(chatMessages.userId, viewer.id)));
    expect(row!.shadow).toBe(true);
    // The history: the author sees it, others do not.
    const history = async (token: string | null) =>
      (await h.t.call({ method: 'GET', url: `/api/v2/events/${show.eventId}/messages`, token }))
        .json<{ data: { items: { text: string }[] } }>()
        .data.items.map((item) => item.text);
    expect(await history(null)).toEqual(['Welcome']);
    expect(await history(viewer.token)).toEqual(['Only I see this', 'Welcome']);
  });

  it('refuses to mute the host, admin or staff', async () => {
    const show = await h.newShow();
    const host = await h.joined('host', show);
    expect(
      await send(host, 'mute_user', {
        eventId: show.eventId,
        userId: await h.idOf('staff'),
        muted: true,
      }),
    ).toMatchObject({ ok: false, code: 'forbidden' });
  });

  it('pins a message for everyone, and unpins it when it is deleted', async () => {
    const show = await h.newShow();
    const host = await h.joined('host', show);
    const viewer = await h.joined('anonymous', show);
    const sent = await send(host, 'new_message', {
      eventId: show.eventId,
      text: 'Free shipping tonight',
    });
    if (!sent.ok) throw new Error(sent.message);
    const pinned = next(viewer, 'pinned_message', (payload) => payload.message !== null);
    expect(
      (await send(host, 'pin_message', { eventId: show.eventId, messageId: sent.message.id })).ok,
    ).toBe(true);
    expect((await pinned).message).toMatchObject({ id: sent.message.id, authorRole: 'host' });
    const unpinned = next(viewer, 'pinned_message', (payload) => payload.message === null);
    await send(host, 'delete_message', { eventId: show.eventId, messageId: sent.message.id });
    expect(await unpinned).toEqual({ eventId: show.eventId, message: null });
  });
});

describe('products on screen', () => {
  it('highlights products of the show only, pins a look and marks a product sold out', async () => {
    const show = await h.newShow();
    const elsewhere = await h.newShow();
    const host = await h.joined('host', show);
    const viewer = await h.joined('anonymous', show);
    expect(
      await send(host, 'push_products', {
        eventId: show.eventId,
        productIds: [elsewhere.productIds[0]],
      }),
    ).toEqual({ ok: false, code: 'invalid-payload', message: liveMessages.notInShow });
    const pushed = next(viewer, 'live_products', (payload) => payload.products.length === 2);
    const [first, second] = show.productIds;
    expect(
      (await send(host, 'push_products', { eventId: show.eventId, productIds: [second!, first!] }))
        .ok,
    ).toBe(true);
    expect((await pushed).products).toEqual([
      {
        _id: second,
        name: 'Live product 2',
        price: 20,
        currency: 'USD',
        imageUrl: 'product-2.jpg',
        soldOut: false,
      },
      {
        _id: first,
        name: 'Live product 1',
        price: 10,
        currency: 'USD',
        imageUrl: 'product-1.jpg',
        soldOut: false,
      },
    ]);
    const look = next(viewer, 'live_products', (payload) => payload.pinnedLook !== null);
    expect((await send(host, 'pin_look', { eventId: show.eventId, lookId: show.lookId })).ok).toBe(
      true,
    );
    expect((await look).pinnedLook).toMatchObject({
      _id: show.lookId,
      name: 'Garden look',
      products: [{ _id: first }, { _id: second }],
    });
    const sold = next(viewer, 'live_products', (payload) => payload.soldOutProductIds.length === 1);
    expect(
      (await send(host, 'sold_out', { eventId: show.eventId, productId: first!, soldOut: true }))
        .ok,
    ).toBe(true);
    expect((await sold).products.find((product) => product._id === first)?.soldOut).toBe(true);
    const hostId = await h.idOf('host');
    const timeline = await h.t.database.db
      .select({ kind: liveTimeline.kind, actorId: liveTimeline.actorId })
      .from(liveTimeline)
      .where(eq(liveTimeline.eventId, show.eventId))
      .orderBy(liveTimeline.createdAt, liveTimeline.id);
    // (Peaks of viewers are on the timeline too.)
    expect(timeline.filter((entry) => entry.kind !== 'peak')).toEqual(
      ['push', 'pin_look', 'sold_out'].map((kind) => ({ kind, actorId: hostId })),
    );
  });

  it('archives, not deletes, a product pushed during a show when its designer deletes it', async () => {
    const show = await h.newShow();
    const host = await h.joined('host', show);
    const [pushed, never] = show.productIds;
    await send(host, 'push_products', { eventId: show.eventId, productIds: [pushed!] });
    const token = await h.tokenOf('host');
    const archived = await h.t.call({ method: 'DELETE', url: `/api/v2/products/${pushed}`, token });
    expect(archived.json()).toEqual({
      success: true,
      archived: true,
      message: productMessages.archivedPushedLive,
    });
    const [row] = await h.t.database.db.select().from(products).where(eq(products.id, pushed!));
    expect(row!.status).toBe('archived');
    const gone = await h.t.call({ method: 'DELETE', url: `/api/v2/products/${never}`, token });
    expect(gone.json()).toEqual({ success: true });
    expect(await h.t.database.db.select().from(products).where(eq(products.id, never!))).toEqual(
      [],
    );
  });
});

describe('the status over the socket', () => {
  it('one-shot mode: join, change the status, disconnect — through the events lifecycle', async () => {
    const show = await h.newShow({ status: 'live' });
    const viewer = await h.joined('anonymous', show);
    const ended = next(viewer, 'get_status', (payload) => payload.status === 'ended');
    const socket = await h.socket(await h.tokenOf('host'));
    await send(socket, 'room', { eventId: show.eventId });
    expect(await send(socket, 'change_status', { eventId: show.eventId, status: 'ended' })).toEqual(
      {
        ok: true,
        status: 'ended',
      },
    );
    socket.disconnect();
    expect(await ended).toMatchObject({ status: 'ended' });
    const [event] = await h.t.database.db.select().from(events).where(eq(events.id, show.eventId));
    expect(event!.status).toBe('ended');
    const [entry] = await h.t.database.db
      .select()
      .from(liveTimeline)
      .where(and(eq(liveTimeline.eventId, show.eventId), eq(liveTimeline.kind, 'status')));
    expect(entry).toMatchObject({
      actorId: await h.idOf('host'),
      detail: { from: 'live', to: 'ended' },
    });
  });

  it('answers the lifecycle’s refusals as error acknowledgements', async () => {
    const show = await h.newShow({ status: 'ended' });
    const socket = await h.joined('admin', show);
    expect(await send(socket, 'change_status', { eventId: show.eventId, status: 'live' })).toEqual({
      ok: false,
      code: 'conflict',
      message: 'An event cannot go from ended to live.',
    });
  });

  it('tells the room when the status changes through the API (PATCH)', async () => {
    const show = await h.newShow({ status: 'live' });
    const viewer = await h.joined('anonymous', show);
    const ended = next(viewer, 'get_status', (payload) => payload.status === 'ended');
    const response = await h.t.call({
      method: 'PATCH',
      url: `/api/v2/events/${show.eventId}`,
      payload: { status: 'ended' },
      token: await h.tokenOf('staff'),
    });
    expect(response.statusCode).toBe(200);
    expect((await ended).status).toBe('ended');
  });
});

describe('viewer sessions and counters', () => {
  it('records sessions (account or anonymous id) and sends counters to the room', async () => {
    const show = await h.newShow();
    const host = await h.joined('host', show);
    const counters = next(host, 'counters', (payload) => payload.viewersNow === 2);
    const anonymousId = randomUUID();
    const anonymous = await h.socket(null, anonymousId);
    await send(anonymous, 'room', { eventId: show.eventId });
    await h.joined('shopper', show);
    expect(await counters).toEqual({
      eventId: show.eventId,
      viewersNow: 2,
      peakViewers: 2,
      uniqueViewers: 2,
      chatMessages: 0,
      addsToCart: 0,
      orders: 0,
      ordersValue: 0,
      currency: 'USD',
      codeRedemptions: 0,
    });
    const sessions = await h.t.database.db
      .select()
      .from(liveViewerSessions)
      .where(eq(liveViewerSessions.eventId, show.eventId));
    expect(sessions.map((row) => row.viewerId ?? row.userId).sort()).toEqual(
      [anonymousId, await h.idOf('shopper')].sort(),
    );
    const left = next(host, 'counters', (payload) => payload.viewersNow === 1);
    anonymous.disconnect();
    expect(await left).toMatchObject({ viewersNow: 1, peakViewers: 2, uniqueViewers: 2 });
    const [room] = await h.t.database.db
      .select()
      .from(liveRooms)
      .where(eq(liveRooms.eventId, show.eventId));
    expect(room!.peakViewers).toBe(2);
  });
});

describe('connection state recovery (one process, in-memory adapter)', () => {
  it('gives a viewer who dropped every message they missed, in its room again', async () => {
    const show = await h.newShow();
    const host = await h.joined('host', show);
    const viewer = await h.joined('anonymous', show);
    const received = collect(viewer, 'message');
    const dropped = new Promise((resolve) => viewer.once('disconnect', resolve));
    // No reconnection until the host has sent: the viewer surely misses these.
    viewer.io.reconnection(false);
    viewer.io.engine.close();
    await dropped;
    for (const text of ['missed 1', 'missed 2', 'missed 3']) {
      expect((await send(host, 'new_message', { eventId: show.eventId, text })).ok).toBe(true);
    }
    const back = new Promise<void>((resolve) => viewer.once('connect', () => resolve()));
    viewer.connect();
    await back;
    expect(viewer.recovered).toBe(true);
    await expect
      .poll(() => received.map((message) => message.text))
      .toEqual(['missed 1', 'missed 2', 'missed 3']);
    // Still in the room: the next message arrives too.
    const after = next(viewer, 'message');
    await send(host, 'new_message', { eventId: show.eventId, text: 'live again' });
    expect((await after).text).toBe('live again');
  });
});

describe('the chat history (REST)', () => {
  it('is public for a public show, pages with after, and keeps drafts to their hosts', async () => {
    const show = await h.newShow();
    const host = await h.joined('host', show);
    const ids: string[] = [];
    for (const text of ['one', 'two', 'three']) {
      const ack = await send(host, 'new_message', { eventId: show.eventId, text });
      if (ack.ok) ids.push(ack.message.id);
    }
    const page = await h.t.call({
      method: 'GET',
      url: `/api/v2/events/${show.eventId}/messages?limit=2`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      items: [{ text: 'two' }, { text: 'three' }],
      hasMore: true,
    });
    const after = await h.t.call({
      method: 'GET',
      url: `/api/v2/events/${show.eventId}/messages?after=${ids[0]}`,
    });
    expect(after.json().data).toMatchObject({
      items: [{ text: 'two' }, { text: 'three' }],
      hasMore: false,
    });
    const draft = await h.newShow({ status: 'draft' });
    const url = `/api/v2/events/${draft.eventId}/messages`;
    expect((await h.t.call({ method: 'GET', url })).statusCode).toBe(404);
    expect(
      (await h.t.call({ method: 'GET', url, token: await h.tokenOf('otherDesigner') })).statusCode,
    ).toBe(404);
    expect(
      (await h.t.call({ method: 'GET', url, token: await h.tokenOf('host') })).statusCode,
    ).toBe(200);
  });

  it('deletes a message by REST for the host, and tells the room; another designer gets a 404', async () => {
    const show = await h.newShow();
    const host = await h.joined('host', show);
    const viewer = await h.joined('anonymous', show);
    const sent = await send(host, 'new_message', { eventId: show.eventId, text: 'oops' });
    if (!sent.ok) throw new Error(sent.message);
    const url = `/api/v2/events/${show.eventId}/messages/${sent.message.id}`;
    expect(
      (await h.t.call({ method: 'DELETE', url, token: await h.tokenOf('otherDesigner') }))
        .statusCode,
    ).toBe(404);
    const deleted = next(viewer, 'message_deleted');
    const response = await h.t.call({ method: 'DELETE', url, token: await h.tokenOf('host') });
    expect(response.json()).toEqual({ success: true });
    expect(await deleted).toEqual({ eventId: show.eventId, messageId: sent.message.id });
    const history = await h.t.call({
      method: 'GET',
      url: `/api/v2/events/${show.eventId}/messages`,
    });
    expect(history.json().data.items).toEqual([]);
  });
});

describe('races (PostgreSQL project: real concurrency)', () => {
  it('concurrent pushes keep at most three highlighted products, one push winning whole', async () => {
    const show = await h.newShow();
    const sockets = await Promise.all(HOSTS.map((caller) => h.joined(caller, show)));
    const lists = [show.productIds.slice(0, 3), show.productIds.slice(1, 4), [show.productIds[3]!]];
    const acks = await Promise.all(
      sockets.map((socket, index) =>
        send(socket, 'push_products', { eventId: show.eventId, productIds: lists[index] }),
      ),
    );
    expect(acks.every((ack) => ack.ok)).toBe(true);
    const [room] = await h.t.database.db
      .select()
      .from(liveRooms)
      .where(eq(liveRooms.eventId, show.eventId));
    expect(room!.highlightedProductIds.length).toBeLessThanOrEqual(3);
    expect(lists).toContainEqual(room!.highlightedProductIds);
  });

  it('concurrent change_status from two hosts: one wins, the other is a conflict', async () => {
    const show = await h.newShow({ status: 'live' });
    const [a, b] = await Promise.all([h.joined('host', show), h.joined('staff', show)]);
    const acks = await Promise.all([
      send(a!, 'change_status', { eventId: show.eventId, status: 'ended' }),
      send(b!, 'change_status', { eventId: show.eventId, status: 'ended' }),
    ]);
    expect(acks.filter((ack) => ack.ok)).toHaveLength(1);
    expect(acks.filter((ack) => !ack.ok)).toMatchObject([{ code: 'conflict' }]);
    const entries = await h.t.database.db
      .select()
      .from(liveTimeline)
      .where(and(eq(liveTimeline.eventId, show.eventId), eq(liveTimeline.kind, 'status')));
    expect(entries).toHaveLength(1);
  });

  it('slow mode holds under concurrent sends from two sockets of one viewer', async () => {
    const show = await h.newShow();
    const host = await h.joined('host', show);
    await send(host, 'slow_mode', { eventId: show.eventId, seconds: 60 });
    const viewer = await h.newShopper('Fast');
    const [a, b] = await Promise.all([joinedAs(viewer.token, show), joinedAs(viewer.token, show)]);
    const acks = await Promise.all(
      [a!, b!, a!, b!].map((socket, index) =>
        send(socket, 'new_message', { eventId: show.eventId, text: `quick ${index}` }),
      ),
    );
    expect(acks.filter((ack) => ack.ok)).toHaveLength(1);
    expect(acks.filter((ack) => !ack.ok).map((ack) => !ack.ok && ack.code)).toEqual([
      'slow-mode',
      'slow-mode',
      'slow-mode',
    ]);
    const rows = await h.t.database.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.eventId, show.eventId), eq(chatMessages.userId, viewer.id)));
    expect(rows).toHaveLength(1);
  });
});

describe('the protocol names', () => {
  it('keeps the spec’s event names', () => {
    expect(LIVE_CLIENT_EVENTS).toMatchObject({
      room: 'room',
      newMessage: 'new_message',
      pushProducts: 'push_products',
      chatEnabled: 'chat_enabled',
      changeStatus: 'change_status',
    });
  });
});
