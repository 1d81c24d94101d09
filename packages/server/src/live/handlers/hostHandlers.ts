import { eq } from 'drizzle-orm';
import {
  LIVE_CLIENT_EVENTS as C,
  LIVE_SERVER_EVENTS as S,
  type LiveClientEventName,
  type LiveRestrictionKind,
} from '@runway-live/domain/live';
import { users } from '../../db/schema';
import { updateRoomShow } from '../../modules/show/roomWrites';
import { deleteMessage, pinMessage } from '../rooms/messages';
import {
  chatRightOf,
  logChatEnabled,
  restrictUser,
  setBlockedWords,
  setSlowMode,
} from '../rooms/moderation';
import { markSoldOut, pinLook, pushProducts } from '../rooms/products';
import { pushCode } from '../rooms/codes';
import { authorRoom } from '../socketRooms';
import type { AckFields, Handler, Handlers, LiveKit, LiveSocket } from './kit';
import { effectiveRole } from '@runway-live/domain/access';
import type { AuditAction } from '@runway-live/domain/api';
import { runAsActor, type AuditActor } from '../../modules/audit/context';

type HostEventName = Exclude<
  LiveClientEventName,
  typeof C.room | typeof C.leave | typeof C.newMessage
>;

/** How the audit log names each control-room action's writes (decision 0050). */
const AUDITED_AS: Record<HostEventName, AuditAction> = {
  [C.pushProducts]: 'live-push',
  [C.pinLook]: 'live-push',
  [C.soldOut]: 'live-push',
  [C.changeStatus]: 'live-status',
  [C.chatEnabled]: 'live-moderation',
  [C.deleteMessage]: 'live-moderation',
  [C.muteUser]: 'live-moderation',
  [C.blockUser]: 'live-moderation',
  [C.shadowMute]: 'live-moderation',
  [C.slowMode]: 'live-moderation',
  [C.blockedWords]: 'live-moderation',
  [C.pinMessage]: 'live-moderation',
  [C.pushCode]: 'live-push',
};

/**
 * The host's events with their writes recorded in the audit log as the socket's account,
 * from the socket's address, each in its own write's transaction (decision 0050).
 */
export function auditedHostHandlers(kit: LiveKit): Handlers<HostEventName> {
  const handlers = hostHandlers(kit);
  const audited = {} as Record<HostEventName, Handler<HostEventName>>;
  for (const name of Object.keys(handlers) as HostEventName[]) {
    const handler = handlers[name] as Handler<HostEventName>;
    audited[name] = (socket, payload) => {
      const claims = socket.data.claims;
      if (!claims) return handler(socket, payload);
      const actor: AuditActor = {
        accountId: claims.sub,
        role: effectiveRole(claims) ?? null,
        route: `live ${name}`,
        requestId: null,
        address: socket.data.address ?? null,
        userAgent: socket.handshake.headers['user-agent'] ?? null,
        action: AUDITED_AS[name],
      };
      return runAsActor(actor, () => handler(socket, payload));
    };
  }
  return audited as Handlers<HostEventName>;
}

/**
 * The host's events (the show's designer, admin and staff, checked by `hostOf` on every
 * one): the products on screen, the show's status and chat, and the chat's moderation.
 * Each writes through the rooms' services, then tells the room what changed.
 */
export function hostHandlers(kit: LiveKit): Handlers<HostEventName> {
  const { ctx, db, emitTo, broadcast, broadcastModeration, hostOf } = kit;

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

  return {
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

    // The show's rule, as its PATCH (an event's or a web event's): its notice tells the room.
    [C.chatEnabled]: async (socket, { eventId, enabled }) => {
      const { caller } = await hostOf(socket, eventId);
      await updateRoomShow(ctx, caller, eventId, { chatEnabled: enabled });
      await logChatEnabled(db, caller.user, eventId, enabled);
      return {};
    },

    [C.changeStatus]: async (socket, { eventId, status }) => {
      const { caller } = await hostOf(socket, eventId);
      return updateRoomShow(ctx, caller, eventId, { status });
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

    // A coupon code of the show to viewers, for a window (decision 0052).
    [C.pushCode]: async (socket, { eventId, couponId, window }) => {
      const { session, event } = await hostOf(socket, eventId);
      await pushCode(ctx, session.user, event, couponId, window);
      await broadcast(eventId, [S.liveCode]);
      return {};
    },

    [C.pinMessage]: async (socket, { eventId, messageId }) => {
      const { session } = await hostOf(socket, eventId);
      await pinMessage(ctx, session.user, eventId, messageId);
      await broadcast(eventId, [S.pinnedMessage]);
      return {};
    },
  };
}
