import { formatMoney } from '@runway-live/domain/display';
import {
  WEB_EVENT_STATUS_LABELS,
  WEB_EVENT_TRANSITIONS,
  type WebEventStatus,
} from '@runway-live/domain/schemas';
import { type ApiWebEvent } from '@runway-live/domain/api';
import { Link, StatusBadge, type PageAction } from '@runway-live/ui';
import { useParams } from 'react-router-dom';
import { failureMessage } from '../../api/ApiProvider';
import { RouterLink } from '../../shared/RouterLink';
import { useToast } from '../../shared/useToast';
import { uploadedImageSrc } from '../../api/uploads';
import {
  ControlRoom,
  ShowCarouselTimesSection,
  ShowDetailScreen,
  ShowFact,
  ShowItemsSection,
  ShowOverview,
  ShowSections,
  ShowSummary,
  useLiveSummary,
} from '../shows';
import { WebEventReportSection } from '../reports';
import { webEventGroups } from '../webEventGroups';
import { webProducts } from '../webProducts';
import { AllowedOriginsField } from './AllowedOriginsField';
import { EmbedCodeSection } from './EmbedCodeSection';
import { webEventKeys } from './webEventKeys';
import { WEB_EVENTS_LIST, webEvents } from './webEventsApi';

/**
 * The header's step from each status: Publish; going live and ending are the control room's
 * (its Go live asks and warns, as an event's does).
 */
const NEXT_STEP: Record<WebEventStatus, string> = {
  draft: 'Publish',
  published: '',
  live: '',
  ended: '',
};

/** The web event's overview: a show's, with its status, its group and its captions. */
function Overview({ webEvent }: { webEvent: ApiWebEvent }) {
  const group = webEventGroups.useDetail(webEvent.groupId ?? undefined).data;
  return (
    <ShowOverview
      show={webEvent}
      first={
        <ShowFact term="Status">
          <StatusBadge status={webEvent.status} label={WEB_EVENT_STATUS_LABELS[webEvent.status]} />
        </ShowFact>
      }
      afterWhen={
        <ShowFact term="Group">
          {webEvent.groupId ? (
            <Link href={webEventGroups.paths.edit(webEvent.groupId)} linkComponent={RouterLink}>
              {group?.name ?? 'Its group'}
            </Link>
          ) : (
            'None'
          )}
        </ShowFact>
      }
      afterVideo={<ShowFact term="Captions">{webEvent.captionsUrl || 'None'}</ShowFact>}
    />
  );
}

function Products({ webEvent }: { webEvent: ApiWebEvent }) {
  return (
    <ShowItemsSection
      show={webEvent}
      noun="products"
      title="Products in the web event"
      list={webProducts}
      filter={{ webEventId: webEvent._id }}
      empty={{
        title: 'No products in this web event yet',
        description: 'Add products here or pick them in its form.',
      }}
      row={(product) => ({
        image: product.images[0],
        icon: 'shirt',
        name: product.name,
        href: webEvents.paths.editProduct(webEvent._id, product._id),
        extra: <span>{formatMoney(product.price, product.currency)}</span>,
      })}
      all={webEvents.paths.products(webEvent._id)}
    >
      <p>
        <Link href={webEvents.paths.addProduct(webEvent._id)} linkComponent={RouterLink}>
          Add a product
        </Link>
      </p>
    </ShowItemsSection>
  );
}

/**
 * Whether a web event's lifecycle lets it go from a status, as its room reads it (published
 * is the room's scheduled; decision 0044), to live or ended.
 */
const canMove = (from: string, to: 'live' | 'ended') => {
  const status = (from === 'scheduled' ? 'published' : from) as WebEventStatus;
  return (WEB_EVENT_TRANSITIONS[status] ?? []).some((next) => next === to);
};

/**
 * The web event's control room, while it is published or live: the show's (the one control
 * room), with its web products to push; a web event has no looks.
 */
