import { LIVE_CLIENT_EVENTS, LIVE_SERVER_EVENTS, type LiveMessage } from '@runway-live/domain/live';
import { LOGIN_PATH } from '@runway-live/domain/access';
import { parseInstant } from '@runway-live/domain/schemas';
import { type PublicEvent } from '@runway-live/domain/api';
import {
  LiveChat,
  LiveStatus,
  PlayerLayout,
  PlayerScreenMessage,
  PushedProducts,
  ViewerCount,
  type LiveChatComposerState,
  type LiveChatMessage,
  type PushedProduct,
} from '@runway-live/ui';
import type { StorageLike } from '@runway-live/domain/storage';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  useLiveConnection,
  type LiveConnection,
  type LiveTransportFactory,
} from '../../api/liveSocket';
import { PlayerVideo } from '../PlayerVideo';
import { playerWords } from '../playerWords';
import type { PlayerAccount } from '../shopper/PlayerAccount';
import { paymentOutcome } from '../shopper/paymentReturn';
import { useShop } from '../shopper/useShop';
import type { LiveViewerApi } from './liveApi';
import {
  initialLiveViewerState,
  liveViewerReducer,
  phaseOf,
  secondsUntil,
  videoUrlOf,
  type LiveViewerState,
} from './liveViewerState';

/** Where "Sign in to chat" leads when the page has no sign-in of its own: the console's. */
export const SIGN_IN_PATH = LOGIN_PATH;

export type LiveEventShowProps = {
  event: PublicEvent;
  api: LiveViewerApi;
  /** The signed-in viewer's session token (the console's, on this origin), if any. */
  token: string | null;
  /** The anonymous viewer's random id, kept by the player. */
  viewerId: string;
  /** For tests; socket.io-client on this origin otherwise. */
  transport?: LiveTransportFactory;
  /** The clock, for tests. */
  now?: () => number;
  /**
   * The viewer's account on the page (its row, its sign-in dialog, its calls): "Sign in to
   * chat." and a checkout before signing in open its dialog; the show keeps playing.
   */
  account: PlayerAccount;
  /** Where the cart is kept (the browser's localStorage). */
  storage: StorageLike;
  /** Where the payment step opens; the browser's navigation otherwise (tests). */
  goTo?: (url: string) => void;
};

export const chatMessageOf = (message: LiveMessage): LiveChatMessage => ({
  id: message.id,
  authorId: message.userId,
  authorName: message.userName,
  text: message.text,
  createdAt: message.createdAt,
  authorRole: message.authorRole,
});

export function pushedOf(state: LiveViewerState) {
  const soldOut = new Set(state.products?.soldOutProductIds ?? []);
  const product = (item: NonNullable<LiveViewerState['products']>['products'][number]) => ({
    id: item._id,
    name: item.name,
    price: item.price,
    currency: item.currency,
    imageUrl: item.imageUrl,
    soldOut: item.soldOut || soldOut.has(item._id),
  });
  const look = state.products?.pinnedLook;
  return {
    products: (state.products?.products ?? []).map(product),
    look: look ? { id: look._id, name: look.name, products: look.products.map(product) } : null,
  };
}

/** The composer's state from the room's: chat off, sign in, muted, slow mode or open. */
export function composerOf(
  state: LiveViewerState,
  signedIn: boolean,
  now: number,
  onSignIn?: () => void,
): LiveChatComposerState {
  if (state.status === 'ended' || state.status === 'cancelled') return { kind: 'ended' };
  if (!state.chatEnabled || (state.status !== 'live' && state.status !== 'scheduled')) {
    return { kind: 'off' };
  }
  if (!signedIn || state.chatRight === 'sign-in-required') {
    return onSignIn ? { kind: 'sign-in', onSignIn } : { kind: 'sign-in', href: SIGN_IN_PATH };
  }
  if (state.chatRight === 'muted') return { kind: 'muted' };
  if (state.chatRight === 'blocked') return { kind: 'blocked' };
  // The tick may be older than the send that set the wait: the wait starts from the send.
  const secondsLeft = secondsUntil(state.postAgainAt, Math.max(now, state.clockAt));
  return secondsLeft > 0 ? { kind: 'slow', secondsLeft } : { kind: 'open' };
}

