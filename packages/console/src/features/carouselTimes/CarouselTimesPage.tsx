import { sortCarouselTimes, type CarouselTime } from '@runway-live/domain/schemas';
import {
  Alert,
  Button,
  Card,
  CarouselTimeEditor,
  EmptyState,
  HEADER_OFFSET,
  Link,
  media,
  Skeleton,
  tokens,
  type CarouselSegment,
} from '@runway-live/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { failureMessage } from '../../api/ApiProvider';
import { DASHBOARD_CRUMB, Page } from '../../shared/Page';
import { RouterLink } from '../../shared/RouterLink';
import { useToast } from '../../shared/useToast';
import { useUnsavedChangesGuard } from '../../shared/useUnsavedChangesGuard';
import { DetailGate } from '../../resources/DetailGate';
import { useCarouselTimes, useSaveCarouselTimes } from './carouselTimesApi';
import { VideoPreview, type VideoTime } from './VideoPreview';

/** The page's save, in its own row and in the header's unsaved-changes bar. */
const SAVE_LABEL = 'Save carousel times';

/** What the editor needs of a show: its title and its video. */
export type CarouselShow = {
  _id: string;
  title: string;
  replayUrl?: string | null;
  streamUrl?: string | null;
};

/** A product of the show, as the editor names it. */
export type CarouselProduct = { id: string; name: string; thumbnail?: string };

/** The show's products, every one, loading or failed as a query is. */
export type CarouselProductsQuery = {
  data: CarouselProduct[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
};

/**
 * The kind of show whose carousel times a page edits: an event (issue 21) or a web event
 * (issue 22). Its hooks are module constants, called in the page's own order.
 */
export type CarouselTimesOwner<Show extends CarouselShow> = {
  /** The shows' API path ('/api/v2/events'): the times are its `/:id/carousel-times`. */
  api: string;
  /** The shows' list, for the trail and the not-found state. */
  list: { title: string; path: string };
  /** 'event' or 'web event', in the empty states' words. */
  noun: string;
  detailPath: (id: string) => string;
  editPath: (id: string) => string;
  addProductPath: (id: string) => string;
  useShow: (id: string | undefined) => UseQueryResult<Show>;
  useProducts: (id: string) => CarouselProductsQuery;
};

const StyledBlock = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
`;

/**
 * The video and the timeline: side by side on a wide screen, the video above on a phone;
 * either way the video stays in view (below the shell's header) while the timeline scrolls.
 */
const StyledWorkspace = styled.div`
  display: grid;
  gap: ${tokens.space[5]};
  align-items: start;

  @media ${media.wide} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

const StyledVideoColumn = styled.div`
  position: sticky;
  top: calc(${HEADER_OFFSET} + ${tokens.space[3]});
  z-index: ${tokens.z.sticky};
  min-width: 0;

  @media ${media.narrow} {
    top: ${HEADER_OFFSET};
    margin-inline: calc(-1 * ${tokens.space[2]});
    padding: ${tokens.space[2]} ${tokens.space[2]} 0;
    background: ${tokens.color.canvas};

    video {
      max-height: 32vh;
    }
  }
`;

const StyledBar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

function sameList(a: readonly CarouselTime[], b: readonly CarouselTime[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (entry, index) =>
        entry.productId === b[index]!.productId &&
        entry.startSec === b[index]!.startSec &&
        entry.endSec === b[index]!.endSec,
    )
  );
}

/**
 * A show's carousel times (event/carousel-time/:event_id, web-event/carousel-time/:event_id):
 * its replay (or stream) with the carousel-time editor under it. The editor works on a copy
 * of the saved list; Save sends the whole list (PUT <show>/:id/carousel-times), and leaving
 * with unsaved edits asks first (the header's bar).
 */
export function CarouselTimesPage<Show extends CarouselShow>({
  owner,
}: {
  owner: CarouselTimesOwner<Show>;
}) {
  const { event_id: eventId } = useParams();
  const show = owner.useShow(eventId);
  return (
    <DetailGate query={show} list={owner.list}>
      {(loaded) => <CarouselTimes key={loaded._id} owner={owner} event={loaded} />}
    </DetailGate>
  );
}

