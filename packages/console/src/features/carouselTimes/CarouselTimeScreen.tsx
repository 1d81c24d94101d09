import { sortCarouselTimes, type ApiEvent, type CarouselTime } from '@runway-live/domain';
import {
  Alert,
  Button,
  Card,
  CarouselTimeEditor,
  EmptyState,
  Link,
  Skeleton,
  tokens,
  type CarouselSegment,
} from '@runway-live/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { failureMessage } from '../../api/ApiProvider';
import { DASHBOARD_CRUMB, Page } from '../../app/Page';
import { RouterLink } from '../../app/RouterLink';
import { useToast } from '../../app/useToast';
import { useUnsavedChangesGuard } from '../../app/useUnsavedChangesGuard';
import { DetailGate } from '../../resources/DetailGate';
import { routePath } from '../../resources/routePath';
import { events } from '../events/eventsApi';
import { thumbnailOf } from '../products/productColumns';
import { uploadedImageSrc } from '../../api/uploads';
import { useCarouselTimes, useEventProducts, useSaveCarouselTimes } from './carouselTimesApi';
import { VideoPreview, type VideoTime } from './VideoPreview';

/** The page's save, in its own row and in the header's unsaved-changes bar. */
const SAVE_LABEL = 'Save carousel times';
const EVENTS_LIST = { title: 'Events', path: routePath('event/view-events') };

const StyledBlock = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
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
 * event/carousel-time/:event_id (issue 21): the show's replay (or stream) with the
 * carousel-time editor under it. The editor works on a copy of the saved list; Save sends
 * the whole list (PUT /api/v2/events/:id/carousel-times), and leaving with unsaved edits
 * asks first (the header's bar).
 */
export function CarouselTimeScreen() {
  const { event_id: eventId } = useParams();
  const event = events.useDetail(eventId);
  return (
    <DetailGate query={event} list={EVENTS_LIST}>
      {(loaded) => <CarouselTimes key={loaded._id} event={loaded} />}
    </DetailGate>
  );
}

function CarouselTimes({ event }: { event: ApiEvent }) {
  const toast = useToast();
  const products = useEventProducts(event._id);
  const saved = useCarouselTimes(event._id);
  const save = useSaveCarouselTimes(event._id);
  // The list being edited; null while it is the saved one.
  const [draft, setDraft] = useState<CarouselTime[] | null>(null);
  const [time, setTime] = useState<VideoTime>({ currentTime: 0, duration: null });
  const videoRef = useRef<HTMLVideoElement>(null);
  const src = event.replayUrl || event.streamUrl;
  const detailPath = routePath('event/event-detail/:event_id', { event_id: event._id });

  const savedList = useMemo(() => sortCarouselTimes(saved.data ?? []), [saved.data]);
  const list = draft ?? savedList;
  const dirty = draft !== null && !sameList(draft, savedList);
  const editorProducts = useMemo(
    () =>
      (products.data ?? []).map((product) => {
        const image = thumbnailOf(product);
        return {
          id: product._id,
          name: product.productName,
          thumbnail: image ? uploadedImageSrc(image) : undefined,
        };
      }),
    [products.data],
  );

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
        { label: EVENTS_LIST.title, path: EVENTS_LIST.path },
        { label: event.title, path: detailPath },
      ]}
      description="Tie each product to the moments it is on screen, so the replay is shoppable."
    >
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
            title="This event has no video yet"
            description="Add its stream or replay URL to the event to edit its carousel times against it. You can still set the times by the timeline."
            action={
              <Link
                href={routePath('event/edit-event/:event_id', { event_id: event._id })}
                linkComponent={RouterLink}
              >
                Edit the event
              </Link>
            }
          />
        )}
      </Card>
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
            description="Add products to the event first; then tie them to the moments they are on screen."
            action={
              <Link
                href={routePath('event/add-product/:event_id', { event_id: event._id })}
                linkComponent={RouterLink}
              >
                Add a product to this event
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
    </Page>
  );
}

export { CarouselTimeScreen as Screen };
