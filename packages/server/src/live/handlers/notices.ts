import { eq } from 'drizzle-orm';
import { effectiveRole, isAdminOrStaff } from '@runway-live/domain/access';
import { LIVE_SERVER_EVENTS as S } from '@runway-live/domain/live';
import { designers, orders, users } from '../../db/schema';
import { orderListRows } from '../../modules/orders/desk/list';
import type { LiveNotice } from '../notices';
import { isHostRole, roomRoleOf } from '../rooms/access';
import { roomsShowing } from '../rooms/products';
import { accountRoom, eventRoom, hostsRoom, ORDERS_ADMIN_ROOM } from '../socketRooms';
import type { LiveKit, LiveSocket, SocketData } from './kit';

/**
 * What the rest of the server tells the rooms (live/notices.ts): a show's status or chat
 * changed over the API, a message was deleted, an account changed. Answers the unsubscribe.
 */
export function listenToNotices(kit: LiveKit): () => void {
  const { ctx, db, live, emitTo, broadcast, counters, logFailure } = kit;

  /**
   * An account suspended or given other roles (modules/accounts, modules/users): through
   * the adapter, so every process's sockets of it, a suspended account's sockets are
   * disconnected, and the others leave each host room whose show it no longer hosts (the
   * moderation state goes there). Its host events were refused already (hostOf reads the
   * account again); this stops what the rooms send it.
   */
  async function reviewAccount(userId: string) {
    kit.forgetSessions(userId, { everywhere: true });
    const [caller] = await db
      .select({ user: users, designer: designers })
      .from(users)
      .leftJoin(designers, eq(designers.userId, users.id))
      .where(eq(users.id, userId));
    for (const socket of await live.in(accountRoom(userId)).fetchSockets()) {
      if (!caller || caller.user.status === 'suspended') {
        socket.disconnect(true);
        continue;
      }
      if (isAdminOrStaff(effectiveRole(caller.user))) socket.join(ORDERS_ADMIN_ROOM);
      else socket.leave(ORDERS_ADMIN_ROOM);
      const { joined } = socket.data as SocketData;
      for (const [eventId, entry] of Object.entries(joined)) {
        const role = roomRoleOf(caller, entry);
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
        // A show no longer live takes its pushed code off screens (decision 0052).
        return broadcast(notice.eventId, [S.getStatus, S.liveCode]);
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
      case 'stock': {
        // The rooms that show these products: viewers see "Sold out" come and go.
        for (const eventId of await roomsShowing(db, notice.productIds)) {
          await broadcast(eventId, [S.liveProducts]);
        }
        return;
      }
      case 'sales':
        counters.touch(notice.eventId);
        return;
      case 'orders': {
        // The desk's list rows: to the designer's sockets and to admin and staff.
        const rows = await orderListRows(db, eq(orders.checkoutId, notice.checkoutId));
        for (const row of rows) {
          emitTo(accountRoom(row.designerId), S.orderNew, row);
          emitTo(ORDERS_ADMIN_ROOM, S.orderNew, row);
        }
        return;
      }
      case 'inbox': {
        // Every socket of these accounts, in one emit per 1 000 rooms.
        const rooms = notice.userIds.map(accountRoom);
        for (let start = 0; start < rooms.length; start += 1000) {
          live
            .to(rooms.slice(start, start + 1000))
            .emit(S.inbox, { notificationId: notice.notificationId });
        }
        return;
      }
    }
  };
  return ctx.live.listen((notice: LiveNotice) => {
    heard(notice).catch((error: unknown) => logFailure(error, `the ${notice.kind} notice`));
  });
}
