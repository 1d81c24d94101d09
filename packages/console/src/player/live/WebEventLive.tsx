import { LIVE_CLIENT_EVENTS } from '@runway-live/domain/live';
import type { PublicEvent, PublicWebEvent } from '@runway-live/domain/api';
import type { StorageLike } from '@runway-live/domain/storage';
import { LiveChat, PushedProducts, ViewerCount } from '@runway-live/ui';
import { useMemo, useReducer, useState } from 'react';
import { useLiveConnection, type LiveTransportFactory } from '../../api/liveSocket';
import { consoleConfig } from '../../config';
import { browserStorage } from '../../state/storedSession';
import { playerViewerOf, tokenOfViewer } from '../shopper/shopperSession';
import { createLiveViewerApi, type LiveViewerApi } from './liveApi';
import { chatMessageOf, composerOf, pushedOf, useRoomEvents } from './LiveEventShow';
import { initialLiveViewerState, liveViewerReducer } from './liveViewerState';

export type WebEventLiveProps = {
  event: PublicWebEvent;
  /** The anonymous viewer's random id, kept by the player. */
  viewerId: string;
  /** For tests: the calls, the stored sessions, the socket and the clock. */
  api?: LiveViewerApi;
  storage?: StorageLike;
  transport?: LiveTransportFactory;
  now?: () => number;
};

/** The room's state starts from the web event as the player read it; the room says the rest. */
function roomShowOf(event: PublicWebEvent): PublicEvent {
  return {
    _id: event._id,
    title: event.title,
    description: event.description,
    status: event.status === 'published' ? 'scheduled' : event.status,
    scheduledAt: null,
    posterUrl: event.posterUrl,
    streamUrl: event.streamUrl,
    replayUrl: event.replayUrl,
    // Until the room says it is on.
    chatEnabled: false,
    brandName: event.brandName,
  };
}

/**
 * The player's live slot for a live web event (decision 0044), loaded apart from the
 * player's first chunk (it brings the socket client): its room's viewer count, the web
 * products the host pushes and the chat (its history on join, then live), as a marketplace
 * show's viewer page has them. The viewer is the player's shopper, else the console's
 * account on this origin, else anonymous: they watch, and chat once signed in.
 */
export default function WebEventLive({
  event,
  viewerId,
  api: givenApi,
  storage = browserStorage,
  transport,
  now = Date.now,
}: WebEventLiveProps) {
  const [token] = useState(() => tokenOfViewer(playerViewerOf(storage)));
  const api = useMemo(
    () => givenApi ?? createLiveViewerApi({ apiKey: consoleConfig.apiKey, token }),
    [givenApi, token],
  );
  const [state, dispatch] = useReducer(
    liveViewerReducer,
    roomShowOf(event),
    initialLiveViewerState,
  );
  const [ownId, setOwnId] = useState<string | undefined>(undefined);
  // One connection per web event and viewer: a new options object would open another.
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
  const messages = useMemo(() => state.messages.map(chatMessageOf), [state.messages]);
  // A pushed web product as the player shows it: its picture and its shop's page to buy on.
  const own = useMemo(() => new Map(event.products.map((item) => [item._id, item])), [event]);
  const pushed = pushedOf(state).products.map((product) => {
    const item = own.get(product.id);
    return item ? { ...product, imageUrl: item.imageUrl, buyUrl: item.externalUrl } : product;
  });

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

  return (
    <>
      {state.status === 'live' ? <ViewerCount count={state.viewers} /> : null}
      {pushed.length > 0 ? <PushedProducts products={pushed} /> : null}
      <div style={{ height: '24rem' }}>
        <LiveChat
          messages={messages}
          loading={!state.historyLoaded}
          ownAuthorId={ownId}
          pinned={state.pinned ? chatMessageOf(state.pinned) : null}
          onSend={send}
          composer={composerOf(state, token !== null, now())}
          error={state.refusal}
        />
      </div>
    </>
  );
}
