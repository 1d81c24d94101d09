import type { ApiContainer } from '@runway-live/domain/api';
import { Link, Tabs, tokens } from '@runway-live/ui';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { uploadedImageSrc } from '../../api/uploads';
import { RouterLink } from '../../shared/RouterLink';
import { useCanWrite } from '../../shared/useCanWrite';
import { routePath } from '../../resources/routePath';
import { DetailSection, RelatedList, ResourceDetailPage } from '../../resources/ResourceDetailPage';
import { ContainerStatusBadge, ShowWhen } from './containerColumns';
import { dateRangeText } from './containerDates';
import {
  CONTAINERS_LIST,
  SHOW_KINDS,
  containers,
  useContainerShows,
  type ShowKind,
} from './containersApi';
import { DetailFacts } from '../../resources/DetailFacts';

/** The shows a tab lists before its link to all of them. */
const TAB_LIMIT = 5;

// The cover beside the facts where there is room, above them on a phone.
const StyledOverview = styled.div<{ $withCover: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[4]};

  @media (min-width: 40rem) {
    grid-template-columns: ${({ $withCover }) =>
      $withCover ? '10rem minmax(0, 1fr)' : 'minmax(0, 1fr)'};
    align-items: start;
  }
`;

const StyledCover = styled.img`
  width: 10rem;
  max-width: 100%;
  aspect-ratio: 1;
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  object-fit: cover;
`;

const StyledDescription = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const StyledShow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]} ${tokens.space[4]};
  align-items: center;
  justify-content: space-between;
`;

/**
 * One Fashion Week (container/container-detail/:containerId): its dates, city, status,
 * cover and description, then its events and web events in tabs, each with its first
 * shows and a link to its whole list. Admin and staff edit it; everyone adds an event to
 * it (the events' form, in the week's context).
 */
export function ContainerDetailScreen() {
  const { containerId } = useParams();
  const canWrite = useCanWrite();
  return (
    <ResourceDetailPage
      query={containers.useDetail(containerId)}
      list={CONTAINERS_LIST}
      title={(week) => week.title}
      actions={(week) => ({
        primaryAction: canWrite
          ? { label: 'Edit', href: containers.paths.edit(week._id), icon: 'pencil' }
          : { label: 'Add event', href: containers.paths.addEvent(week._id), icon: 'plus' },
        secondaryActions: canWrite
          ? [{ label: 'Add event', href: containers.paths.addEvent(week._id), icon: 'plus' }]
          : [],
      })}
    >
      {(week) => (
        <>
          <DetailSection title="Overview">
            <StyledOverview $withCover={week.coverImage !== ''}>
              {week.coverImage ? (
                <StyledCover
                  src={uploadedImageSrc(week.coverImage)}
                  alt={`Cover of ${week.title}`}
                />
              ) : null}
              <DetailFacts>
                <dt>Dates</dt>
                <dd>{dateRangeText(week)}</dd>
                <dt>City</dt>
                <dd>{week.city}</dd>
                <dt>Status</dt>
                <dd>
                  <ContainerStatusBadge status={week.status} />
                </dd>
              </DetailFacts>
            </StyledOverview>
            {week.description ? <StyledDescription>{week.description}</StyledDescription> : null}
          </DetailSection>
          <DetailSection title="Shows">
            <Tabs
              label={`Shows of ${week.title}`}
              items={(['events', 'webEvents'] as const).map((kind) => ({
                id: kind,
                label: SHOW_KINDS[kind].title,
                content: <ShowsTab week={week} kind={kind} />,
              }))}
            />
          </DetailSection>
        </>
      )}
    </ResourceDetailPage>
  );
}

function ShowsTab({ week, kind }: { week: ApiContainer; kind: ShowKind }) {
  const names = SHOW_KINDS[kind];
  const list = useContainerShows(week._id, kind, { limit: String(TAB_LIMIT) });
  const allPath =
    kind === 'events' ? containers.paths.events(week._id) : containers.paths.webEvents(week._id);
  return (
    <RelatedList
      query={list}
      label={`${names.title} of ${week.title}`}
      item={(show) => (
        <StyledShow>
          {kind === 'events' ? (
            <Link
              href={routePath('event/event-detail/:event_id', { event_id: show._id })}
              linkComponent={RouterLink}
            >
              {show.title}
            </Link>
          ) : (
            <span>{show.title}</span>
          )}
          <ShowWhen show={show} week={week} />
        </StyledShow>
      )}
      empty={{
        title: `No ${names.many} yet`,
        description:
          kind === 'events'
            ? 'Events added to this Fashion Week appear here.'
            : 'Web events appear here once the web plugin adds them to this Fashion Week.',
      }}
      all={{ href: allPath, label: (total) => `All ${total} ${names.many}` }}
    />
  );
}

export { ContainerDetailScreen as Screen };
