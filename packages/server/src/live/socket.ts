import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type * as z from 'zod';
import {
  LIVE_CLIENT_EVENTS as C,
  LIVE_COUNTERS_INTERVAL_MS,
  LIVE_NAMESPACE,
  LIVE_SERVER_EVENTS as S,
  liveHandshakeAuthSchema,
  liveMessages,
  liveProtocol,
  type LiveClientEventName,
  type LiveErrorAck,
  type LiveRestrictionKind,
  type LiveRoomRole,
  type LiveServerEventName,
  type LiveServerPayloads,
} from '@runway-live/domain/live';
import type { SessionRow } from '../auth/sessionRows';
import type { SessionClaims } from '../auth/sessionTokens';
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import { users } from '../db/schema';
import { updateEvent } from '../modules/events/service';
import { clientAddressOf } from '../trustProxy';
import type { LiveNotice } from './notices';
import {
  chatRightOf,
  chatSettingsOf,
  closeViewerSessions,
  deleteMessage,
  isHostRole,
  LiveRefusal,
  logChatEnabled,
  markSoldOut,
  moderationStateOf,
  openViewerSession,
  pinLook,
  pinMessage,
  pinnedOf,
  postMessage,
  productsOf,
  pushProducts,
  rateLimited,
  readCounters,
  refusalOf,
  restrictUser,
  roomAccess,
  roomRoleOf,
  setBlockedWords,
  setSlowMode,
  statusOf,
} from './service';
import { createKeyedThrottle, takeFromWindow } from './throttle';

export type LiveServer = { io: Server; close: () => Promise<void> };

declare module 'fastify' {
  interface FastifyInstance {
    /** What modules are built with; the live server (live/socket.ts) runs on the same. */
    appContext: AppContext;
  }
}

/** The room of one event on /live: every socket that joined it with `room {eventId}`. */
export function eventRoom(eventId: string): string {
  return `event:${eventId}`;
}
/** The event's hosts, admin and staff in its room: the moderation state goes there. */
export function hostsRoom(eventId: string): string {
  return `event:${eventId}:hosts`;
}
/** One account's sockets in an event's room: a shadow-muted message goes there only. */
export function authorRoom(eventId: string, userId: string): string {
  return `event:${eventId}:user:${userId}`;
}
/** Every socket of one signed-in account: a suspension or a role change reaches them there. */
export function accountRoom(userId: string): string {
  return `account:${userId}`;
}

/** What a socket keeps (restored with it by connection state recovery). */
type SocketData = {
  /** The verified claims of the handshake's token; null for an anonymous viewer. */
  claims: SessionClaims | null;
  /** The anonymous viewer's id (the handshake's, else a random one for this socket). */
  viewerId: string;
  /** The rooms joined: the caller's role, the event's designer, the viewer session. */
  joined: Record<string, { role: LiveRoomRole; designerId: string; sessionId: string | null }>;
  /** The client's address, as the per-IP limits name it (TRUST_PROXY decides). */
  address: string;
  /** When this connection last sent chat messages, for its chat rate (LIVE_CHAT_RATE_*). */
  chatTimes: number[];
};
type LiveSocket = Socket<
  Record<string, (...args: never[]) => void>,
  Record<string, (...args: never[]) => void>,
  Record<string, never>,
  SocketData
>;

type AckFields = Record<string, unknown>;

export type StartLiveServerOptions = {
  corsOrigins: string[];
  redisUrl: string | undefined;
  /** How long a dropped socket's state is kept for it to recover (connectionStateRecovery). */
  recoveryMs?: number;
  /** The longest interval between two `counters` of a room (LIVE_COUNTERS_INTERVAL_MS). */
  countersIntervalMs?: number;
};

/**
 * The live socket (socket.io, namespace /live; API.md "Live", decision live-protocol).
 * `app` is the built fastify app: the socket shares its HTTP server, its database, its
 * session check and the events service. With REDIS_URL, several processes share rooms
 * through the Redis Streams adapter; without, one process with the in-memory adapter.
 * Connection state recovery is on in both: a socket that drops for a while gets what it
 * missed. Every room's state is read from the database, never kept in one process.
 */
