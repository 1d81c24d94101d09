import { LIVE_CLIENT_EVENTS, LIVE_SERVER_EVENTS, type LiveMessage } from '@runway-live/domain/live';
import { LOGIN_PATH } from '@runway-live/domain/access';
import type { PublicEvent } from '@runway-live/domain/api';
import type { LiveChatComposerState, LiveChatMessage } from '@runway-live/ui';
import { useEffect, useMemo, useReducer, useState } from 'react';
import {
  useLiveConnection,
  type LiveConnection,
  type LiveTransportFactory,
} from '../../api/liveSocket';
import type { LiveViewerApi } from './liveApi';
import {
  initialLiveViewerState,
  liveViewerReducer,
  secondsUntil,
  type LiveViewerState,
} from './liveViewerState';

/**
 * A viewer's side of a show's room, shared by the marketplace show's viewer page and the
 * player's live slot for a web event: the connection, the room's events into the page's
 * state, sending, and what the page's parts (chat, pushed products) read from that state.
 */

/** Where "Sign in to chat" leads when the page has no sign-in of its own: the console's. */
export const SIGN_IN_PATH = LOGIN_PATH;

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

/** Feeds the room's events into the page's state for as long as the connection lives. */
function useRoomEvents(
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
      connection.on(LIVE_SERVER_EVENTS.liveCode, (code) => dispatch({ type: 'code', code })),
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

export type ViewerRoom = ReturnType<typeof useViewerRoom>;
