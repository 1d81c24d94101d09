import {
  DELETABLE_WEB_EVENT_STATUSES,
  WEB_EVENT_STATUS_LABELS,
  WEB_EVENT_STATUSES,
} from '@runway-live/domain/schemas';
import { routePath } from '@runway-live/domain/access';
import { webEventListQuerySchema } from '@runway-live/domain/api';
import { useMemo } from 'react';
import { useCanWrite } from '../../shared/useCanWrite';
import { useListUrlState } from '../../resources/listUrlState';
import { ListSelectFilter } from '../../resources/ListFilters';
import { ResourceListPage } from '../../resources/ResourceListPage';
import { DesignerFilter } from '../people';
import { webEventColumns } from './webEventColumns';
import { WEB_EVENTS_LIST, webEvents } from './webEventsApi';

/**
 * web-event/view-events: the web events (search on the title, status, designer for admin
 * and staff; sorted and paged, all in the URL), each opening its page with its embed code.
 */
export function WebEventsScreen() {
  const listState = useListUrlState(webEventListQuerySchema);
  const { state, update } = listState;
  const adminSide = useCanWrite();
  const list = webEvents.useList(listState.apiQuery);
  const remove = webEvents.useRemove();
  const columns = useMemo(
    () =>
      webEventColumns({
        detailPath: (webEvent) => webEvents.paths.detail(webEvent._id),
        showDesigner: adminSide,
      }),
    [adminSide],
  );
  return (
    <ResourceListPage
      title={WEB_EVENTS_LIST.title}
      description="Shows your brand plays on its own site, in the embeddable shoppable player."
      list={list}
      listState={listState}
      columns={columns}
      rowLabel={(webEvent) => webEvent.title}
      searchLabel="Search web events"
      searchPlaceholder="Web event title"
      noun={{ one: 'web event', many: 'web events' }}
      filtersActive={state.status !== undefined || state.designerId !== undefined}
      onClearFilters={() => update({ search: '', status: undefined, designerId: undefined })}
      filters={
        <>
          <ListSelectFilter
            label="Status"
            placeholder="All statuses"
            values={WEB_EVENT_STATUSES}
            labels={WEB_EVENT_STATUS_LABELS}
            value={state.status}
            onChange={(status) => update({ status })}
          />
          {adminSide ? (
            <DesignerFilter
              designerId={state.designerId}
              items={list.data?.items ?? []}
              placeholder="All designers"
              onChange={(designerId) => update({ designerId })}
            />
          ) : null}
        </>
      }
      write={{
        addHref: webEvents.paths.add,
        editHref: (webEvent) => webEvents.paths.edit(webEvent._id),
        remove,
        // A web event a site may show is ended first, not deleted (the server refuses it too).
        canRemove: (webEvent) => DELETABLE_WEB_EVENT_STATUSES.includes(webEvent.status),
        rowLinks: (webEvent) => [
          {
            label: 'Products',
            href: routePath('web-event/products/:event_id', { event_id: webEvent._id }),
            name: `Products of ${webEvent.title}`,
          },
        ],
      }}
    />
  );
}

export { WebEventsScreen as Screen };
