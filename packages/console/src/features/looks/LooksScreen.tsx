import { lookListQuerySchema } from '@runway-live/domain/api';
import { LOOK_STATUSES, type LookStatus } from '@runway-live/domain/schemas';
import { Select } from '@runway-live/ui';
import { useMemo } from 'react';
import { styled } from 'styled-components';
import { useCanWrite } from '../../shared/useCanWrite';
import { DesignerFilter } from '../people';
import { useListUrlState } from '../../resources/listUrlState';
import { ResourceListPage } from '../../resources/ResourceListPage';
import { lookColumns, LOOK_STATUS_LABELS } from './lookColumns';
import { MissingPage } from '../../resources/DetailGate';
import { LOOKS_LIST, useLookContext, type LookContext } from './lookContext';
import { looks } from './looksApi';

// A filter is as wide as its choices, beside the search, not the whole row.
const StyledFilter = styled.div`
  width: min(100%, 14rem);
`;

const STATUS_OPTIONS = LOOK_STATUSES.map((status) => ({
  value: status,
  label: LOOK_STATUS_LABELS[status],
}));

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
          <StyledFilter>
            <Select
              label="Status"
              placeholder="All statuses"
              options={STATUS_OPTIONS}
              value={state.status ?? ''}
              onChange={(event) =>
                update({ status: (event.target.value || undefined) as LookStatus | undefined })
              }
            />
          </StyledFilter>
          {adminSide ? (
            <StyledFilter>
              <DesignerFilter
                designerId={state.designerId}
                items={list.data?.items}
                placeholder="All designers"
                onChange={(designerId) => update({ designerId })}
              />
            </StyledFilter>
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
