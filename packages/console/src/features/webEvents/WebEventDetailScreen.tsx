import {
  formatMoney,
  WEB_EVENT_STATUS_LABELS,
  WEB_EVENT_TRANSITIONS,
  type ApiWebEvent,
  type WebEventStatus,
} from '@runway-live/domain';
import { Link, StatusBadge, tokens, type PageAction } from '@runway-live/ui';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { failureMessage } from '../../api/ApiProvider';
import { uploadedImageSrc } from '../../api/uploads';
import { DASHBOARD_CRUMB } from '../../shared/Page';
import { RouterLink } from '../../shared/RouterLink';
import { useToast } from '../../shared/useToast';
import { DetailFacts } from '../../resources/DetailFacts';
import { MissingPage } from '../../resources/DetailGate';
import { DetailSection, RelatedList, ResourceDetailPage } from '../../resources/ResourceDetailPage';
import { Thumbnail } from '../../resources/Thumbnail';
import { durationText, startText } from '../events/eventText';
import { isId } from '../../resources/routePath';
import { webEventGroups } from '../webEventGroups/webEventGroupsApi';
import { webProducts } from '../webProducts/webProductsApi';
import { AllowedOriginsField } from './AllowedOriginsField';
import { EmbedCodeSection } from './EmbedCodeSection';
import { WEB_EVENTS_LIST, webEvents } from './webEventsApi';

const StyledSections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${tokens.space[5]};
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
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
  align-items: center;
`;

const StyledText = styled.p`
  margin: 0 0 ${tokens.space[3]};
  color: ${tokens.color.textMuted};
`;

/** How many of its products the page shows before 'All …'. */
const SHOWN = '8';

/** The lifecycle's one next step from each status, as its button says it. */
const NEXT_STEP: Record<WebEventStatus, string> = {
  draft: 'Publish',
  published: 'Go live',
  live: 'End',
  ended: '',
};

function Overview({ webEvent }: { webEvent: ApiWebEvent }) {
  const group = webEventGroups.useDetail(webEvent.groupId ?? undefined).data;
  return (
    <DetailSection title="Overview">
      {webEvent.coverImage ? (
        <StyledCover
          src={uploadedImageSrc(webEvent.coverImage)}
          alt={`Cover of ${webEvent.title}`}
        />
      ) : null}
      <DetailFacts>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={webEvent.status} label={WEB_EVENT_STATUS_LABELS[webEvent.status]} />
        </dd>
        <dt>Starts</dt>
        <dd>{startText(webEvent)}</dd>
        <dt>Duration</dt>
        <dd>{durationText(webEvent.durationMinutes)}</dd>
        <dt>Group</dt>
        <dd>
          {webEvent.groupId ? (
            <Link href={webEventGroups.paths.edit(webEvent.groupId)} linkComponent={RouterLink}>
              {group?.name ?? 'Its group'}
            </Link>
          ) : (
            'None'
          )}
        </dd>
        <dt>Stream</dt>
        <dd>{webEvent.streamUrl || 'Not set yet'}</dd>
        <dt>Replay</dt>
        <dd>{webEvent.replayUrl || 'Not set yet'}</dd>
        <dt>Captions</dt>
        <dd>{webEvent.captionsUrl || 'None'}</dd>
        <dt>Chat</dt>
        <dd>{webEvent.chatEnabled ? 'On' : 'Off'}</dd>
        {webEvent.description ? (
          <>
            <dt>Description</dt>
            <dd>{webEvent.description}</dd>
          </>
        ) : null}
      </DetailFacts>
    </DetailSection>
  );
}

function Products({ webEvent }: { webEvent: ApiWebEvent }) {
  const query = webProducts.useList({ webEventId: webEvent._id, limit: SHOWN });
  return (
    <DetailSection title="Products">
      <RelatedList
        query={query}
        label={`Products of ${webEvent.title}`}
        empty={{
          title: 'No products in this web event yet',
          description: 'Add products here or pick them in its form.',
        }}
        item={(product) => (
          <StyledRow>
            <Thumbnail image={product.images[0]} icon="shirt" />
            <Link
              href={webEvents.paths.editProduct(webEvent._id, product._id)}
              linkComponent={RouterLink}
            >
              {product.name}
            </Link>
            <span>{formatMoney(product.price, product.currency)}</span>
          </StyledRow>
        )}
        all={{
          href: webEvents.paths.products(webEvent._id),
          label: (total) => `All ${total} products`,
        }}
      />
      <p>
        <Link href={webEvents.paths.addProduct(webEvent._id)} linkComponent={RouterLink}>
          Add a product
        </Link>
      </p>
    </DetailSection>
  );
}

/**
 * web-event/event-detail/:event_id: the web event's overview, its products (each opened
 * in its context), its carousel times, and its embed code (iframe, loader, preview) beside
 * the sites allowed to embed it; Edit and the lifecycle's next step (Publish, Go live, End)
 * in the header.
 */
export function WebEventDetailScreen() {
  const { event_id: eventId } = useParams();
  const valid = isId(eventId) && eventId !== undefined;
  const query = webEvents.useDetail(valid ? eventId : undefined);
  const update = webEvents.useUpdate(eventId ?? '');
  const toast = useToast();
  if (!valid) return <MissingPage list={WEB_EVENTS_LIST} />;

  const step = (webEvent: ApiWebEvent): PageAction[] => {
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

  return (
    <ResourceDetailPage
      query={query}
      list={WEB_EVENTS_LIST}
      parents={[DASHBOARD_CRUMB, { label: WEB_EVENTS_LIST.title, path: WEB_EVENTS_LIST.path }]}
      title={(webEvent) => webEvent.title}
      status={(webEvent) => webEvent.status}
      actions={(webEvent) => ({
        primaryAction: { label: 'Edit', href: webEvents.paths.edit(webEvent._id), icon: 'pencil' },
        secondaryActions: step(webEvent),
      })}
    >
      {(webEvent) => (
        <>
          <Overview webEvent={webEvent} />
          <StyledSections>
            <Products webEvent={webEvent} />
            <DetailSection title="Carousel times">
              <StyledText>
                When each product is on screen in the replay: the player highlights it then, and
                viewers jump to it.
              </StyledText>
              <Link href={webEvents.paths.carouselTimes(webEvent._id)} linkComponent={RouterLink}>
                Edit the carousel times
              </Link>
            </DetailSection>
          </StyledSections>
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
    </ResourceDetailPage>
  );
}

export { WebEventDetailScreen as Screen };