export async function startLiveServer(
  app: FastifyInstance,
  options: StartLiveServerOptions,
): Promise<LiveServer> {
  const ctx = app.appContext;
  const { db } = ctx.database;
  const redis = options.redisUrl ? createClient({ url: options.redisUrl }) : null;
  if (redis) await redis.connect();
  const io = new Server(app.server, {
    cors: { origin: options.corsOrigins },
    connectionStateRecovery: {
      maxDisconnectionDuration: options.recoveryMs ?? 2 * 60 * 1000,
      skipMiddlewares: true,
    },
    ...(redis ? { adapter: createAdapter(redis) } : {}),
  });
  const live = io.of(LIVE_NAMESPACE);

  const emitTo = <Name extends LiveServerEventName>(
    room: string,
    name: Name,
    payload: LiveServerPayloads[Name],
  ) => live.to(room).emit(name, payload);

  const logFailure = (error: unknown, what: string) =>
    app.log.error({ err: error }, `live: ${what} failed`);

  const counters = createKeyedThrottle({
    intervalMs: options.countersIntervalMs ?? LIVE_COUNTERS_INTERVAL_MS,
    flush: (eventId) => {
      readCounters(db, eventId).then(
        (payload) => emitTo(eventRoom(eventId), S.counters, payload),
        (error: unknown) => logFailure(error, 'counters'),
      );
    },
  });

  /** Tells a room what changed; a failed read is logged, never thrown into a handler. */
  const broadcast = async (eventId: string, names: LiveServerEventName[]) => {
    for (const name of names) {
      const room = eventRoom(eventId);
      if (name === S.getStatus) emitTo(room, name, await statusOf(db, eventId));
      if (name === S.liveProducts) emitTo(room, name, await productsOf(db, eventId));
      if (name === S.chatSettings) emitTo(room, name, await chatSettingsOf(db, eventId));
      if (name === S.pinnedMessage) emitTo(room, name, await pinnedOf(db, eventId));
    }
  };
  const broadcastModeration = async (eventId: string, designerId: string) =>
    emitTo(
      hostsRoom(eventId),
      S.moderationState,
      await moderationStateOf(db, { id: eventId, designerId }),
    );

  /**
   * An account suspended or given other roles (modules/accounts, modules/users): through
   * the adapter, so every process's sockets of it, a suspended account's sockets are
   * disconnected, and the others leave each host room whose show it no longer hosts (the
   * moderation state goes there). Its host events were refused already (hostOf reads the
   * account again); this stops what the rooms send it.
   */
  async function reviewAccount(userId: string) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    for (const socket of await live.in(accountRoom(userId)).fetchSockets()) {
      if (!user || user.status === 'suspended') {
        socket.disconnect(true);
        continue;
      }
      const { joined } = socket.data as SocketData;
      for (const [eventId, entry] of Object.entries(joined)) {
        const role = roomRoleOf(user, entry);
        if (!isHostRole(entry.role) || isHostRole(role)) continue;
        socket.leave(hostsRoom(eventId));
        const local = live.sockets.get(socket.id) as LiveSocket | undefined;
        const kept = local?.data.joined[eventId];
        if (kept) kept.role = role;
      }
    }
  }

  const heard = async (notice: LiveNotice) => {
    switch (notice.kind) {
      case 'status':
        return broadcast(notice.eventId, [S.getStatus]);
      case 'chat':
        return broadcast(notice.eventId, [S.chatSettings, S.getStatus]);
      case 'messageDeleted':
        emitTo(eventRoom(notice.eventId), S.messageDeleted, {
          eventId: notice.eventId,
          messageId: notice.messageId,
        });
        if (notice.wasPinned) await broadcast(notice.eventId, [S.pinnedMessage]);
        return;
      case 'account':
        return reviewAccount(notice.userId);
    }
  };
  const stopListening = ctx.live.listen((notice: LiveNotice) => {
    heard(notice).catch((error: unknown) => logFailure(error, `the ${notice.kind} notice`));
  });

  /**
   * The live sockets each address holds in this process (LIVE_CONNECTIONS_PER_IP): a new
   * one past the cap is refused at the handshake, so one address cannot open hundreds of
   * viewers. Behind a load balancer that keeps a client on one process (socket.io's sticky
   * sessions by address), this is the address's count; otherwise it is per process.
   */
  const connections = new Map<string, number>();
  /** Counts the socket against its address until it disconnects or its connection closes. */
  function hold(socket: LiveSocket) {
    const { address } = socket.data;
    connections.set(address, (connections.get(address) ?? 0) + 1);
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      const left = (connections.get(address) ?? 1) - 1;
      if (left > 0) connections.set(address, left);
      else connections.delete(address);
    };
    socket.on('disconnect', release);
    socket.conn.once('close', release);
  }

  live.use((raw, next) => {
    const socket = raw as LiveSocket;
    socket.data.address = clientAddressOf(socket.request, ctx.config.trustProxy);
    socket.data.chatTimes = [];
    if ((connections.get(socket.data.address) ?? 0) >= ctx.config.liveConnectionsPerIp) {
      const refused = new Error(liveMessages.tooManyConnections) as Error & { data: unknown };
      refused.data = { code: 'too-many-connections' };
      next(refused);
      return;
    }
    hold(socket);
    next();
  });

  // The handshake: a valid token signs the socket in; a missing, bad or ended one leaves it
  // an anonymous viewer (it may watch; chatting says sign-in-required), never refused.
  live.use((socket, next) => {
    const data = (socket as LiveSocket).data;
    const auth = liveHandshakeAuthSchema.safeParse(socket.handshake.auth ?? {});
    const { token, viewerId } = auth.success ? auth.data : {};
    data.viewerId = viewerId ?? randomUUID();
    data.joined = {};
    data.claims = null;
    if (!token) return next();
    ctx.sessionCheck
      .claimsOf(token)
      .then(async (claims) => {
        await ctx.sessionCheck.rowOf(claims);
        data.claims = claims;
      })
      .catch(() => undefined)
      .finally(() => next());
  });

  /** The signed-in account as the database has it now (a session that ended is anonymous). */
  async function sessionOf(socket: LiveSocket): Promise<SessionRow | null> {
    const { claims } = socket.data;
    if (!claims) return null;
    return ctx.sessionCheck.rowOf(claims).catch(() => null);
  }

  /**
   * A host event's caller: signed in, in the room, and the event's designer, admin or staff
   * by the ownership rule (roomRoleOf), read again for every event so a session that ended
   * or a role that changed stops here.
   */
  async function hostOf(socket: LiveSocket, eventId: string) {
    const session = await sessionOf(socket);
    if (!session) throw new LiveRefusal('forbidden', liveMessages.forbidden);
    const joined = socket.data.joined[eventId];
    if (!joined) throw new LiveRefusal('not-in-room', liveMessages.notInRoom);
    if (!isHostRole(roomRoleOf(session.user, { designerId: joined.designerId }))) {
      throw new LiveRefusal('forbidden', liveMessages.forbidden);
    }
    return {
      session,
      caller: { user: session.user, designer: session.designer },
      event: { id: eventId, designerId: joined.designerId },
    };
  }

  /** The current state of the room to one socket, as a join sends it. */
  async function sendRoomState(socket: LiveSocket, eventId: string, role: LiveRoomRole) {
    const to = <Name extends LiveServerEventName>(name: Name, payload: LiveServerPayloads[Name]) =>
      socket.emit(name, payload as never);
    to(S.getStatus, await statusOf(db, eventId));
    to(S.liveProducts, await productsOf(db, eventId));
    to(S.chatSettings, await chatSettingsOf(db, eventId));
    to(S.pinnedMessage, await pinnedOf(db, eventId));
    if (isHostRole(role)) {
      const designerId = socket.data.joined[eventId]!.designerId;
      to(S.moderationState, await moderationStateOf(db, { id: eventId, designerId }));
      // The control room's counters fill at once, not at the room's next change.
      to(S.counters, await readCounters(db, eventId));
    }
  }

  async function leaveRoom(socket: LiveSocket, eventId: string) {
    const joined = socket.data.joined[eventId];
    if (!joined) return;
    delete socket.data.joined[eventId];
    const rooms = [eventRoom(eventId), hostsRoom(eventId)];
    if (socket.data.claims) rooms.push(authorRoom(eventId, socket.data.claims.sub));
    for (const room of rooms) await socket.leave(room);
    if (joined.sessionId) {
      await closeViewerSessions(db, [joined.sessionId]);
      counters.touch(eventId);
    }
  }

  type Handler<Name extends LiveClientEventName> = (
    socket: LiveSocket,
    payload: z.output<(typeof liveProtocol.clientToServer)[Name]>,
  ) => Promise<AckFields>;

  const handlers: { [Name in LiveClientEventName]: Handler<Name> } = {
    [C.room]: async (socket, { eventId }) => {
      const session = await sessionOf(socket);
      const user = session?.user ?? null;
      const { event, role } = await roomAccess(db, user, eventId);
      if (!socket.data.joined[eventId]) {
        const rooms = [eventRoom(eventId)];
        if (user) rooms.push(authorRoom(eventId, user.id));
        if (isHostRole(role)) rooms.push(hostsRoom(eventId));
        await socket.join(rooms);
        // The audience's sessions: hosts, admin and staff are not viewers.
        const sessionId = isHostRole(role)
          ? null
          : await openViewerSession(db, eventId, {
              userId: user?.id ?? null,
              viewerId: socket.data.viewerId,
            });
        socket.data.joined[eventId] = { role, designerId: event.designerId, sessionId };
        if (sessionId) counters.touch(eventId);
      }
      await sendRoomState(socket, eventId, role);
      return { eventId, role, chat: await chatRightOf(db, user, event) };
    },

    [C.leave]: async (socket, { eventId }) => {
      await leaveRoom(socket, eventId);
      return {};
    },

    [C.newMessage]: async (socket, { eventId, text }) => {
      const joined = socket.data.joined[eventId];
      if (!joined) throw new LiveRefusal('not-in-room', liveMessages.notInRoom);
      // The connection's chat rate, before anything is read: a flood costs no query. Each
      // send counts (the account's own rate, in postMessage, counts what is stored).
      if (!isHostRole(joined.role)) {
        const { limit, windowSec } = ctx.config.liveChatRate;
        const waitMs = takeFromWindow(socket.data.chatTimes, limit, windowSec * 1000, Date.now());
        if (waitMs !== null) throw rateLimited(waitMs);
      }
      const session = await sessionOf(socket);
      // Stored first (postMessage commits), then sent.
      const { message, shadow } = await postMessage(ctx, session?.user ?? null, eventId, text);
      emitTo(shadow ? authorRoom(eventId, message.userId) : eventRoom(eventId), S.message, message);
      if (!shadow) counters.touch(eventId);
      return { message };
    },

    [C.pushProducts]: async (socket, { eventId, productIds }) => {
      const { session } = await hostOf(socket, eventId);
      await pushProducts(ctx, session.user, eventId, productIds);
      await broadcast(eventId, [S.liveProducts]);
      return {};
    },

    [C.pinLook]: async (socket, { eventId, lookId }) => {
      const { session } = await hostOf(socket, eventId);
      await pinLook(ctx, session.user, eventId, lookId);
      await broadcast(eventId, [S.liveProducts]);
      return {};
    },

    [C.soldOut]: async (socket, { eventId, productId, soldOut }) => {
      const { session } = await hostOf(socket, eventId);
      await markSoldOut(ctx, session.user, eventId, productId, soldOut);
      await broadcast(eventId, [S.liveProducts]);
      return {};
    },

    // The events service's rule, as PATCH /api/v2/events/:id: its notice tells the room.
    [C.chatEnabled]: async (socket, { eventId, enabled }) => {
      const { caller } = await hostOf(socket, eventId);
      await updateEvent(ctx, caller, eventId, { chatEnabled: enabled });
      await logChatEnabled(db, caller.user, eventId, enabled);
      return {};
    },

    [C.changeStatus]: async (socket, { eventId, status }) => {
      const { caller } = await hostOf(socket, eventId);
      const event = await updateEvent(ctx, caller, eventId, { status });
      return { status: event.status };
    },

    [C.deleteMessage]: async (socket, { eventId, messageId }) => {
      const { session } = await hostOf(socket, eventId);
      await deleteMessage(ctx, session.user, eventId, messageId);
      return {};
    },

    [C.muteUser]: async (socket, { eventId, userId, muted }) =>
      restrict(socket, eventId, 'mute', userId, muted),
    [C.blockUser]: async (socket, { eventId, userId, blocked }) =>
      restrict(socket, eventId, 'block', userId, blocked),
    [C.shadowMute]: async (socket, { eventId, userId, shadowMuted }) =>
      restrict(socket, eventId, 'shadow_mute', userId, shadowMuted),

    [C.slowMode]: async (socket, { eventId, seconds }) => {
      const { session } = await hostOf(socket, eventId);
      await setSlowMode(ctx, session.user, eventId, seconds);
      await broadcast(eventId, [S.chatSettings]);
      return {};
    },

    [C.blockedWords]: async (socket, { eventId, words }) => {
      const { session, event } = await hostOf(socket, eventId);
      await setBlockedWords(ctx, session.user, eventId, words);
      await broadcastModeration(eventId, event.designerId);
      return {};
    },

    [C.pinMessage]: async (socket, { eventId, messageId }) => {
      const { session } = await hostOf(socket, eventId);
      await pinMessage(ctx, session.user, eventId, messageId);
      await broadcast(eventId, [S.pinnedMessage]);
      return {};
    },
  };

  async function restrict(
    socket: LiveSocket,
    eventId: string,
    kind: LiveRestrictionKind,
    userId: string,
    on: boolean,
  ): Promise<AckFields> {
    const { session, event } = await hostOf(socket, eventId);
    await restrictUser(ctx, session.user, event, kind, userId, on);
    await broadcastModeration(eventId, event.designerId);
    // The account's own pages learn whether they may chat now (a shadow-mute is not told).
    if (kind !== 'shadow_mute') {
      const [target] = await db.select().from(users).where(eq(users.id, userId));
      emitTo(authorRoom(eventId, userId), S.chatRight, {
        eventId,
        chat: await chatRightOf(db, target ?? null, event),
      });
    }
    return {};
  }

  /** Every refusal as an acknowledgement; anything unexpected is logged and 'unavailable'. */
  function refusal(error: unknown, name: string): LiveErrorAck {
    const known =
      error instanceof LiveRefusal ? error : error instanceof ApiError ? refusalOf(error) : null;
    if (!known) {
      logFailure(error, name);
      return { ok: false, code: 'unavailable', message: liveMessages.unavailable };
    }
    return {
      ok: false,
      code: known.code,
      message: known.message,
      ...(known.retryAfterSec === undefined ? {} : { retryAfterSec: known.retryAfterSec }),
    };
  }

  async function answer(
    socket: LiveSocket,
    name: LiveClientEventName,
    payload: unknown,
  ): Promise<AckFields> {
    const parsed = liveProtocol.clientToServer[name].safeParse(payload);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = issue?.path.join('.') ?? '';
      return {
        ok: false,
        code: 'invalid-payload',
        message: path ? `${path}: ${issue?.message ?? ''}` : (issue?.message ?? 'Invalid payload'),
      };
    }
    try {
      const handler = handlers[name] as Handler<LiveClientEventName>;
      return { ok: true, ...(await handler(socket, parsed.data as never)) };
    } catch (error) {
      return refusal(error, name);
    }
  }

  live.on('connection', (raw) => {
    const socket = raw as LiveSocket;
    // A recovered socket skipped the middlewares: it counts against its address again.
    if (socket.recovered) hold(socket);
    else if (socket.data.claims) void socket.join(accountRoom(socket.data.claims.sub));
    if (socket.recovered) {
      // Back within the recovery window: its rooms and data came back with it; its viewer
      // sessions closed when it dropped, so they open again.
      for (const [eventId, joined] of Object.entries(socket.data.joined)) {
        if (!joined.sessionId) continue;
        openViewerSession(db, eventId, {
          userId: socket.data.claims?.sub ?? null,
          viewerId: socket.data.viewerId,
        }).then(
          (sessionId) => {
            joined.sessionId = sessionId;
            counters.touch(eventId);
          },
          (error: unknown) => logFailure(error, 'a recovered session'),
        );
      }
    }
    for (const name of Object.keys(liveProtocol.clientToServer) as LiveClientEventName[]) {
      socket.on(name, (...args: unknown[]) => {
        const ack = typeof args.at(-1) === 'function' ? (args.pop() as (a: unknown) => void) : null;
        void answer(socket, name, args[0]).then((reply) => {
          if (ack) ack(reply);
          else if (reply.ok === false) socket.emit(S.error, { ...reply, event: name } as never);
        });
      });
    }
    socket.on('disconnect', () => {
      const sessions = Object.entries(socket.data.joined).flatMap(([eventId, joined]) =>
        joined.sessionId ? [{ eventId, sessionId: joined.sessionId }] : [],
      );
      closeViewerSessions(
        db,
        sessions.map((entry) => entry.sessionId),
      ).then(
        () => sessions.forEach((entry) => counters.touch(entry.eventId)),
        (error: unknown) => logFailure(error, 'closing viewer sessions'),
      );
    });
  });

  return {
    io,
    close: async () => {
      stopListening();
      counters.close();
      await io.close();
      if (redis) await redis.quit();
    },
  };
}