/** What the video's place says while there is no video to play. */
function screenMessageOf(phase: ReturnType<typeof phaseOf>): string {
  if (phase === 'upcoming') return playerWords.notStarted;
  if (phase === 'live') return playerWords.streamStarting;
  if (phase === 'ended') return playerWords.replayComing;
  return playerWords.noVideo;
}

/** Feeds the room's events into the page's state for as long as the connection lives. */
export function useRoomEvents(
  connection: LiveConnection | null,
  dispatch: (action: Parameters<typeof liveViewerReducer>[1]) => void,
) {
  useEffect(() => {
    if (!connection) return undefined;
    const joined = () =>
      void connection.room?.then((ack) => {
        if (ack.ok) dispatch({ type: 'joined', chat: ack.chat });
      });
    joined();
    const stops = [
      connection.onState((state) => {
        if (state === 'connected' || state === 'reconnected') joined();
      }),
      connection.on(LIVE_SERVER_EVENTS.message, (message) =>
        dispatch({ type: 'message', message }),
      ),
      connection.on(LIVE_SERVER_EVENTS.messageDeleted, ({ messageId }) =>
        dispatch({ type: 'message-deleted', messageId }),
      ),
      connection.on(LIVE_SERVER_EVENTS.getStatus, (status) => dispatch({ type: 'status', status })),
      connection.on(LIVE_SERVER_EVENTS.liveProducts, (products) =>
        dispatch({ type: 'products', products }),
      ),
      connection.on(LIVE_SERVER_EVENTS.chatSettings, (settings) =>
        dispatch({ type: 'chat-settings', settings }),
      ),
      connection.on(LIVE_SERVER_EVENTS.pinnedMessage, ({ message }) =>
        dispatch({ type: 'pinned', message }),
      ),
      connection.on(LIVE_SERVER_EVENTS.counters, (counters) =>
        dispatch({ type: 'counters', counters }),
      ),
      connection.on(LIVE_SERVER_EVENTS.chatRight, (change) =>
        dispatch({ type: 'chat-right', change }),
      ),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [connection, dispatch]);
}

/** The clock's time, read every second while `ticking`. */
function useTicking(now: () => number, ticking: boolean): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => setTime(now()), 1000);
    return () => clearInterval(timer);
  }, [now, ticking]);
  return time;
}

/**
 * A marketplace show's viewer page (/video/event/:event_id): the stream while live, the
 * replay once ended, the status (countdown, live, ended with the replay offer), the
 * viewer count, the pushed products and the chat (its history on join, then live).
 */
