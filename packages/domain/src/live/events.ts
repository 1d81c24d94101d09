/**
 * The event names of the live socket (socket.io, namespace `/live`; API.md "Live", spec
 * sections 4 and 7). The spec's names stay as they are: the client emits `room`,
 * `new_message`, `push_products`, `chat_enabled` and `change_status`; the server emits
 * `message`, `get_status` and `live_products`. The others are the moderation, product and
 * counter events the live issue adds. Every payload is in ./payloads (`liveProtocol`).
 */

/** The namespace every live socket connects to. */
export const LIVE_NAMESPACE = '/live';

/** What a client emits; each takes an acknowledgement callback (`LiveAck`). */
export const LIVE_CLIENT_EVENTS = {
  /** Join an event's room: the server answers with the status, products and chat state. */
  room: 'room',
  /** Leave an event's room (closing the socket leaves every room too). */
  leave: 'leave',
  /** Post a chat message (a signed-in account, chat on, not muted or blocked, slow mode). */
  newMessage: 'new_message',
  /** Host: highlight products of the show (at most LIVE_HIGHLIGHTED_MAX at a time). */
  pushProducts: 'push_products',
  /** Host: pin a whole look of the show (null unpins). */
  pinLook: 'pin_look',
  /** Host: mark a product of the show sold out, or available again. */
  soldOut: 'sold_out',
  /** Host: chat on or off. */
  chatEnabled: 'chat_enabled',
  /** Host: move the event through its lifecycle (the events service's rule). */
  changeStatus: 'change_status',
  /** Host: delete a message for everyone. */
  deleteMessage: 'delete_message',
  /** Host: mute a user in this show's chat (or lift it). */
  muteUser: 'mute_user',
  /** Host: block a user from the chat of every show of the event's designer (or lift it). */
  blockUser: 'block_user',
  /** Host: shadow-mute a user: their messages reach only themselves (or lift it). */
  shadowMute: 'shadow_mute',
  /** Host: slow mode, one message per N seconds per viewer (0 turns it off). */
  slowMode: 'slow_mode',
  /** Host: the show's blocked words, masked by the server before broadcast. */
  blockedWords: 'blocked_words',
  /** Host: pin a chat message above the chat (null unpins). */
  pinMessage: 'pin_message',
  /** Host: push a coupon code of the show to viewers for a window (null withdraws it). */
  pushCode: 'push_code',
} as const;
export type LiveClientEvent = (typeof LIVE_CLIENT_EVENTS)[keyof typeof LIVE_CLIENT_EVENTS];

/** What the server emits. */
export const LIVE_SERVER_EVENTS = {
  /** A chat message (to the room; a shadow-muted author's only to their own sockets). */
  message: 'message',
  /** The event's status, chat flag, viewer count, stream and replay (on join and on every change). */
  getStatus: 'get_status',
  /** The highlighted products, sold-out marks and pinned look (on join and on change). */
  liveProducts: 'live_products',
  /** A message deleted for everyone. */
  messageDeleted: 'message_deleted',
  /** Chat on/off and slow mode (on join and on change). */
  chatSettings: 'chat_settings',
  /** The pinned chat message, or null (on join and on change). */
  pinnedMessage: 'pinned_message',
  /** The host's moderation state: restricted users and blocked words (hosts only). */
  moderationState: 'moderation_state',
  /** Viewers, peak, unique, chat messages, adds to cart and orders (on join, then at most every 2 s). */
  counters: 'counters',
  /** One account's chat right changed (muted, blocked, or lifted): to their own sockets. */
  chatRight: 'chat_right',
  /** The code the host pushed, with its offer and when it ends, or null (on join and on change). */
  liveCode: 'live_code',
  /** A refusal of an event emitted without an acknowledgement callback. */
  error: 'error',
  /**
   * An order placed or paid (the order desk's list row): to the order's designer's sockets
   * and to every admin's and staff member's; the list puts it on top, or replaces the row
   * with the same `_id`. No join needed: a signed-in socket is in its rooms on connection.
   */
  orderNew: 'order:new',
  /**
   * The account's in-app inbox changed: a notification arrived (`notificationId`), or its
   * read state changed in another tab (null). To the account's own sockets; the bell asks
   * for its count again.
   */
  inbox: 'inbox',
  /**
   * Several of a room's `message`, `counters` and `live_products` from one short window
   * (LIVE_COALESCE_MS, 50 ms), in the order they were sent, as one frame (decision 0043).
   * A client delivers each as if it had come on its own.
   */
  batch: 'batch',
} as const;
export type LiveServerEvent = (typeof LIVE_SERVER_EVENTS)[keyof typeof LIVE_SERVER_EVENTS];

/**
 * The server events a room's broadcasts coalesce into a `batch` (decision 0043): the chat,
 * the counters and the products on screen, the busy ones. Every other event goes out on its
 * own, after the room's pending frame.
 */
export const LIVE_BATCHED_EVENTS = [
  LIVE_SERVER_EVENTS.message,
  LIVE_SERVER_EVENTS.counters,
  LIVE_SERVER_EVENTS.liveProducts,
] as const;
export type LiveBatchedEvent = (typeof LIVE_BATCHED_EVENTS)[number];

/** The client events only the event's designer, admin and staff may emit. */
export const LIVE_HOST_EVENTS: readonly LiveClientEvent[] = [
  LIVE_CLIENT_EVENTS.pushProducts,
  LIVE_CLIENT_EVENTS.pinLook,
  LIVE_CLIENT_EVENTS.soldOut,
  LIVE_CLIENT_EVENTS.chatEnabled,
  LIVE_CLIENT_EVENTS.changeStatus,
  LIVE_CLIENT_EVENTS.deleteMessage,
  LIVE_CLIENT_EVENTS.muteUser,
  LIVE_CLIENT_EVENTS.blockUser,
  LIVE_CLIENT_EVENTS.shadowMute,
  LIVE_CLIENT_EVENTS.slowMode,
  LIVE_CLIENT_EVENTS.blockedWords,
  LIVE_CLIENT_EVENTS.pinMessage,
  LIVE_CLIENT_EVENTS.pushCode,
];
