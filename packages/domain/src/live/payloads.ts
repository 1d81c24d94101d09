import * as z from 'zod';
import { messages } from '../messages';
import { EVENT_STATUSES } from '../schemas/event';
import { textField } from '../schemas/validators';
import {
  LIVE_BATCHED_EVENTS,
  LIVE_CLIENT_EVENTS as C,
  LIVE_SERVER_EVENTS as S,
  type LiveBatchedEvent,
} from './events';
import { objectIdField } from '../schemas/objectId';
import { apiOrderListItemSchema } from '../orders/answers';
import { COUPON_LIVE_WINDOW_MAX, LIVE_CODE_WINDOW_KINDS } from '../coupons/liveWindow';

/**
 * The payloads of the live socket (namespace `/live`), one zod schema per event and per
 * acknowledgement. The server parses every client payload with these (a bad one is an
 * error acknowledgement, never a crash or a silent drop) and the console and the player
 * parse what the server sends with them; `liveProtocol` maps each event name to its
 * schemas, and the AsyncAPI document is generated from that map.
 */

/** The longest chat message, in characters (the composer stops typing there). */
export const LIVE_MESSAGE_MAX = 500;
/** How many products of the show are highlighted at a time. */
export const LIVE_HIGHLIGHTED_MAX = 3;
/** Slow mode's longest interval, in seconds (0 is off; the column is an integer). */
export const LIVE_SLOW_MODE_MAX_SEC = 3600;
/** The blocked-words list: how many words, and how long each. */
export const LIVE_BLOCKED_WORDS_MAX = 200;
export const LIVE_BLOCKED_WORD_MAX = 60;
/** The chat history call: how many messages one page carries by default and at most. */
export const LIVE_HISTORY_LIMIT_DEFAULT = 100;
export const LIVE_HISTORY_LIMIT_MAX = 200;
/** The longest interval between two `counters` of a room while anything changed, in ms. */
export const LIVE_COUNTERS_INTERVAL_MS = 2000;

/** The refusals of the live socket, each with its `code` in an error acknowledgement. */
export const LIVE_ERROR_CODES = [
  /** The payload does not match its schema; the message names the first failing field. */
  'invalid-payload',
  /** Chatting needs a signed-in account (the handshake's token was missing or invalid). */
  'sign-in-required',
  /** Only the event's designer, admin and staff may do this. */
  'forbidden',
  /** No such event (or one the caller may not see), message, product or look. */
  'not-found',
  /** The event must be joined (`room`) first. */
  'not-in-room',
  'chat-disabled',
  'muted',
  'blocked',
  /** Slow mode: `retryAfterSec` says when the viewer may post again. */
  'slow-mode',
  /**
   * Too many messages in a short time, whatever slow mode says (an account's and a
   * connection's chat rate limit): `retryAfterSec` says when the viewer may post again.
   */
  'rate-limited',
  /** A lifecycle move the event does not allow, or a write that lost a race. */
  'conflict',
  /** Going live needs the designer's payment account, then an active subscription. */
  'payment-account-required',
  'subscription-required',
  /** The server could not do it now (database unavailable); try again. */
  'unavailable',
] as const;
export type LiveErrorCode = (typeof LIVE_ERROR_CODES)[number];

/** The messages of the live refusals that say more than the code. */
export const liveMessages = {
  signInRequired: 'Sign in to chat.',
  forbidden: "Only the event's designer, admin and staff can do this.",
  eventNotFound: 'Event not found',
  messageNotFound: 'Message not found',
  notInRoom: 'Join the event first.',
  chatDisabled: 'Chat is turned off for this show.',
  /** Why a show's chat takes no message once the show is over. */
  chatEnded: 'The show has ended, so its chat is closed.',
  muted: 'You are muted in this show’s chat.',
  blocked: 'You are blocked from this designer’s chats.',
  notInShow: 'Only products of the show can be pushed.',
  lookNotInShow: 'Only looks of the show can be pinned.',
  tooManyHighlighted: `At most ${LIVE_HIGHLIGHTED_MAX} products are highlighted at a time.`,
  unavailable: 'The live service is unavailable. Please try again.',
  messageTooLong: `A message is at most ${LIVE_MESSAGE_MAX} characters`,
  /** A connection refused: the address holds as many live connections as it may. */
  tooManyConnections:
    'Too many live connections from your network. Close another tab of the show, or try again later.',
  /** A web event's lifecycle has no cancelled: a published one is ended or left as it is. */
  webEventNotCancelled: 'A web event cannot be cancelled: end it instead.',
  /** A page on an origin the web event's embed does not allow joined its room. */
  originNotAllowed: 'This web event cannot be shown on this site.',
  /** `push_code` (decision 0052): what a host may push, and when. */
  codeNotFound: 'Coupon not found',
  codeNotInShow: 'Only a code for this show, or one of the designer’s own, can be pushed.',
  codeNotActive: 'Only an active code can be pushed: this one is inactive, expired or not started.',
  codeNeedsLive: 'A code can be pushed only while the show is live.',
  codeWindowOver: (minutes: number) =>
    `The show’s first ${minutes} ${minutes === 1 ? 'minute is' : 'minutes are'} over: choose a longer window.`,
  codeWindowInvalid: `Must be a whole number of minutes from 1 to ${COUPON_LIVE_WINDOW_MAX}`,
} as const;