export function LiveEventShow({
  event,
  api,
  token,
  viewerId,
  transport,
  now = Date.now,
  account,
  storage,
  goTo,
}: LiveEventShowProps) {
  const { state, ownId, send } = useViewerRoom({
    event,
    api,
    token,
    viewerId,
    transport,
    now,
  });
  const videoRef = useRef<HTMLVideoElement | null>(null);

  useEffect(() => {
    document.title = event.title;
  }, [event.title]);
  // The viewer's own zone: the start is written in it, with its name.
  const viewerZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);

  const time = useTicking(now, state.postAgainAt !== null);
  const [outcome] = useState(paymentOutcome);
  const shop = useShop({
    api: account.api,
    storage,
    place: { eventId: event._id },
    viewerId,
    signedIn: token !== null,
    signIn: account.openSignIn,
    goTo,
    paymentOutcome: outcome,
    // Seconds into the show: the replay's position, or the time since it went live.
    showSec: () => {
      if (state.status === 'ended') return videoRef.current?.currentTime;
      const since = state.liveSince ? parseInstant(state.liveSince)?.getTime() : undefined;
      return since === undefined ? undefined : Math.max(0, (now() - since) / 1000);
    },
  });
  const messages = useMemo(() => state.messages.map(chatMessageOf), [state.messages]);
  const pushed = pushedOf(state);
  const source = videoUrlOf(state);
  const phase = phaseOf(state.status);
  // After the show nothing is sold from its page: the products stay, without Buy.
  const selling = phase === 'upcoming' || phase === 'live';

  return (
    <PlayerLayout
      // "Live" only over the live video itself, never over a message that there is none.
      eyebrow={phase === 'live' && source ? playerWords.live : undefined}
      account={
        <>
          {account.bar(shop.buttons)}
          {shop.dialogs}
        </>
      }
      title={event.title}
      brandName={event.brandName || undefined}
      description={event.description || undefined}
      video={
        source ? (
          <PlayerVideo
            source={source}
            title={event.title}
            posterUrl={event.posterUrl}
            captionsUrl={null}
            videoRef={videoRef}
            onTime={() => undefined}
          />
        ) : (
          <PlayerScreenMessage>{screenMessageOf(phase)}</PlayerScreenMessage>
        )
      }
      live={
        <>
          <LiveStatus
            phase={phase}
            startsAt={
              state.scheduledAt ? (parseInstant(state.scheduledAt)?.getTime() ?? null) : null
            }
            timeZone={viewerZone}
            onWatchReplay={
              state.replayUrl
                ? () => {
                    videoRef.current?.scrollIntoView({ block: 'center' });
                    videoRef.current?.play().catch(() => undefined);
                  }
                : undefined
            }
            now={now}
          />
          {phase === 'live' ? <ViewerCount count={state.viewers} /> : null}
          <div style={{ height: '28rem' }}>
            <LiveChat
              messages={messages}
              loading={!state.historyLoaded}
              ownAuthorId={ownId}
              pinned={state.pinned ? chatMessageOf(state.pinned) : null}
              onSend={send}
              composer={composerOf(state, token !== null, time, account.openSignIn)}
              error={state.refusal}
            />
          </div>
        </>
      }
      products={
        <>
          <PushedProducts
            products={pushed.products}
            pinnedLook={pushed.look}
            onBuy={selling ? (product: PushedProduct) => shop.openProduct(product.id) : undefined}
          />
        </>
      }
    />
  );
}

/**
 * A viewer's side of a show's room: one connection per show and account (its history on
 * join, then its events into the page's state), and sending a message. The marketplace
 * show's viewer page and the player's live slot for a web event (WebEventLive) share it.
 */
export function useViewerRoom({
  event,
  api,
  token,
  viewerId,
  transport,
  now,
}: {
  event: PublicEvent;
  api: Pick<LiveViewerApi, 'history'>;
  token: string | null;
  viewerId: string;
  transport?: LiveTransportFactory;
  now: () => number;
}) {
  const [state, dispatch] = useReducer(liveViewerReducer, event, initialLiveViewerState);
  const [ownId, setOwnId] = useState<string | undefined>(undefined);
  // One connection per show and account: a new options object would open another.
  const options = useMemo(
    () => ({
      eventId: event._id,
      auth: token ? { token } : { viewerId },
      transport,
      loadHistory: async (eventId: string, afterId?: string) => {
        try {
          const messages = await api.history(eventId, afterId);
          dispatch({ type: 'history', messages });
          return messages;
        } catch (error) {
          dispatch({ type: 'history-failed' });
          throw error;
        }
      },
    }),
    [api, event._id, token, viewerId, transport],
  );
  const { connection } = useLiveConnection(options);
  useRoomEvents(connection, dispatch);

  const send = async (text: string) => {
    if (!connection) return false;
    const ack = await connection.emit(LIVE_CLIENT_EVENTS.newMessage, { text });
    if (ack.ok) {
      setOwnId(ack.message.userId);
      dispatch({ type: 'sent', message: ack.message, now: now() });
      return true;
    }
    dispatch({ type: 'refused', refusal: ack, now: now() });
    return false;
  };
  return { state, connection, ownId, send };
}
