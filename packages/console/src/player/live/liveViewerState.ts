import type { PublicEvent } from '@runway-live/domain/api';
import type {
  LiveChatRight,
  LiveChatRightChange,
  LiveChatSettings,
  LiveCounters,
  LiveErrorAck,
  LiveCode,
  LiveMessage,
  LiveProducts,
  LivePushedCode,
  LiveStatus,
} from '@runway-live/domain/live';

/**
 * What the live viewer page knows of a show: the public read first, then the room's
 * events. Pure: the page's hook feeds it the socket's events and the REST history.
 */
export type LiveViewerState = {
  event: PublicEvent;
  /** Oldest first, each message once. */
  messages: readonly LiveMessage[];
  /** Until the first history page arrived, the chat is loading (and announces nothing). */
  historyLoaded: boolean;
  status: PublicEvent['status'] | 'cancelled' | 'draft';
  scheduledAt: string | null;
  /** When the show went live (the room says so), for the moment a product is bought at. */
  liveSince: string | null;
  /** The live stream, as the room last said (a host may add it during the show). */
  streamUrl: string | null;
  replayUrl: string | null;
  chatEnabled: boolean;
  slowModeSec: number;
  viewers: number;
  products: LiveProducts | null;
  /** The code the host pushed (issue 32), while its window is open. */
  code: LivePushedCode | null;
  pinned: LiveMessage | null;
  /** The room's answer on join: whether this viewer may chat. */
  chatRight: LiveChatRight | null;
  /** Slow mode: when (ms since the epoch) the viewer may post again. */
  postAgainAt: number | null;
  /**
   * The clock's reading when the state last learnt something of the clock (a message sent
   * or refused): a countdown never reads an older time than this, so it starts true.
   */
  clockAt: number;
  /** Why the last message was refused. */
  refusal: string | null;
};

export type LiveViewerAction =
  | { type: 'history'; messages: readonly LiveMessage[] }
  | { type: 'history-failed' }
  | { type: 'message'; message: LiveMessage }
  | { type: 'message-deleted'; messageId: string }
  | { type: 'status'; status: LiveStatus }
  | { type: 'products'; products: LiveProducts }
  | { type: 'code'; code: LiveCode }
  | { type: 'chat-settings'; settings: LiveChatSettings }
  | { type: 'pinned'; message: LiveMessage | null }
  | { type: 'counters'; counters: LiveCounters }
  | { type: 'joined'; chat: LiveChatRight }
  | { type: 'chat-right'; change: LiveChatRightChange }
  | { type: 'sent'; message: LiveMessage; now: number }
  | { type: 'refused'; refusal: LiveErrorAck; now: number };

export function initialLiveViewerState(event: PublicEvent): LiveViewerState {
  return {
    event,
    messages: [],
    historyLoaded: false,
    status: event.status,
    scheduledAt: event.scheduledAt,
    liveSince: null,
    streamUrl: event.streamUrl || null,
    replayUrl: event.replayUrl,
    chatEnabled: event.chatEnabled,
    slowModeSec: 0,
    viewers: 0,
    products: null,
    code: null,
    pinned: null,
    chatRight: null,
    postAgainAt: null,
    clockAt: 0,
    refusal: null,
  };
}

const byTime = (a: LiveMessage, b: LiveMessage) =>
  a.createdAt === b.createdAt ? 0 : a.createdAt < b.createdAt ? -1 : 1;

/**
 * `incoming` merged into `messages`: each id once (a message heard live and loaded again
 * by a history reload after a reconnection stays one), oldest first (a live message may
 * come before the history that precedes it). The same array when nothing is new.
 */
export function mergeMessages(
  messages: readonly LiveMessage[],
  incoming: readonly LiveMessage[],
): readonly LiveMessage[] {
  const known = new Set(messages.map((message) => message.id));
  const fresh = incoming.filter((message) => {
    if (known.has(message.id)) return false;
    known.add(message.id);
    return true;
  });
  if (fresh.length === 0) return messages;
  // A stable sort keeps arrival order between messages of the same instant.
  return [...messages, ...fresh].sort(byTime);
}