function CarouselTimes<Show extends CarouselShow>({
  owner,
  event,
}: {
  owner: CarouselTimesOwner<Show>;
  event: Show;
}) {
  const toast = useToast();
  const products = owner.useProducts(event._id);
  const saved = useCarouselTimes(owner.api, event._id);
  const save = useSaveCarouselTimes(owner.api, event._id);
  // The list being edited; null while it is the saved one.
  const [draft, setDraft] = useState<CarouselTime[] | null>(null);
  const [time, setTime] = useState<VideoTime>({ currentTime: 0, duration: null });
  const videoRef = useRef<HTMLVideoElement>(null);
  const src = event.replayUrl || event.streamUrl;
  const detailPath = owner.detailPath(event._id);

  const savedList = useMemo(() => sortCarouselTimes(saved.data ?? []), [saved.data]);
  const list = draft ?? savedList;
  const dirty = draft !== null && !sameList(draft, savedList);
  const editorProducts = products.data ?? [];

  const onSave = async () => {
    try {
      await save.mutateAsync(list);
      setDraft(null);
      toast.success('Carousel times saved');
    } catch (error) {
      toast.error(failureMessage(error));
    }
  };
  useUnsavedChangesGuard({
    dirty,
    onDiscard: () => setDraft(null),
    onUpdate: () => void onSave(),
    saveLabel: SAVE_LABEL,
    saving: save.isPending,
  });

  const seek = useCallback(
    (sec: number) => {
      const video = videoRef.current;
      if (video && video.readyState > 0) video.currentTime = sec;
      setTime((previous) => ({ ...previous, currentTime: sec }));
    },
    [videoRef],
  );

  const loading = products.isPending || saved.isPending;
  const failed = products.isError ? products : saved.isError ? saved : null;

  return (
    <Page
      title={`Carousel times of ${event.title}`}
      parents={[
        DASHBOARD_CRUMB,
        { label: owner.list.title, path: owner.list.path },
        { label: event.title, path: detailPath },
      ]}
      description="Tie each product to the moments it is on screen, so the replay is shoppable."
    >
      <StyledWorkspace>
        <StyledVideoColumn>
          <Card title="Video" width="fluid" headingLevel={2}>
            {src ? (
              <VideoPreview
                src={src}
                title={`Video of ${event.title}`}
                videoRef={videoRef}
                onTime={setTime}
              />
            ) : (
              <EmptyState
                title={`This ${owner.noun} has no video yet`}
                description={`Add its stream or replay URL to the ${owner.noun} to edit its carousel times against it. You can still set the times by the timeline.`}
                action={
                  <Link href={owner.editPath(event._id)} linkComponent={RouterLink}>
                    {`Edit the ${owner.noun}`}
                  </Link>
                }
              />
            )}
          </Card>
        </StyledVideoColumn>
        <Card title="Timeline" width="fluid" headingLevel={2}>
          {loading ? (
            <StyledBlock aria-busy="true">
              <Skeleton height="3rem" />
              <Skeleton height="6rem" />
            </StyledBlock>
          ) : failed ? (
            <StyledBlock>
              <Alert tone="error">{failureMessage(failed.error)}</Alert>
              <div>
                <Button variant="secondary" onClick={() => void failed.refetch()}>
                  Retry
                </Button>
              </div>
            </StyledBlock>
          ) : editorProducts.length === 0 ? (
            <EmptyState
              title="No products in this show yet"
              description={`Add products to the ${owner.noun} first; then tie them to the moments they are on screen.`}
              action={
                <Link href={owner.addProductPath(event._id)} linkComponent={RouterLink}>
                  {`Add a product to this ${owner.noun}`}
                </Link>
              }
            />
          ) : (
            <CarouselTimeEditor
              label={`Carousel times of ${event.title}`}
              products={editorProducts}
              segments={list}
              currentTime={time.currentTime}
              duration={time.duration}
              onChange={(next: CarouselSegment[]) => setDraft(next)}
              onSeek={seek}
              disabled={save.isPending}
            />
          )}
          {/* While the list is unsaved the header's bar is the page's save (as in the form
            kit), so this row steps aside: one Discard and one save at a time. */}
          {dirty ? null : (
            <StyledBar>
              <Button disabled>{SAVE_LABEL}</Button>
            </StyledBar>
          )}
        </Card>
      </StyledWorkspace>
    </Page>
  );
}