const inSeconds = (seconds: number) => `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;

/** The slow-mode refusal: when the viewer may post again. */
export function liveSlowModeMessage(retryAfterSec: number): string {
  return `Slow mode is on: you may post again in ${inSeconds(retryAfterSec)}.`;
}

/** The chat rate limit's refusal, in slow mode's words: when the viewer may post again. */
export function liveRateLimitMessage(retryAfterSec: number): string {
  return `You are posting too fast: you may post again in ${inSeconds(retryAfterSec)}.`;
}

const eventId = () => z.uuid({ error: 'Must be a valid event id' });
const flag = () => z.boolean({ error: 'Must be true or false' });
const instant = () => z.string();
const count = () => z.number().int().min(0);

// ---------------------------------------------------------------------------------------
// Acknowledgements

/** `{ ok: false, code, message, retryAfterSec? }`: every refusal. */
export const liveErrorAckSchema = z.object({
  ok: z.literal(false),
  code: z.enum(LIVE_ERROR_CODES),
  message: z.string(),
  /** Slow mode and the chat rate limit: whole seconds until the viewer may post again. */
  retryAfterSec: z.number().int().min(1).optional(),
});
export type LiveErrorAck = z.infer<typeof liveErrorAckSchema>;

/** An event's acknowledgement: `{ ok: true, ...fields }` or the refusal. */
export function liveAckSchema<const Shape extends z.ZodRawShape>(shape: Shape) {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), ...shape }),
    liveErrorAckSchema,
  ]);
}

/** `{ ok: true }` or the refusal: the acknowledgement of events with nothing else to say. */
export const liveOkAckSchema = liveAckSchema({});
export type LiveOkAck = z.infer<typeof liveOkAckSchema>;

// ---------------------------------------------------------------------------------------
// The handshake

/**
 * `io('/live', { auth })`: the session token of a signed-in account (the same token as the
 * API's bearer) and, for anonymous viewers, the random id the player keeps.
 */
export const liveHandshakeAuthSchema = z.object({
  token: z.string().max(4096).optional(),
  viewerId: z.uuid({ error: 'Must be a valid viewer id' }).optional(),
});
export type LiveHandshakeAuth = z.infer<typeof liveHandshakeAuthSchema>;

// ---------------------------------------------------------------------------------------
// Server → client

/** Who wrote a message: links are clickable only in a host's or a moderator's. */
export const LIVE_AUTHOR_ROLES = ['host', 'moderator', 'viewer'] as const;
export type LiveAuthorRole = (typeof LIVE_AUTHOR_ROLES)[number];

/** `message`: one chat message as stored (text only, never HTML). */
export const liveMessageSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  userId: z.string(),
  userName: z.string(),
  text: z.string(),
  /** A UTC instant (ISO 8601 with Z). */
  createdAt: instant(),
  authorRole: z.enum(LIVE_AUTHOR_ROLES),
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/** `get_status`: the event's state for viewers and hosts. */
export const liveStatusSchema = z.object({
  eventId: z.string(),
  status: z.enum(EVENT_STATUSES),
  chatEnabled: z.boolean(),
  /** Viewers in the room now. */
  viewers: count(),
  rehearsal: z.boolean(),
  /** The announced start (UTC instant) for an upcoming show's countdown, or null. */
  scheduledAt: instant().nullable(),
  /** When the show went live (UTC instant) for the live timer, or null. */
  liveSince: instant().nullable(),
  /** The live stream's address, or null while none is set (it may come during the show). */
  streamUrl: z.string().nullable(),
  /** The replay's address once it exists, or null. */
  replayUrl: z.string().nullable(),
});
export type LiveStatus = z.infer<typeof liveStatusSchema>;

/** A product of the show as viewers see it. */
export const liveProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  currency: z.string(),
  imageUrl: z.string().nullable(),
  soldOut: z.boolean(),
});
export type LiveProduct = z.infer<typeof liveProductSchema>;

/** A look of the show, pinned whole, with its products in the look's order. */
export const liveLookSchema = z.object({
  _id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  products: z.array(liveProductSchema),
});
export type LiveLook = z.infer<typeof liveLookSchema>;

/** `live_products`: the highlighted products (push order), sold-out marks, the pinned look. */
export const liveProductsSchema = z.object({
  eventId: z.string(),
  products: z.array(liveProductSchema).max(LIVE_HIGHLIGHTED_MAX),
  soldOutProductIds: z.array(z.string()),
  pinnedLook: liveLookSchema.nullable(),
});
export type LiveProducts = z.infer<typeof liveProductsSchema>;

/** `message_deleted`: a message deleted for everyone. */
export const liveMessageDeletedSchema = z.object({ eventId: z.string(), messageId: z.string() });
export type LiveMessageDeleted = z.infer<typeof liveMessageDeletedSchema>;

/** `chat_settings`: chat on/off and slow mode (0 is off). */
export const liveChatSettingsSchema = z.object({
  eventId: z.string(),
  chatEnabled: z.boolean(),
  slowModeSec: z.number().int().min(0).max(LIVE_SLOW_MODE_MAX_SEC),
});
export type LiveChatSettings = z.infer<typeof liveChatSettingsSchema>;

/** `pinned_message`: the message pinned above the chat, or null. */
export const livePinnedMessageSchema = z.object({
  eventId: z.string(),
  message: liveMessageSchema.nullable(),
});
export type LivePinnedMessage = z.infer<typeof livePinnedMessageSchema>;

/** A chat restriction: muted in this show, blocked from the designer's shows, shadow-muted. */
export const LIVE_RESTRICTION_KINDS = ['mute', 'block', 'shadow_mute'] as const;
export type LiveRestrictionKind = (typeof LIVE_RESTRICTION_KINDS)[number];

/** `moderation_state` (hosts only): who is restricted, and the blocked words. */
export const liveModerationStateSchema = z.object({
  eventId: z.string(),
  blockedWords: z.array(z.string()),
  restrictions: z.array(
    z.object({
      userId: z.string(),
      userName: z.string(),
      kind: z.enum(LIVE_RESTRICTION_KINDS),
      /** A UTC instant. */
      createdAt: instant(),
    }),
  ),
});
export type LiveModerationState = z.infer<typeof liveModerationStateSchema>;

/**
 * `counters`: to the room at most every LIVE_COUNTERS_INTERVAL_MS while anything changed.
 * Adds to cart are those the viewer page reported while the show was live; orders and their
 * value (major units, `currency`) are the show's orders not expired, cancelled or refunded.
 */
export const liveCountersSchema = z.object({
  eventId: z.string(),
  viewersNow: count(),
  peakViewers: count(),
  uniqueViewers: count(),
  chatMessages: count(),
  addsToCart: count(),
  orders: count(),
  ordersValue: z.number().min(0),
  currency: z.string(),
  /**
   * Checkouts of the show that used one of its codes (pushed live or scoped to it), not given
   * back; 0 from a server that does not count them yet.
   */
  codeRedemptions: count().default(0),
});
export type LiveCounters = z.infer<typeof liveCountersSchema>;

/** How long a pushed code holds: the show's live window, or its first N minutes. */
export const liveCodeWindowSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('live') }),
    z.object({
      kind: z.literal('minutes'),
      minutes: z
        .number({ error: liveMessages.codeWindowInvalid })
        .int({ error: liveMessages.codeWindowInvalid })
        .min(1, { error: liveMessages.codeWindowInvalid })
        .max(COUPON_LIVE_WINDOW_MAX, { error: liveMessages.codeWindowInvalid }),
    }),
  ],
  { error: `Must be one of ${LIVE_CODE_WINDOW_KINDS.join(', ')}` },
);

/**
 * A code pushed live (decision 0052): the code, its offer in words (couponOfferText, e.g.
 * "20% off"), its window, and when it ends (a UTC instant), or null while it lasts as long
 * as the show is live.
 */
export const livePushedCodeSchema = z.object({
  couponId: z.string(),
  code: z.string(),
  offer: z.string(),
  window: liveCodeWindowSchema,
  expiresAt: instant().nullable(),
});
export type LivePushedCode = z.infer<typeof livePushedCodeSchema>;

/** `live_code`: the room's pushed code, or null (none, withdrawn, or its window ended). */
export const liveCodeSchema = z.object({
  eventId: z.string(),
  code: livePushedCodeSchema.nullable(),
});
export type LiveCode = z.infer<typeof liveCodeSchema>;

/** `error`: the refusal of an event that was emitted without an acknowledgement callback. */
export const liveErrorEventSchema = liveErrorAckSchema.extend({
  /** The client event that was refused. */
  event: z.string(),
});
export type LiveErrorEvent = z.infer<typeof liveErrorEventSchema>;

// ---------------------------------------------------------------------------------------
// Client → server

const withEvent = <const Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ eventId: eventId(), ...shape });

/** `room`: join the event's room. */
export const liveRoomPayloadSchema = withEvent({});
export type LiveRoomPayload = z.infer<typeof liveRoomPayloadSchema>;

/** What the caller is in the room they joined. */
export const LIVE_ROOM_ROLES = ['host', 'moderator', 'viewer', 'anonymous'] as const;
export type LiveRoomRole = (typeof LIVE_ROOM_ROLES)[number];

/** Whether the caller may chat, as they are told (a shadow-mute is not told). */
export const LIVE_CHAT_RIGHTS = ['allowed', 'sign-in-required', 'muted', 'blocked'] as const;
export type LiveChatRight = (typeof LIVE_CHAT_RIGHTS)[number];

/** The acknowledgement of `room`; `get_status`, `live_products`… follow it. */
export const liveRoomAckSchema = liveAckSchema({
  eventId: z.string(),
  role: z.enum(LIVE_ROOM_ROLES),
  chat: z.enum(LIVE_CHAT_RIGHTS),
});
export type LiveRoomAck = z.infer<typeof liveRoomAckSchema>;

/**
 * `chat_right` (to one account's sockets in the room): whether they may chat now, after a
 * host muted or blocked them or lifted it. A shadow-mute is never told.
 */
export const liveChatRightSchema = z.object({
  eventId: z.string(),
  chat: z.enum(LIVE_CHAT_RIGHTS),
});
export type LiveChatRightChange = z.infer<typeof liveChatRightSchema>;

/** `leave`: leave the event's room. */
export const liveLeavePayloadSchema = withEvent({});
export type LiveLeavePayload = z.infer<typeof liveLeavePayloadSchema>;

/** `new_message`: text only, trimmed, 1 to LIVE_MESSAGE_MAX characters. */
export const liveNewMessagePayloadSchema = withEvent({
  text: textField(messages.required)
    .trim()
    .min(1, { error: messages.required })
    .max(LIVE_MESSAGE_MAX, { error: liveMessages.messageTooLong }),
});
export type LiveNewMessagePayload = z.infer<typeof liveNewMessagePayloadSchema>;

/** The acknowledgement of `new_message`: the message as stored (blocked words masked). */
export const liveNewMessageAckSchema = liveAckSchema({ message: liveMessageSchema });
export type LiveNewMessageAck = z.infer<typeof liveNewMessageAckSchema>;

/** `push_products`: the products of the show to highlight, in order (replaces the last push). */
export const livePushProductsPayloadSchema = withEvent({
  productIds: z
    .array(objectIdField())
    .max(LIVE_HIGHLIGHTED_MAX, { error: liveMessages.tooManyHighlighted })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'A product is listed twice' }),
});
export type LivePushProductsPayload = z.infer<typeof livePushProductsPayloadSchema>;

/** `pin_look`: a look of the show pinned whole; null unpins. */
export const livePinLookPayloadSchema = withEvent({ lookId: objectIdField().nullable() });
export type LivePinLookPayload = z.infer<typeof livePinLookPayloadSchema>;

/** `sold_out`: a product of the show sold out (true) or available again (false). */
export const liveSoldOutPayloadSchema = withEvent({ productId: objectIdField(), soldOut: flag() });
export type LiveSoldOutPayload = z.infer<typeof liveSoldOutPayloadSchema>;

/** `chat_enabled`: chat on or off. */
export const liveChatEnabledPayloadSchema = withEvent({ enabled: flag() });
export type LiveChatEnabledPayload = z.infer<typeof liveChatEnabledPayloadSchema>;

/** `change_status`: the lifecycle move, by the same rule as PATCH /api/v2/events/:id. */
export const liveChangeStatusPayloadSchema = withEvent({
  status: z.enum(EVENT_STATUSES, { error: `Must be one of ${EVENT_STATUSES.join(', ')}` }),
});
export type LiveChangeStatusPayload = z.infer<typeof liveChangeStatusPayloadSchema>;

/** The acknowledgement of `change_status`: the status the event now has. */
export const liveChangeStatusAckSchema = liveAckSchema({ status: z.enum(EVENT_STATUSES) });
export type LiveChangeStatusAck = z.infer<typeof liveChangeStatusAckSchema>;

/** `delete_message`: delete a message of the show for everyone. */
export const liveDeleteMessagePayloadSchema = withEvent({ messageId: objectIdField() });
export type LiveDeleteMessagePayload = z.infer<typeof liveDeleteMessagePayloadSchema>;

/** `mute_user`: mute (true) or unmute (false) an account in this show's chat. */
export const liveMuteUserPayloadSchema = withEvent({ userId: objectIdField(), muted: flag() });
export type LiveMuteUserPayload = z.infer<typeof liveMuteUserPayloadSchema>;

/** `block_user`: block (true) or unblock (false) an account from the designer's chats. */
export const liveBlockUserPayloadSchema = withEvent({ userId: objectIdField(), blocked: flag() });
export type LiveBlockUserPayload = z.infer<typeof liveBlockUserPayloadSchema>;

/** `shadow_mute`: the account's messages reach only its own sockets (true), or everyone. */
export const liveShadowMutePayloadSchema = withEvent({
  userId: objectIdField(),
  shadowMuted: flag(),
});
export type LiveShadowMutePayload = z.infer<typeof liveShadowMutePayloadSchema>;

/** `slow_mode`: one message per `seconds` per viewer; 0 turns it off. */
export const liveSlowModePayloadSchema = withEvent({
  seconds: z
    .number({ error: 'Must be a number' })
    .int({ error: 'Must be a whole number of seconds' })
    .min(0, { error: 'Must be at least 0' })
    .max(LIVE_SLOW_MODE_MAX_SEC, { error: `Must be at most ${LIVE_SLOW_MODE_MAX_SEC} seconds` }),
});
export type LiveSlowModePayload = z.infer<typeof liveSlowModePayloadSchema>;

/** `blocked_words`: the whole list (replaces the last); compared without case, deduplicated. */
export const liveBlockedWordsPayloadSchema = withEvent({
  words: z
    .array(
      textField('Must be text')
        .trim()
        .min(1, { error: messages.required })
        .max(LIVE_BLOCKED_WORD_MAX, {
          error: `A blocked word is at most ${LIVE_BLOCKED_WORD_MAX} characters`,
        }),
    )
    .max(LIVE_BLOCKED_WORDS_MAX, { error: `At most ${LIVE_BLOCKED_WORDS_MAX} blocked words` })
    .transform((words) => [...new Set(words.map((word) => word.toLowerCase()))]),
});
export type LiveBlockedWordsPayload = z.infer<typeof liveBlockedWordsPayloadSchema>;

/** `pin_message`: pin a message of the show above the chat; null unpins. */
export const livePinMessagePayloadSchema = withEvent({ messageId: objectIdField().nullable() });
export type LivePinMessagePayload = z.infer<typeof livePinMessagePayloadSchema>;

/**
 * `push_code`: a coupon of the show (scoped to it, or the designer's own), active, pushed
 * to viewers while the show is live, for the show's live window (the default) or its first
 * `minutes`; it replaces the last push. `couponId: null` withdraws the code.
 */
export const livePushCodePayloadSchema = withEvent({
  couponId: objectIdField().nullable(),
  window: liveCodeWindowSchema.default({ kind: 'live' }),
});
export type LivePushCodePayload = z.infer<typeof livePushCodePayloadSchema>;

// ---------------------------------------------------------------------------------------
// Chat history (REST)

/**
 * GET /api/v2/events/:id/messages?after=<messageId>&limit=: the messages after `after` (or
 * the latest `limit` without it), oldest first; `hasMore` says another page follows.
 */
export const liveHistoryQuerySchema = z.object({
  after: z.uuid({ error: 'Must be a valid message id' }).optional(),
  limit: z.coerce
    .number({ error: 'Must be a number' })
    .int({ error: 'Must be a whole number' })
    .min(1, { error: 'Must be at least 1' })
    .max(LIVE_HISTORY_LIMIT_MAX, { error: `Must be at most ${LIVE_HISTORY_LIMIT_MAX}` })
    .default(LIVE_HISTORY_LIMIT_DEFAULT),
});
export type LiveHistoryQuery = z.input<typeof liveHistoryQuerySchema>;

export const liveHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ items: z.array(liveMessageSchema), hasMore: z.boolean() }),
});
export type LiveHistoryResponse = z.infer<typeof liveHistoryResponseSchema>;

// ---------------------------------------------------------------------------------------
// The post-show summary (REST)

/**
 * GET /api/v2/events/:id/live-summary (the event's designer, admin and staff): what the
 * show's page keeps once it has ended. `durationSec` is from going live to the end (null
 * until both happened); the audience figures are the live counters'; `pushes` counts the
 * pushes that put products on screen, `productsPushed` the products shown at least once.
 */
export const liveSummarySchema = z.object({
  eventId: z.string(),
  /** UTC instants, or null. */
  startedAt: instant().nullable(),
  endedAt: instant().nullable(),
  durationSec: count().nullable(),
  peakViewers: count(),
  uniqueViewers: count(),
  chatMessages: count(),
  pushes: count(),
  productsPushed: count(),
});
export type LiveSummary = z.infer<typeof liveSummarySchema>;

export const liveSummaryResponseSchema = z.object({
  success: z.literal(true),
  data: liveSummarySchema,
});

// ---------------------------------------------------------------------------------------
// The coalesced frame (decision 0043)

const batchItem = <const Name extends LiveBatchedEvent, Schema extends z.ZodType>(
  event: Name,
  payload: Schema,
) => z.object({ event: z.literal(event), payload });

/** One event inside a `batch`: its name and the payload it would have had on its own. */
export const liveBatchItemSchema = z.discriminatedUnion('event', [
  batchItem(S.message, liveMessageSchema),
  batchItem(S.counters, liveCountersSchema),
  batchItem(S.liveProducts, liveProductsSchema),
]);
export type LiveBatchItem = z.infer<typeof liveBatchItemSchema>;

/**
 * `batch`: a room's `message`, `counters` and `live_products` of one window, in the order
 * the server sent them. A client checks each item with its own event's schema and delivers
 * them one by one (`unpackLiveBatch`), so a listener sees the events it would have seen.
 */
export const liveBatchSchema = z.object({ events: z.array(liveBatchItemSchema).min(1) });
export type LiveBatch = z.infer<typeof liveBatchSchema>;

/** Whether a server event is one a `batch` carries. */
export function isBatchedEvent(name: string): name is LiveBatchedEvent {
  return (LIVE_BATCHED_EVENTS as readonly string[]).includes(name);
}

/**
 * The events of a `batch` frame, in order, each checked by its own event's schema: an item
 * that fails is answered as its error and the others still come through, so one bad item
 * costs that item only. A frame that is not a list of `{ event, payload }` answers one error.
 */
export function unpackLiveBatch(
  frame: unknown,
): Array<
  { ok: true; item: LiveBatchItem } | { ok: false; event: string; error: z.core.$ZodError }
> {
  const envelope = z
    .object({
      events: z.array(z.object({ event: z.enum(LIVE_BATCHED_EVENTS), payload: z.unknown() })),
    })
    .safeParse(frame);
  if (!envelope.success) return [{ ok: false, event: S.batch, error: envelope.error }];
  return envelope.data.events.map((entry) => {
    const checked = liveBatchItemSchema.safeParse(entry);
    return checked.success
      ? { ok: true, item: checked.data }
      : { ok: false, event: entry.event, error: checked.error };
  });
}

// ---------------------------------------------------------------------------------------
// The protocol

/**
 * Every event of the live socket with its schema: `clientToServer` the payloads the server
 * parses, `acks` the acknowledgement each of them answers, `serverToClient` what the server
 * emits. The AsyncAPI document and the typed socket are derived from this map.
 */
/** `inbox`: the account's in-app inbox changed (issue 33). */
export const liveInboxSchema = z.object({ notificationId: z.string().nullable() });

export const liveProtocol = {
  clientToServer: {
    [C.room]: liveRoomPayloadSchema,
    [C.leave]: liveLeavePayloadSchema,
    [C.newMessage]: liveNewMessagePayloadSchema,
    [C.pushProducts]: livePushProductsPayloadSchema,
    [C.pinLook]: livePinLookPayloadSchema,
    [C.soldOut]: liveSoldOutPayloadSchema,
    [C.chatEnabled]: liveChatEnabledPayloadSchema,
    [C.changeStatus]: liveChangeStatusPayloadSchema,
    [C.deleteMessage]: liveDeleteMessagePayloadSchema,
    [C.muteUser]: liveMuteUserPayloadSchema,
    [C.blockUser]: liveBlockUserPayloadSchema,
    [C.shadowMute]: liveShadowMutePayloadSchema,
    [C.slowMode]: liveSlowModePayloadSchema,
    [C.blockedWords]: liveBlockedWordsPayloadSchema,
    [C.pinMessage]: livePinMessagePayloadSchema,
    [C.pushCode]: livePushCodePayloadSchema,
  },
  acks: {
    [C.room]: liveRoomAckSchema,
    [C.leave]: liveOkAckSchema,
    [C.newMessage]: liveNewMessageAckSchema,
    [C.pushProducts]: liveOkAckSchema,
    [C.pinLook]: liveOkAckSchema,
    [C.soldOut]: liveOkAckSchema,
    [C.chatEnabled]: liveOkAckSchema,
    [C.changeStatus]: liveChangeStatusAckSchema,
    [C.deleteMessage]: liveOkAckSchema,
    [C.muteUser]: liveOkAckSchema,
    [C.blockUser]: liveOkAckSchema,
    [C.shadowMute]: liveOkAckSchema,
    [C.slowMode]: liveOkAckSchema,
    [C.blockedWords]: liveOkAckSchema,
    [C.pinMessage]: liveOkAckSchema,
    [C.pushCode]: liveOkAckSchema,
  },
  serverToClient: {
    [S.message]: liveMessageSchema,
    [S.getStatus]: liveStatusSchema,
    [S.liveProducts]: liveProductsSchema,
    [S.messageDeleted]: liveMessageDeletedSchema,
    [S.chatSettings]: liveChatSettingsSchema,
    [S.pinnedMessage]: livePinnedMessageSchema,
    [S.moderationState]: liveModerationStateSchema,
    [S.counters]: liveCountersSchema,
    [S.chatRight]: liveChatRightSchema,
    [S.liveCode]: liveCodeSchema,
    [S.error]: liveErrorEventSchema,
    [S.orderNew]: apiOrderListItemSchema,
    [S.inbox]: liveInboxSchema,
    [S.batch]: liveBatchSchema,
  },
} as const;

type Protocol = typeof liveProtocol;
export type LiveClientEventName = keyof Protocol['clientToServer'];
export type LiveServerEventName = keyof Protocol['serverToClient'];

/** What a client emits for each event (before the server's parsing). */
export type LiveClientPayloads = {
  [Name in LiveClientEventName]: z.input<Protocol['clientToServer'][Name]>;
};
/** The acknowledgement the server answers each client event with. */
export type LiveAcks = { [Name in LiveClientEventName]: z.infer<Protocol['acks'][Name]> };
/** What the server emits for each event. */
export type LiveServerPayloads = {
  [Name in LiveServerEventName]: z.infer<Protocol['serverToClient'][Name]>;
};

/** socket.io's typed events: `Socket<LiveServerToClientEvents, LiveClientToServerEvents>`. */
export type LiveClientToServerEvents = {
  [Name in LiveClientEventName]: (
    payload: LiveClientPayloads[Name],
    ack?: (answer: LiveAcks[Name]) => void,
  ) => void;
};
export type LiveServerToClientEvents = {
  [Name in LiveServerEventName]: (payload: LiveServerPayloads[Name]) => void;
};
