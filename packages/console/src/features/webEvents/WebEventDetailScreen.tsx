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
import {
  ShowCarouselTimesSection,
  ShowDetailScreen,
  ShowFact,
  ShowItemsSection,
  ShowOverview,
  ShowSections,
} from '../shows';
import { webEventGroups } from '../webEventGroups';
import { webProducts } from '../webProducts';
import { AllowedOriginsField } from './AllowedOriginsField';
import { EmbedCodeSection } from './EmbedCodeSection';
import { WEB_EVENTS_LIST, webEvents } from './webEventsApi';

/** The lifecycle's one next step from each status, as its button says it. */
const NEXT_STEP: Record<WebEventStatus, string> = {
  draft: 'Publish',
  published: 'Go live',
  live: 'End',
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
      title="Products"
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

/** The lifecycle's next step (Publish, Go live, End) as the header's action. */
function useNextStep(id: string) {
  const update = webEvents.useUpdate(id);
  const toast = useToast();
  return (webEvent: ApiWebEvent): PageAction[] => {
    const next = WEB_EVENT_TRANSITIONS[webEvent.status][0];
    if (!next) return [];
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
 * embed it, and the lifecycle's next step (Publish, Go live, End) in the header.
 */
export function WebEventDetailScreen() {
  const { event_id: eventId } = useParams();
  const nextStep = useNextStep(eventId ?? '');
  return (
    <ShowDetailScreen resource={webEvents} list={WEB_EVENTS_LIST} secondaryActions={nextStep}>
      {(webEvent) => (
        <>
          <Overview webEvent={webEvent} />
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
