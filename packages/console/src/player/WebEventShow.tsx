import type { PublicWebEvent } from '@runway-live/domain/api';
import { PlayerLayout, PlayerProductRail, PlayerScreenMessage } from '@runway-live/ui';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { jumpTargetOf, productOnScreen, railProductsOf, videoSourceOf } from './playback';
import { PlayerVideo } from './PlayerVideo';
import type { PublicApi } from './publicApi';
import type { PlaybackMode } from './route';
import { playerWords } from './playerWords';
import { startViewSession } from './viewSession';
import { isFramed, paymentOutcome } from './shopper/paymentReturn';
import type { PlayerViewerSession, ShopRequest, WebEventShopProps } from './shopper/WebEventShop';
import type { WebEventLiveProps } from './live/WebEventLive';

// The shop (account, sheet, cart, checkout) loads only for a web event that sells here.
const WebEventShop = lazy(() => import('./shopper/WebEventShop'));
// The live room (chat, pushed web products, viewers) loads only while the web event is live.
const WebEventLive = lazy(() => import('./live/WebEventLive'));

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
   * The live slot of the layout: while the web event is live, its room's viewer count,
   * pushed web products and chat (decision 0044) unless given here.
   */
  live?: ReactNode;
  /** For tests: the live room's calls, socket, stored sessions and clock. */
  liveRoom?: Pick<WebEventLiveProps, 'api' | 'transport' | 'storage' | 'now'>;
  /** For tests: the shop's storage, calls and payment step. */
  shop?: Partial<WebEventShopProps>;
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
  liveRoom,
  shop,
}: WebEventShowProps) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [time, setTime] = useState(0);
  const source = videoSourceOf(event, mode);
  const replay = source !== null && !source.live;
  const products = useMemo(() => railProductsOf(event, replay), [event, replay]);
  const onScreen = replay ? productOnScreen(event.carouselTimes, time) : null;
  // Sold here: a web product names a marketplace product (or a payment came back here).
  const [returned] = useState(paymentOutcome);
  const sellsHere = returned !== null || event.products.some((product) => product.productId);
  const [request, setRequest] = useState<ShopRequest | null>(null);
  const [framed] = useState(isFramed);
  const onAir = event.status === 'live';
  // Who watches, from the account row (the shop's chunk): the live chat signs in there too.
  const [viewer, setViewer] = useState<PlayerViewerSession | null>(null);

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
      live={
        live ??
        (onAir ? (
          <Suspense fallback={null}>
            <WebEventLive event={event} viewerId={viewerId} viewer={viewer} {...liveRoom} />
          </Suspense>
        ) : undefined)
      }
      account={
        sellsHere || onAir ? (
          <Suspense fallback={null}>
            <WebEventShop
              webEventId={event._id}
              viewerId={viewerId}
              sells={sellsHere}
              onViewer={setViewer}
              request={request}
              payElsewhere={framed}
              storage={liveRoom?.storage}
              {...shop}
            />
          </Suspense>
        ) : undefined
      }
      products={
        <PlayerProductRail
          products={products}
          currentProductId={onScreen}
          onJump={replay ? jump : undefined}
          onBuy={(productId) =>
            api.report({ type: 'product-click', webEventId: event._id, viewerId, productId })
          }
          onBuyHere={(productId) => {
            const linked = event.products.find((product) => product._id === productId)?.productId;
            if (linked)
              setRequest((last) => ({ productId: linked, serial: (last?.serial ?? 0) + 1 }));
          }}
        />
      }
    />
  );
}
