import type { PublicEvent, PublicWebEvent } from '@runway-live/domain/api';
import type { StorageLike } from '@runway-live/domain/storage';
import { PushedProducts, ViewerCount } from '@runway-live/ui';
import { useMemo, useState } from 'react';
import type { LiveTransportFactory } from '../../api/liveSocket';
import { consoleConfig } from '../../config';
import { browserStorage } from '../../state/storedSession';
import { playerViewerOf, tokenOfViewer } from '../shopper/shopperSession';
import type { PlayerViewerSession } from '../shopper/WebEventShop';
import { createLiveViewerApi, type LiveViewerApi } from './liveApi';
import { RoomChat } from './RoomChat';
import { pushedOf, useViewerRoom } from './viewerRoom';

export type WebEventLiveProps = {
  event: PublicWebEvent;
  /** The anonymous viewer's random id, kept by the player. */
  viewerId: string;
  /**
   * Who watches once the player's account has loaded (and after each sign-in): until then
   * the session stored on this origin, as the account will read it.
   */
  viewer?: PlayerViewerSession | null;
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
 * account on this origin, else anonymous: they watch, and chat once signed in through the
 * player's account row (the same sign-in as the shop's).
 */
export default function WebEventLive({
  event,
  viewerId,
  viewer,
  api: givenApi,
  storage = browserStorage,
  transport,
  now = Date.now,
}: WebEventLiveProps) {
  const [stored] = useState(() => tokenOfViewer(playerViewerOf(storage)));
  const token = viewer ? viewer.token : stored;
  const api = useMemo(
    () => givenApi ?? createLiveViewerApi({ apiKey: consoleConfig.apiKey, token }),
    [givenApi, token],
  );
  const room = useViewerRoom({
    event: roomShowOf(event),
    api,
    token,
    viewerId,
    transport,
    now,
  });
  const { state } = room;
  // A pushed web product as the player shows it: its picture and its shop's page to buy on.
  const own = useMemo(() => new Map(event.products.map((item) => [item._id, item])), [event]);
  const pushed = pushedOf(state).products.map((product) => {
    const item = own.get(product.id);
    return item ? { ...product, imageUrl: item.imageUrl, buyUrl: item.externalUrl } : product;
  });

  return (
    <>
      {state.status === 'live' ? <ViewerCount count={state.viewers} /> : null}
      {pushed.length > 0 ? <PushedProducts products={pushed} /> : null}
      <RoomChat
        room={room}
        signedIn={token !== null}
        now={now}
        height="24rem"
        onSignIn={viewer?.openSignIn}
      />
    </>
  );
}
