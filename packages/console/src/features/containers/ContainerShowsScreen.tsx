import {
  containerShowListQuerySchema,
  type ApiContainer,
  type ApiContainerShow,
} from '@runway-live/domain/api';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { DASHBOARD_CRUMB } from '../../shared/Page';
import { useCanWrite } from '../../shared/useCanWrite';
import { DetailGate } from '../../resources/DetailGate';
import { useListUrlState } from '../../resources/listUrlState';
import { ResourceListPage } from '../../resources/ResourceListPage';
import { routePath } from '../../resources/routePath';
import { showColumns } from './containerColumns';
import {
  CONTAINERS_LIST,
  SHOW_KINDS,
  containers,
  useContainerShows,
  type ShowKind,
} from './containersApi';

const eventPath = (show: ApiContainerShow) =>
  routePath('event/event-detail/:event_id', { event_id: show._id });
const webEventPath = (show: ApiContainerShow) =>
  routePath('web-event/event-detail/:event_id', { event_id: show._id });

/**
 * A Fashion Week's events (container/events/:containerId) or web events
 * (container/web-events/:containerId): title, designer (admin and staff), start with a
 * warning when it falls outside the week's dates, status; search and sort in the URL. A
 * designer sees their own shows in the week. Events can be added from here (the events'
 * form in the week's context).
 */
export function ContainerShowsScreen({ kind }: { kind: ShowKind }) {
  const { containerId } = useParams();
  const week = containers.useDetail(containerId);
  return (
    <DetailGate query={week} list={CONTAINERS_LIST}>
      {(loaded) => <ShowsList week={loaded} kind={kind} />}
    </DetailGate>
  );
}

function ShowsList({ week, kind }: { week: ApiContainer; kind: ShowKind }) {
  const names = SHOW_KINDS[kind];
  const listState = useListUrlState(containerShowListQuerySchema);
  const list = useContainerShows(week._id, kind, listState.apiQuery);
  const adminSide = useCanWrite();
  const columns = useMemo(
    () =>
      showColumns({
        week,
        showPath: kind === 'events' ? eventPath : webEventPath,
        showDesigner: adminSide,
      }),
    [week, kind, adminSide],
  );
  const addEvent =
    kind === 'events'
      ? { label: 'Add event', href: containers.paths.addEvent(week._id), icon: 'plus' as const }
      : {
          label: 'Add web event',
          href: routePath('container/web-event/add-event/:containerId', {
            containerId: week._id,
          }),
          icon: 'plus' as const,
        };
  return (
    <ResourceListPage
      title={`${names.title} of ${week.title}`}
      parents={[
        DASHBOARD_CRUMB,
        { label: CONTAINERS_LIST.title, path: CONTAINERS_LIST.path },
        { label: week.title, path: containers.paths.detail(week._id) },
      ]}
      primaryAction={addEvent}
      list={list}
      listState={listState}
      columns={columns}
      rowLabel={(show) => show.title}
      searchLabel={`Search ${names.many}`}
      searchPlaceholder="Title"
      noun={{ one: names.one, many: names.many }}
      empty={
        kind === 'events'
          ? { description: 'Events added to this Fashion Week appear here.' }
          : { description: 'Web events added to this Fashion Week appear here.' }
      }
    />
  );
}

/** container/events/:containerId */
export function ContainerEventsScreen() {
  return <ContainerShowsScreen kind="events" />;
}

/** container/web-events/:containerId */
export function ContainerWebEventsScreen() {
  return <ContainerShowsScreen kind="webEvents" />;
}