export function liveViewerReducer(
  state: LiveViewerState,
  action: LiveViewerAction,
): LiveViewerState {
  switch (action.type) {
    case 'history':
      return {
        ...state,
        messages: mergeMessages(state.messages, action.messages),
        historyLoaded: true,
      };
    case 'history-failed':
      return { ...state, historyLoaded: true };
    case 'message': {
      if (action.message.eventId !== state.event._id) return state;
      const messages = mergeMessages(state.messages, [action.message]);
      return messages === state.messages ? state : { ...state, messages };
    }
    case 'message-deleted': {
      const messages = state.messages.filter((message) => message.id !== action.messageId);
      return {
        ...state,
        messages,
        pinned: state.pinned?.id === action.messageId ? null : state.pinned,
      };
    }
    case 'status':
      if (action.status.eventId !== state.event._id) return state;
      return {
        ...state,
        status: action.status.status,
        scheduledAt: action.status.scheduledAt,
        liveSince: action.status.liveSince,
        streamUrl: action.status.streamUrl,
        replayUrl: action.status.replayUrl ?? state.replayUrl,
        chatEnabled: action.status.chatEnabled,
        viewers: action.status.viewers,
      };
    case 'products':
      return action.products.eventId === state.event._id
        ? { ...state, products: action.products }
        : state;
    case 'code':
      return action.code.eventId === state.event._id ? { ...state, code: action.code.code } : state;
    case 'chat-settings':
      return action.settings.eventId === state.event._id
        ? {
            ...state,
            chatEnabled: action.settings.chatEnabled,
            slowModeSec: action.settings.slowModeSec,
          }
        : state;
    case 'pinned':
      return { ...state, pinned: action.message };
    case 'counters':
      return action.counters.eventId === state.event._id
        ? { ...state, viewers: action.counters.viewersNow }
        : state;
    case 'joined':
      return { ...state, chatRight: action.chat };
    case 'chat-right':
      // Let back in: the refusal that said otherwise goes too.
      return action.change.eventId === state.event._id
        ? {
            ...state,
            chatRight: action.change.chat,
            refusal: action.change.chat === 'allowed' ? null : state.refusal,
          }
        : state;
    case 'sent':
      return {
        ...state,
        messages: mergeMessages(state.messages, [action.message]),
        refusal: null,
        postAgainAt: state.slowModeSec > 0 ? action.now + state.slowModeSec * 1000 : null,
        clockAt: action.now,
      };
    case 'refused': {
      const { refusal } = action;
      const next = { ...state, refusal: refusal.message, clockAt: action.now };
      if (refusal.code === 'slow-mode' && refusal.retryAfterSec) {
        return { ...next, postAgainAt: action.now + refusal.retryAfterSec * 1000 };
      }
      if (refusal.code === 'muted' || refusal.code === 'blocked') {
        return { ...next, chatRight: refusal.code };
      }
      if (refusal.code === 'chat-disabled') return { ...next, chatEnabled: false };
      return next;
    }
  }
}

/** Where the show stands for the status line. */
export type LivePhase = 'upcoming' | 'live' | 'ended' | 'cancelled';

export function phaseOf(status: LiveViewerState['status']): LivePhase {
  if (status === 'live') return 'live';
  if (status === 'ended') return 'ended';
  if (status === 'cancelled') return 'cancelled';
  return 'upcoming';
}

/** What the video plays: the stream while live, the replay once ended, nothing else. */
export function videoUrlOf(state: LiveViewerState): { url: string; live: boolean } | null {
  if (state.status === 'live' && state.streamUrl) return { url: state.streamUrl, live: true };
  if (state.status === 'ended' && state.replayUrl) return { url: state.replayUrl, live: false };
  return null;
}

/** Whole seconds until the viewer may post again (0: now). */
export function secondsUntil(at: number | null, now: number): number {
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}
