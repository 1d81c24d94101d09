import { lookListQuerySchema } from '@runway-live/domain/api';
import { LOOK_STATUSES } from '@runway-live/domain/schemas';
import { useMemo } from 'react';
import { useCanWrite } from '../../shared/useCanWrite';
import { DesignerFilter } from '../people';
import { useListUrlState } from '../../resources/listUrlState';
import { ListSelectFilter } from '../../resources/ListFilters';
import { ResourceListPage } from '../../resources/ResourceListPage';
import { lookColumns, LOOK_STATUS_LABELS } from './lookColumns';
import { MissingPage } from '../../resources/DetailGate';
import { LOOKS_LIST, useLookContext, type LookContext } from './lookContext';
import { looks } from './looksApi';

/**
 * The looks (look/view-looks), or an event's looks (event/view-looks/:event_id,
 * event-detail/view-looks/:event_id): cover, name, product count, status, and for admin
 * and staff the designer; search, filters and sort in the URL. Designers see their own.
 */
export function LooksScreen() {
  const context = useLookContext();
  return context ? <LooksList context={context} /> : <MissingPage list={LOOKS_LIST} />;
}

function LooksList({ context }: { context: LookContext }) {
  const listState = useListUrlState(lookListQuerySchema);
  const { state, update } = listState;
  const query = context.eventId
    ? { ...listState.apiQuery, eventId: context.eventId }
    : listState.apiQuery;
  const list = looks.useList(query);
  const remove = looks.useRemove();
  const adminSide = useCanWrite();

  const columns = useMemo(
    () => lookColumns({ editPath: (look) => context.editPath(look._id), showDesigner: adminSide }),
    [adminSide, context],
  );
  const filtersActive = state.status !== undefined || state.designerId !== undefined;
  return (
    <ResourceListPage
      title="Looks"
      description="Outfits put together from your products, shown together in a show."
      parents={context.trail.slice(0, -1)}
      list={list}
      listState={listState}
      columns={columns}
      rowLabel={(look) => look.name}
      searchLabel="Search looks"
      searchPlaceholder="Look name"
      noun={{ one: 'look', many: 'looks' }}
      filtersActive={filtersActive}
      onClearFilters={() => update({ search: '', status: undefined, designerId: undefined })}
      filters={
        <>
          <ListSelectFilter
            label="Status"
            placeholder="All statuses"
            values={LOOK_STATUSES}
            labels={LOOK_STATUS_LABELS}
            value={state.status}
            onChange={(status) => update({ status })}
          />
          {adminSide ? (
            <DesignerFilter
              designerId={state.designerId}
              items={list.data?.items}
              placeholder="All designers"
              onChange={(designerId) => update({ designerId })}
            />
          ) : null}
        </>
      }
      write={{
        addHref: context.addPath,
        editHref: (look) => context.editPath(look._id),
        remove,
        rowLinks: (look) => [
          {
            label: 'Products',
            href: context.productsPath(look._id),
            name: `Products of ${look.name}`,
          },
        ],
      }}
    />
  );
}

export { LooksScreen as Screen };
