import { parseInstant, type ApiEvent } from '@runway-live/domain';
import { Badge, Link, StatCard, StatGrid, tokens } from '@runway-live/ui';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { uploadedImageSrc } from '../../api/uploads';
import { RouterLink } from '../../shared/RouterLink';
import { DASHBOARD_CRUMB } from '../../shared/Page';
import { MissingPage } from '../../resources/DetailGate';
import { DetailSection, RelatedList, ResourceDetailPage } from '../../resources/ResourceDetailPage';
import { routePath, isId } from '../../resources/routePath';
import { Thumbnail } from '../../resources/Thumbnail';
import { looks } from '../looks/looksApi';
import { products } from '../products/productsApi';
import { thumbnailOf } from '../products/productColumns';
import { failureMessage } from '../../api/ApiProvider';
import { countdownText, durationText, showLengthText, startText } from './eventText';
import { EVENTS_LIST, events, useLiveSummary } from './eventsApi';
import { ControlRoom } from './controlRoom/ControlRoom';
import { LifecycleButtons, useEventLifecycle } from './useEventLifecycle';
import { DetailFacts } from '../../resources/DetailFacts';

const StyledSections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${tokens.space[5]};
`;

const StyledCountdown = styled.p`
  margin: 0 0 ${tokens.space[3]};
  font-size: ${tokens.fontSize[4]};
  font-weight: ${tokens.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
`;

const StyledCover = styled.img`
  width: 100%;
  max-height: 16rem;
  margin-bottom: ${tokens.space[3]};
  border-radius: ${tokens.radius[2]};
  object-fit: cover;
`;

const StyledRow = styled.span`
  display: flex;
  gap: ${tokens.space[3]};
  align-items: center;
`;

const StyledText = styled.p`
  margin: 0 0 ${tokens.space[3]};
  color: ${tokens.color.textMuted};
`;

/** How many of the show's products and looks the page shows before 'All …'. */
const SHOWN = '8';

/** The time now, every second while a countdown is on screen. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** How long until an upcoming show starts (the header's badge says where a show stands). */
function Countdown({ event }: { event: ApiEvent }) {
  const start = event.scheduledAt ? parseInstant(event.scheduledAt) : null;
  const counting = start !== null && (event.status === 'scheduled' || event.status === 'draft');
  const now = useNow(counting);
  if (event.status !== 'scheduled' && event.status !== 'draft') return null;
  if (!start) return <StyledCountdown>No start time yet</StyledCountdown>;
  // Read once a minute by screen readers would be noise: the text is not live.
  return (
    <StyledCountdown>
      <time dateTime={event.scheduledAt ?? undefined}>{countdownText(start.getTime(), now)}</time>
    </StyledCountdown>
  );
}

function Overview({ event }: { event: ApiEvent }) {
  return (
    <DetailSection title="Overview">
      {event.coverImage ? (
        <StyledCover src={uploadedImageSrc(event.coverImage)} alt={`Cover of ${event.title}`} />
      ) : null}
      <Countdown event={event} />
      <DetailFacts>
        {event.rehearsal ? (
          <>
            <dt>Rehearsal</dt>
            <dd>
              <Badge tone="warning">Private</Badge> Only your team can watch it.
            </dd>
          </>
        ) : null}
        <dt>Starts</dt>
        <dd>{startText(event)}</dd>
        <dt>Duration</dt>
        <dd>{durationText(event.durationMinutes)}</dd>
        <dt>Chat</dt>
        <dd>{event.chatEnabled ? 'On' : 'Off'}</dd>
        <dt>Stream</dt>
        <dd>{event.streamUrl || 'Not set yet'}</dd>
        <dt>Replay</dt>
        <dd>{event.replayUrl || 'Not set yet'}</dd>
        {event.description ? (
          <>
            <dt>Description</dt>
            <dd>{event.description}</dd>
          </>
        ) : null}
      </DetailFacts>
    </DetailSection>
  );
}

/**
 * An ended show's summary, kept on its page: how long it ran, its peak and unique viewers,
 * its chat messages and its pushes.
 */
function ShowSummary({ event }: { event: ApiEvent }) {
  const summary = useLiveSummary(event._id);
  const data = summary.data;
  const error = summary.isError ? failureMessage(summary.error) : undefined;
  const figure = (value: number | undefined) =>
    value === undefined ? undefined : value.toLocaleString('en-US');
  const tiles = [
    {
      label: 'Duration',
      value: data
        ? data.durationSec === null
          ? '—'
          : showLengthText(data.durationSec)
        : undefined,
      hint: data && data.durationSec === null ? 'The show never went live.' : undefined,
    },
    { label: 'Peak viewers', value: figure(data?.peakViewers) },
    { label: 'Unique viewers', value: figure(data?.uniqueViewers) },
    { label: 'Messages', value: figure(data?.chatMessages) },
    {
      label: 'Pushes',
      value: figure(data?.pushes),
      hint: data
        ? `${data.productsPushed} ${data.productsPushed === 1 ? 'product' : 'products'} shown`
        : undefined,
    },
  ];
  return (
    <DetailSection title="Show summary">
      <StyledText>The show has ended; its control room is closed.</StyledText>
      <StatGrid aria-label="Show summary figures">
        {tiles.map((tile) => (
          <StatCard
            key={tile.label}
            label={tile.label}
            value={tile.value}
            hint={tile.hint}
            loading={summary.isPending}
            error={error}
            headingLevel={3}
          />
        ))}
      </StatGrid>
    </DetailSection>
  );
}

function ShowProducts({ event }: { event: ApiEvent }) {
  const query = products.useList({ eventId: event._id, limit: SHOWN });
  const ids = { event_id: event._id };
  return (
    <DetailSection title="Products in the show">
      <RelatedList
        query={query}
        label={`Products of ${event.title}`}
        empty={{
          title: 'No products in this show yet',
          description: 'Add your products to the show from its form.',
        }}
        item={(product) => (
          <StyledRow>
            <Thumbnail image={thumbnailOf(product)} icon="shirt" />
            <Link
              href={routePath('event-detail/edit-product/:event_id/:product_id', {
                ...ids,
                product_id: product._id,
              })}
              linkComponent={RouterLink}
            >
              {product.productName}
            </Link>
          </StyledRow>
        )}
        all={{
          href: routePath('event-detail/products/:event_id', ids),
          label: (total) => `All ${total} products`,
        }}
      />
    </DetailSection>
  );
}

function ShowLooks({ event }: { event: ApiEvent }) {
  const query = looks.useList({ eventId: event._id, limit: SHOWN });
  const ids = { event_id: event._id };
  return (
    <DetailSection title="Looks in the show">
      <RelatedList
        query={query}
        label={`Looks of ${event.title}`}
        empty={{
          title: 'No looks in this show yet',
          description: 'Add your looks to the show from its form.',
        }}
        item={(look) => (
          <StyledRow>
            <Thumbnail image={look.images[0]} icon="layers" />
            <Link
              href={routePath('event-detail/edit-look/:event_id/:look_id', {
                ...ids,
                look_id: look._id,
              })}
              linkComponent={RouterLink}
            >
              {look.name}
            </Link>
          </StyledRow>
        )}
        all={{
          href: routePath('event-detail/view-looks/:event_id', ids),
          label: (total) => `All ${total} looks`,
        }}
      />
    </DetailSection>
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
      <StyledText>{text}</StyledText>
    </DetailSection>
  );
}

function EventDetail({ event }: { event: ApiEvent }) {
  const open = event.status === 'scheduled' || event.status === 'live';
  const room = open ? (
    <ControlRoom key="room" event={event} />
  ) : event.status === 'ended' ? (
    <ShowSummary key="room" event={event} />
  ) : (
    <ControlRoomNote key="room" event={event} />
  );
  const overview = <Overview key="overview" event={event} />;
  // Live, the controls and the counters come first; otherwise the overview does. One keyed
  // list either way, so going live moves the control room without reconnecting it.
  return (
    <>
      {event.status === 'live' ? [room, overview] : [overview, room]}
      <StyledSections>
        <ShowProducts event={event} />
        <ShowLooks event={event} />
        <DetailSection title="Carousel times">
          <StyledText>
            When each product is on screen in the replay, so viewers can shop what they see.
          </StyledText>
          <Link href={events.paths.carouselTimes(event._id)} linkComponent={RouterLink}>
            Edit the carousel times
          </Link>
        </DetailSection>
      </StyledSections>
    </>
  );
}

/**
 * event/event-detail/:event_id: the show's overview (status, countdown to the start, its
 * time in the zone it was entered in, stream and chat), its products and looks (each
 * opened in the event's context), the carousel times and the control room's entry, with
 * Edit and the lifecycle actions (schedule, cancel) in the header.
 */
export function EventDetailScreen() {
  const { event_id: eventId } = useParams();
  const valid = isId(eventId) && eventId !== undefined;
  const query = events.useDetail(valid ? eventId : undefined);
  if (!valid) return <MissingPage list={EVENTS_LIST} />;
  return (
    <ResourceDetailPage
      query={query}
      list={EVENTS_LIST}
      parents={[DASHBOARD_CRUMB, { label: EVENTS_LIST.title, path: EVENTS_LIST.path }]}
      title={(event) => event.title}
      status={(event) => event.status}
      actions={(event) => ({
        primaryAction: { label: 'Edit', href: events.paths.edit(event._id), icon: 'pencil' },
      })}
    >
      {(event) => <WithLifecycle event={event} />}
    </ResourceDetailPage>
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

export { EventDetailScreen as Screen };