function WebEventControlRoom({ webEvent }: { webEvent: ApiWebEvent }) {
  const showProducts = webProducts.useAll({ webEventId: webEvent._id });
  return (
    <ControlRoom
      show={webEvent}
      canMove={canMove}
      showKeys={webEventKeys.all}
      products={(showProducts.data?.items ?? []).map((product) => ({
        id: product._id,
        name: product.name,
        imageUrl: product.images[0] ? uploadedImageSrc(product.images[0]) : null,
        // Viewers see active web products only (the live server leaves the rest out).
        draft: product.status !== 'active',
      }))}
    />
  );
}

/** What an ended web event's page keeps of its live show (decision 0044). */
function EndedWebEvent({ webEvent }: { webEvent: ApiWebEvent }) {
  return <ShowSummary summary={useLiveSummary(webEvent._id, webEventKeys.detail(webEvent._id))} />;
}

/**
 * The overview and, published or live, the control room: live, the room comes first. One
 * keyed list either way, so going live moves the room without reconnecting it.
 */
function WebEventHead({ webEvent }: { webEvent: ApiWebEvent }) {
  const open = webEvent.status === 'published' || webEvent.status === 'live';
  const room = open ? (
    <WebEventControlRoom key="room" webEvent={webEvent} />
  ) : webEvent.status === 'ended' ? (
    <EndedWebEvent key="room" webEvent={webEvent} />
  ) : null;
  const overview = <Overview key="overview" webEvent={webEvent} />;
  // Once on air (live or ended), the player's figures for the web event (issue 33).
  const aired = webEvent.status === 'live' || webEvent.status === 'ended';
  return (
    <>
      {webEvent.status === 'live' ? [room, overview] : [overview, room]}
      {aired ? <WebEventReportSection webEventId={webEvent._id} /> : null}
    </>
  );
}

/** The lifecycle's next step from a draft (Publish) as the header's action. */
function useNextStep(id: string) {
  const update = webEvents.useUpdate(id);
  const toast = useToast();
  return (webEvent: ApiWebEvent): PageAction[] => {
    const next = WEB_EVENT_TRANSITIONS[webEvent.status][0];
    if (!next || !NEXT_STEP[webEvent.status]) return [];
    return [
      {
        label: NEXT_STEP[webEvent.status],
        loading: update.isPending,
        onClick: () =>
          void update.mutateAsync({ status: next }).then(
            () => toast.success(`The web event is ${WEB_EVENT_STATUS_LABELS[next].toLowerCase()}`),
            (error: unknown) => toast.error(failureMessage(error)),
          ),
      },
    ];
  };
}

/**
 * web-event/event-detail/:event_id: a show's page (overview, products, each opened in its
 * context, carousel times) with the web event's own parts: its status, group and captions,
 * 'Add a product', its embed code (iframe, loader, preview) beside the sites allowed to
 * embed it, Publish in the header for a draft, and, published or live, the control room
 * (Go live and End, the chat, the pushed web products, the viewers; first while live).
 */
export function WebEventDetailScreen() {
  const { event_id: eventId } = useParams();
  const nextStep = useNextStep(eventId ?? '');
  return (
    <ShowDetailScreen resource={webEvents} list={WEB_EVENTS_LIST} secondaryActions={nextStep}>
      {(webEvent) => (
        <>
          <WebEventHead webEvent={webEvent} />
          <ShowSections>
            <Products webEvent={webEvent} />
            <ShowCarouselTimesSection
              href={webEvents.paths.carouselTimes(webEvent._id)}
              purpose="When each product is on screen in the replay: the player highlights it then, and viewers jump to it."
            />
          </ShowSections>
          <EmbedCodeSection
            id={webEvent._id}
            title={webEvent.title}
            types={['live', 'replay']}
            defaultType={webEvent.status === 'live' ? 'live' : 'replay'}
            notice={
              webEvent.status === 'draft'
                ? 'A draft is not shown by the player: publish the web event before you embed it.'
                : undefined
            }
            origins={<AllowedOriginsField key={webEvent.updatedAt} webEvent={webEvent} />}
          />
        </>
      )}
    </ShowDetailScreen>
  );
}

export { WebEventDetailScreen as Screen };
