import type { PublicWebEvent } from '@runway-live/domain/api';
import { PlayerLayout, PlayerProductRail, PlayerScreenMessage } from '@runway-live/ui';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { jumpTargetOf, productOnScreen, railProductsOf, videoSourceOf } from './playback';
import { PlayerVideo } from './PlayerVideo';
import type { PublicApi } from './publicApi';
import type { PlaybackMode } from './route';
import { playerWords } from './playerWords';
import { startViewSession } from './viewSession';

export type WebEventShowProps = {
  event: PublicWebEvent;
  mode: PlaybackMode;
  api: PublicApi;
  viewerId: string;
  /** A line above the title (a group's place); 'Live' or 'Replay' otherwise. */
  eyebrow?: ReactNode;
  onEnded?: () => void;
  autoPlay?: boolean;
  /**
   * The live slot of the layout (issue 23: the live chat and the pushed products of a live
   * show). Left empty by the web event player.
   */
  live?: ReactNode;
};

/** One web event: its video, and its products beside it (highlighted in a replay). */
export function WebEventShow({
  event,
  mode,
  api,
  viewerId,
  eyebrow,
  onEnded,
  autoPlay = false,
  live,
}: WebEventShowProps) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [time, setTime] = useState(0);
  const source = videoSourceOf(event, mode);
  const replay = source !== null && !source.live;
  const products = useMemo(() => railProductsOf(event, replay), [event, replay]);
  const onScreen = replay ? productOnScreen(event.carouselTimes, time) : null;

  useEffect(() => {
    document.title = event.title;
  }, [event.title]);

  // The view session of this web event; a report never holds the page up.
  useEffect(
    () => startViewSession({ webEventId: event._id, viewerId, report: api.report }),
    [event._id, viewerId, api],
  );

  const jump = (productId: string) => {
    const video = videoRef.current;
    const target = jumpTargetOf(event, productId);
    if (!video || target === null) return;
    video.currentTime = target;
    setTime(target);
    video.play().catch(() => undefined);
  };

  return (
    <PlayerLayout
      eyebrow={eyebrow ?? (source?.live ? playerWords.live : playerWords.replay)}
      title={event.title}
      brandName={event.brandName}
      description={event.description || undefined}
      video={
        source ? (
          <PlayerVideo
            source={source}
            title={event.title}
            posterUrl={event.posterUrl}
            captionsUrl={event.captionsUrl}
            videoRef={videoRef}
            onTime={setTime}
            onEnded={onEnded}
            autoPlay={autoPlay}
          />
        ) : (
          <PlayerScreenMessage>{playerWords.noVideo}</PlayerScreenMessage>
        )
      }
      live={live}
      products={
        <PlayerProductRail
          products={products}
          currentProductId={onScreen}
          onJump={replay ? jump : undefined}
          onBuy={(productId) =>
            api.report({ type: 'product-click', webEventId: event._id, viewerId, productId })
          }
        />
      }
    />
  );
}
