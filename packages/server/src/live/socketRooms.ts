/** The socket.io rooms of /live: who a broadcast reaches. */

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
/** Every admin's and staff member's sockets: the order desk's `order:new` goes there. */
export const ORDERS_ADMIN_ROOM = 'orders:admin';
