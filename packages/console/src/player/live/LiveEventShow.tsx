import { parseInstant } from '@runway-live/domain/schemas';
import { type PublicEvent } from '@runway-live/domain/api';
import {
  LiveStatus,
  PlayerLayout,
  PlayerScreenMessage,
  PushedProducts,
  ViewerCount,
  type PushedProduct,
} from '@runway-live/ui';
import type { StorageLike } from '@runway-live/domain/storage';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { LiveTransportFactory } from '../../api/liveSocket';
import { PlayerVideo } from '../PlayerVideo';
import { playerWords } from '../playerWords';
import type { PlayerAccount } from '../shopper/PlayerAccount';
import { paymentOutcome } from '../shopper/paymentReturn';
import { useShop } from '../shopper/useShop';
import type { LiveViewerApi } from './liveApi';
import { phaseOf, videoUrlOf } from './liveViewerState';
import { LiveCodeBanner } from './LiveCodeBanner';
import { RemindMe } from './RemindMe';
import { RoomChat } from './RoomChat';
import { pushedOf, useViewerRoom } from './viewerRoom';

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

/** What the video's place says while there is no video to play. */
function screenMessageOf(phase: ReturnType<typeof phaseOf>): string {
  if (phase === 'upcoming') return playerWords.notStarted;
  if (phase === 'live') return playerWords.streamStarting;
  if (phase === 'ended') return playerWords.replayComing;
  return playerWords.noVideo;
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
  const room = useViewerRoom({
    event,
    api,
    token,
    viewerId,
    transport,
    now,
  });
  const { state } = room;
  const videoRef = useRef<HTMLVideoElement | null>(null);

  useEffect(() => {
    document.title = event.title;
  }, [event.title]);
  // The viewer's own zone: the start is written in it, with its name.
  const viewerZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);

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
          {phase === 'upcoming' ? (
            <RemindMe
              eventId={event._id}
              api={account.api}
              signedIn={token !== null}
              onSignIn={account.openSignIn}
            />
          ) : null}
          {phase === 'live' ? <ViewerCount count={state.viewers} /> : null}
          {phase === 'live' && state.code ? (
            <LiveCodeBanner code={state.code} onApply={shop.applyCode} now={now} />
          ) : null}
          <RoomChat
            room={room}
            signedIn={token !== null}
            now={now}
            onSignIn={account.openSignIn}
            height="28rem"
          />
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
