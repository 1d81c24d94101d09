/**
 * What the API's own writes tell the live rooms: a status or chat flag changed by
 * PATCH /api/v2/events/:id (the socket's change_status and chat_enabled go the same way),
 * a message deleted by DELETE /api/v2/events/:id/messages/:messageId, an account suspended
 * or given other roles (its sockets lose what it may no longer hear). The live server
 * listens once it runs (live/socket.ts); without it (tests that only inject) nothing hears.
 */
export type LiveNotice =
  | { kind: 'status'; eventId: string }
  | { kind: 'chat'; eventId: string }
  | { kind: 'messageDeleted'; eventId: string; messageId: string; wasPinned: boolean }
  | { kind: 'account'; userId: string }
  /** A checkout held, sold or released units of these products (their "Sold out" may change). */
  | { kind: 'stock'; productIds: string[] }
  /** A show's orders or adds to cart changed (its counters). */
  | { kind: 'sales'; eventId: string }
  /** A checkout's orders were placed or paid: the order desks hear `order:new`. */
  | { kind: 'orders'; checkoutId: string }
  /** These accounts' in-app inboxes changed (a notification, or read state): they hear `inbox`. */
  | { kind: 'inbox'; userIds: string[]; notificationId: string | null };

export type LiveNotices = {
  tell: (notice: LiveNotice) => void;
  /** Hears every notice from now on; answers the function that stops it. */
  listen: (listener: (notice: LiveNotice) => void) => () => void;
};

export function createLiveNotices(): LiveNotices {
  const listeners = new Set<(notice: LiveNotice) => void>();
  return {
    tell: (notice) => {
      for (const listener of listeners) listener(notice);
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
