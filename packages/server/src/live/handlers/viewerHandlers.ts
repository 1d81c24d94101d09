import {
  LIVE_CLIENT_EVENTS as C,
  LIVE_SERVER_EVENTS as S,
  liveMessages,
  type LiveRoomRole,
  type LiveServerEventName,
  type LiveServerPayloads,
} from '@runway-live/domain/live';
import { isHostRole, roomAccess } from '../rooms/access';
import { rateLimited } from '../rooms/chatPosting';
import { readCounters } from '../rooms/counters';
import { chatRightOf, moderationStateOf } from '../rooms/moderation';
import { LiveRefusal } from '../rooms/refusal';
import { roomStateReader } from '../rooms/roomState';
import { closeViewerSessions, openViewerSession } from '../rooms/viewers';
import { authorRoom, eventRoom, hostsRoom } from '../socketRooms';
import { takeFromWindow } from '../throttle';
import type { LiveLayers } from '../layers';
import type { ChatPoster } from './chat';
import type { Handlers, LiveKit, LiveSocket } from './kit';

/** The events every caller sends: joining and leaving a room, and chatting in it. */
export function viewerHandlers(
  kit: LiveKit,
  postMessage: ChatPoster,
  layers: Pick<LiveLayers, 'joinStateShared'>,
): Handlers<typeof C.room | typeof C.leave | typeof C.newMessage> {
  const { ctx, db, counters, holdSessions, sessionOf } = kit;
  const roomStateOf = roomStateReader(db, layers.joinStateShared);

  /** The current state of the room to one socket, as a join sends it. */
  async function sendRoomState(socket: LiveSocket, eventId: string, role: LiveRoomRole) {
    const to = <Name extends LiveServerEventName>(name: Name, payload: LiveServerPayloads[Name]) =>
      socket.emit(name, payload as never);
    const room = await roomStateOf(eventId);
    to(S.getStatus, room.status);
    to(S.liveProducts, room.products);
    to(S.chatSettings, room.chatSettings);
    to(S.pinnedMessage, room.pinned);
    // The code the host pushed, so a late joiner or a reconnect sees it too.
    to(S.liveCode, room.code);
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
      holdSessions([joined.sessionId], -1);
      await closeViewerSessions(db, [joined.sessionId]);
      counters.touch(eventId);
    }
  }

  return {
    [C.room]: async (socket, { eventId }) => {
      const session = await sessionOf(socket);
      const user = session?.user ?? null;
      const { headers } = socket.handshake;
      const { event, role } = await roomAccess(db, session, eventId, {
        origin: headers.origin,
        host: headers.host,
        consoleOrigins: ctx.config.corsOrigins,
      });
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
        if (sessionId) {
          holdSessions([sessionId], 1);
          counters.touch(eventId);
        }
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
      const caller = await sessionOf(socket);
      // Stored first, then sent to the room, then acknowledged (handlers/chat.ts).
      const { message } = await postMessage({ caller, eventId, text });
      return { message };
    },
  };
}
