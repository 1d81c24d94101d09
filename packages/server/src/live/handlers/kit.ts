import type { Namespace, Socket } from 'socket.io';
import type * as z from 'zod';
import {
  LIVE_COUNTERS_INTERVAL_MS,
  LIVE_SERVER_EVENTS as S,
  liveMessages,
  type LiveClientEventName,
  type liveProtocol,
  type LiveRoomRole,
  type LiveServerEventName,
} from '@runway-live/domain/live';
import type { SessionRow } from '../../auth/sessionRows';
import type { SessionClaims } from '../../auth/sessionTokens';
import type { AppContext } from '../../context';
import { isHostRole, roomRoleOf } from '../rooms/access';
import { readCounters } from '../rooms/counters';
import { pinnedOf } from '../rooms/messages';
import { moderationStateOf } from '../rooms/moderation';
import { productsOf } from '../rooms/products';
import { codeOf } from '../rooms/codes';
import { LiveRefusal } from '../rooms/refusal';
import { chatSettingsOf, statusOf } from '../rooms/status';
import { accountRoom, eventRoom, hostsRoom } from '../socketRooms';
import { createKeyedThrottle, type KeyedThrottle } from '../throttle';
import { createRoomDelivery } from '../delivery';
import type { LiveProcesses } from '../processes';

/**
 * What the live socket's handlers share (live/socket.ts builds it once per server): the
 * namespace, the broadcasts, the counters' throttle and the two questions every handler
 * asks — who is this socket, and does it host this room.
 */

/** What a socket keeps (restored with it by connection state recovery). */
export type SocketData = {
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
export type LiveSocket = Socket<
  Record<string, (...args: never[]) => void>,
  Record<string, (...args: never[]) => void>,
  Record<string, never>,
  SocketData
>;

export type AckFields = Record<string, unknown>;

export type Handler<Name extends LiveClientEventName> = (
  socket: LiveSocket,
  payload: z.output<(typeof liveProtocol.clientToServer)[Name]>,
) => Promise<AckFields>;

export type Handlers<Names extends LiveClientEventName> = { [Name in Names]: Handler<Name> };

export type LiveKit = ReturnType<typeof createLiveKit>;

/** The server-side event by which a process tells the others an account changed. */
export const FORGET_SESSIONS = 'forget_sessions';

export function createLiveKit(
  ctx: AppContext,
  live: Namespace,
  options: {
    countersIntervalMs?: number | undefined;
    /** The session row kept per socket until the account changes (live/layers.ts). */
    sessionPerSocket?: boolean;
    /** Several processes share the rooms (REDIS_URL): what one forgets, all forget. */
    sharedRooms?: boolean;
    /** The processes sharing the rooms through Redis (live/processes.ts); null alone. */
    processes?: LiveProcesses | null;
    logError: (error: unknown, message: string) => void;
    logWarn?: (message: string) => void;
  },
) {
  const { db } = ctx.database;

  const logFailure = (error: unknown, what: string) =>
    options.logError(error, `live: ${what} failed`);

  // Every broadcast to a room goes through the delivery: coalesced, slow viewers dropped.
  const delivery = createRoomDelivery(live, {
    ...ctx.config.liveDelivery,
    onDropped: (socket, waiting) =>
      options.logWarn?.(`live: socket ${socket.id} dropped, ${waiting} frames unsent`),
  });
  const { emitTo } = delivery;

  const countersIntervalMs = options.countersIntervalMs ?? LIVE_COUNTERS_INTERVAL_MS;
  const processes = options.processes ?? null;
  const sendCounters = (eventId: string) =>
    readCounters(db, eventId).then(
      (payload) => emitTo(eventRoom(eventId), S.counters, payload),
      (error: unknown) => logFailure(error, 'counters'),
    );
  // With several processes, the one that takes the room's slot sends them (one `counters`
  // per room per interval); another touched meanwhile tries again at its next turn, which
  // comes after the slot frees (decision 0047).
  const counters: KeyedThrottle = createKeyedThrottle({
    intervalMs: countersIntervalMs,
    flush: (eventId) => {
      if (!processes) return void sendCounters(eventId);
      void processes.claimCounters(eventId, countersIntervalMs).then((wait) => {
        if (wait > 0) counters.touch(eventId);
        else return sendCounters(eventId);
      });
    },
  });

  /** Connections of viewer sessions this process's sockets took (+1) or gave up (-1). */
  const holdSessions = (sessionIds: readonly string[], delta: 1 | -1) =>
    processes?.hold(sessionIds, delta);

  /** Tells a room what changed; a failed read is logged, never thrown into a handler. */
  const broadcast = async (eventId: string, names: LiveServerEventName[]) => {
    for (const name of names) {
      const room = eventRoom(eventId);
      if (name === S.getStatus) emitTo(room, name, await statusOf(db, eventId));
      if (name === S.liveProducts) emitTo(room, name, await productsOf(db, eventId));
      if (name === S.chatSettings) emitTo(room, name, await chatSettingsOf(db, eventId));
      if (name === S.pinnedMessage) emitTo(room, name, await pinnedOf(db, eventId));
      if (name === S.liveCode) emitTo(room, name, await codeOf(db, eventId));
    }
  };
  const broadcastModeration = async (eventId: string, designerId: string) =>
    emitTo(
      hostsRoom(eventId),
      S.moderationState,
      await moderationStateOf(db, { id: eventId, designerId }),
    );

  /**
   * The session rows the sockets checked last (sessionPerSocket): kept until the account
   * changes (a suspension, other roles, a new password: `forgetSessions`).
   */
  const sessions = new WeakMap<LiveSocket, Promise<SessionRow | null>>();

  /** The signed-in account as the database has it now (a session that ended is anonymous). */
  async function sessionOf(socket: LiveSocket): Promise<SessionRow | null> {
    const { claims } = socket.data;
    if (!claims) return null;
    if (!options.sessionPerSocket) return ctx.sessionCheck.rowOf(claims).catch(() => null);
    let session = sessions.get(socket);
    if (!session) {
      session = ctx.sessionCheck.rowOf(claims).catch(() => null);
      sessions.set(socket, session);
    }
    return session;
  }

  /**
   * The account changed: its sockets check their session again, in this process and (with
   * `everywhere`, when processes share rooms) in the others, told through the adapter.
   */
  function forgetSessions(userId: string, { everywhere = false } = {}) {
    for (const id of live.adapter.rooms.get(accountRoom(userId)) ?? []) {
      const socket = live.sockets.get(id);
      if (socket) sessions.delete(socket as LiveSocket);
    }
    if (everywhere && options.sharedRooms) live.serverSideEmit(FORGET_SESSIONS, userId);
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
    if (!isHostRole(roomRoleOf(session, { designerId: joined.designerId }))) {
      throw new LiveRefusal('forbidden', liveMessages.forbidden);
    }
    return {
      session,
      caller: { user: session.user, designer: session.designer },
      event: { id: eventId, designerId: joined.designerId },
    };
  }

  return {
    ctx,
    db,
    live,
    emitTo,
    delivery,
    logFailure,
    counters,
    holdSessions,
    broadcast,
    broadcastModeration,
    sessionOf,
    forgetSessions,
    hostOf,
  };
}
