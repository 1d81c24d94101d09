import { type ApiEvent } from '@runway-live/domain/api';
import { EVENT_TRANSITIONS } from '@runway-live/domain/schemas';
import { routePath } from '@runway-live/domain/access';
import { Badge, Link, tokens } from '@runway-live/ui';
import { styled } from 'styled-components';
import { uploadedImageSrc } from '../../api/uploads';
import { DetailSection } from '../../resources/ResourceDetailPage';
import { RouterLink } from '../../shared/RouterLink';
import { useCanWrite } from '../../shared/useCanWrite';
import { ShowCouponsSection, useShowCodes } from '../coupons';
import { looks } from '../looks';
import { thumbnailOf, products } from '../products';
import {
  ControlRoom,
  ShowCarouselTimesSection,
  ShowCountdown,
  ShowDetailScreen,
  ShowFact,
  ShowItemsSection,
  ShowNote,
  ShowOverview,
  ShowSections,
  ShowSummary,
  useLiveSummary,
} from '../shows';
import { eventKeys } from './eventKeys';
import { EVENTS_LIST, events } from './eventsApi';
import { LifecycleButtons, useEventLifecycle } from './useEventLifecycle';
import { historyActions, useCanReadAudit } from '../audit';
import { ShowReportSection } from '../reports';

const StyledRow = styled.span`
  display: flex;
  gap: ${tokens.space[3]};
  align-items: center;
`;

/** Whether the event's lifecycle lets it go from a status (the room's) to live or ended. */
const canMove = (from: string, to: 'live' | 'ended') =>
  (EVENT_TRANSITIONS[from as ApiEvent['status']] ?? []).includes(to);

/** The event's control room: the show's, with its products and looks to push. */
function EventControlRoom({ event }: { event: ApiEvent }) {
  const showProducts = products.useAll({ eventId: event._id });
  const showLooks = looks.useAll({ eventId: event._id });
  const codes = useShowCodes(event._id);
  return (
    <ControlRoom
      show={event}
      codes={codes}
      canMove={canMove}
      showKeys={eventKeys.all}
      products={(showProducts.data?.items ?? []).map((product) => {
        const image = thumbnailOf(product);
        return {
          id: product._id,
          name: product.productName,
          imageUrl: image ? uploadedImageSrc(image) : null,
          // Viewers see active products only (the live server leaves the rest out).
          draft: product.status !== 'active',
        };
      })}
      looks={(showLooks.data?.items ?? []).map((look) => ({
        id: look._id,
        name: look.name,
        imageUrl: look.images[0] ? uploadedImageSrc(look.images[0]) : null,
      }))}
    />
  );
}

/** What the control room's place says when the show is a draft or was cancelled. */
function ControlRoomNote({ event }: { event: ApiEvent }) {
  const text =
    event.status === 'draft'
      ? 'Schedule the show to open its control room: go live, push products and moderate the chat.'
      : 'The show was cancelled; it has no control room.';
  return (
    <DetailSection title="Control room">
      <ShowNote>{text}</ShowNote>
    </DetailSection>
  );
}

/**
 * The show's row of the events report, with its minute-by-minute chart (issue 33): for
 * admin and staff, whose route it is; a rehearsal is in no report.
 */
function ShowReportLink({ event }: { event: ApiEvent }) {
  const isStaff = useCanWrite();
  if (!isStaff || event.rehearsal) return null;
  const href = `${routePath('report/events')}?preset=12m&show=${event._id}`;
  return (
    <Link href={href} linkComponent={RouterLink}>
      Open the show’s report
    </Link>
  );
}

/** The ended show's summary's figures that its report would say again. */
const SUMMARY_FIGURES = ['Peak viewers', 'Unique viewers'];

function EndedShow({ event }: { event: ApiEvent }) {
  return (
    <>
      <ShowSummary summary={useLiveSummary(event._id, eventKeys.detail(event._id))} />
      <ShowReportLink event={event} />
    </>
  );
}

function EventDetail({ event }: { event: ApiEvent }) {
  const open = event.status === 'scheduled' || event.status === 'live';
  const upcoming = event.status === 'scheduled' || event.status === 'draft';
  const room = open ? (
    <EventControlRoom key="room" event={event} />
  ) : event.status === 'ended' ? (
    <EndedShow key="room" event={event} />
  ) : (
    <ControlRoomNote key="room" event={event} />
  );
  const overview = (
    <ShowOverview
      key="overview"
      show={event}
      lead={upcoming ? <ShowCountdown scheduledAt={event.scheduledAt} /> : null}
      first={
        event.rehearsal ? (
          <ShowFact term="Rehearsal">
            <Badge tone="warning">Private</Badge> Only your team can watch it.
          </ShowFact>
        ) : null
      }
    />
  );
  // The show's report once it has aired (live or ended); a rehearsal is in no report.
  const reported = (event.status === 'live' || event.status === 'ended') && !event.rehearsal;
  const ids = { event_id: event._id };
  // Live, the controls and the counters come first; otherwise the overview does. One keyed
  // list either way, so going live moves the control room without reconnecting it.
  return (
    <>
      {event.status === 'live' ? [room, overview] : [overview, room]}
      {reported ? (
        <ShowReportSection
          eventId={event._id}
          leaveOut={event.status === 'ended' ? SUMMARY_FIGURES : undefined}
        />
      ) : null}
      <ShowSections>
        <ShowItemsSection
          show={event}
          noun="products"
          title="Products in the show"
          list={products}
          filter={{ eventId: event._id }}
          row={(product) => ({
            image: thumbnailOf(product),
            icon: 'shirt',
            name: product.productName,
            href: routePath('event-detail/edit-product/:event_id/:product_id', {
              ...ids,
              product_id: product._id,
            }),
          })}
          all={events.paths.products(event._id)}
        />
        <ShowItemsSection
          show={event}
          noun="looks"
          title="Looks in the show"
          list={looks}
          filter={{ eventId: event._id }}
          row={(look) => ({
            image: look.images[0],
            icon: 'layers',
            name: look.name,
            href: routePath('event-detail/edit-look/:event_id/:look_id', {
              ...ids,
              look_id: look._id,
            }),
          })}
          all={events.paths.looks(event._id)}
        />
        <ShowCouponsSection show={event} />
        <ShowCarouselTimesSection
          href={events.paths.carouselTimes(event._id)}
          purpose="When each product is on screen in the replay, so viewers can shop what they see."
        />
      </ShowSections>
    </>
  );
}

/** The lifecycle's refusal and confirmation under the header, its actions in the page. */
function WithLifecycle({ event }: { event: ApiEvent }) {
  const lifecycle = useEventLifecycle(event);
  return (
    <>
      {lifecycle.actions.length > 0 ? (
        <StyledRow role="group" aria-label="Lifecycle">
          <LifecycleButtons actions={lifecycle.actions} />
        </StyledRow>
      ) : null}
      {lifecycle.element}
      <EventDetail event={event} />
    </>
  );
}

/**
 * event/event-detail/:event_id: a show's page (overview, products, carousel times) with
 * the event's own parts: the countdown to the start, the rehearsal, its looks (each opened
 * in the event's context), the control room (its summary once ended), and the lifecycle
 * actions (schedule, cancel).
 */
export function EventDetailScreen() {
  const auditor = useCanReadAudit();
  return (
    <ShowDetailScreen
      resource={events}
      list={EVENTS_LIST}
      secondaryActions={(event) => (auditor ? historyActions('events', event._id) : [])}
    >
      {(event) => <WithLifecycle event={event} />}
    </ShowDetailScreen>
  );
}

export { EventDetailScreen as Screen };
