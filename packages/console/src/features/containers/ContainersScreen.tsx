import { containerListQuerySchema, type ContainerListFilter } from '@runway-live/domain/api';
import { CONTAINER_STATUSES } from '@runway-live/domain/schemas';
import { ButtonLink, DateInput } from '@runway-live/ui';
import { RouterLink } from '../../shared/RouterLink';
import { useCanWrite } from '../../shared/useCanWrite';
import { useListUrlState } from '../../resources/listUrlState';
import { ListFilter } from '../../resources/ListFilters';
import { ResourceListPage, ROW_ACTION_STYLE } from '../../resources/ResourceListPage';
import { CONTAINER_STATUS_LABELS, containerColumns } from './containerColumns';
import { containers } from './containersApi';

// A date filter is as wide as its date, beside the search.
const STATUS_CHIPS = CONTAINER_STATUSES.map((status) => ({
  value: status,
  label: CONTAINER_STATUS_LABELS[status],
}));

const COLUMNS = containerColumns(containers.paths.detail);

/**
 * The Fashion Weeks (container/view-containers): title, city, dates and status; search,
 * a date range and (for admin and staff, who see every status) status chips, all in the
 * URL. Admin and staff add, edit and delete; designers see the published weeks, read-only.
 */
export function ContainersScreen() {
  const listState = useListUrlState(containerListQuerySchema);
  const { state, update } = listState;
  const list = containers.useList(listState.apiQuery);
  const remove = containers.useRemove();
  const adminSide = useCanWrite();
  const filtersActive =
    state.status !== undefined || state.from !== undefined || state.to !== undefined;
  return (
    <ResourceListPage
      title="Fashion Weeks"
      description={
        adminSide
          ? 'Weeks of shows in one city. Designers see the published ones.'
          : 'Weeks of shows in one city, each with its events.'
      }
      list={list}
      listState={listState}
      columns={COLUMNS}
      rowLabel={(week) => week.title}
      searchLabel="Search Fashion Weeks"
      searchPlaceholder="Title or city"
      noun={{ one: 'Fashion Week', many: 'Fashion Weeks' }}
      empty={
        adminSide
          ? undefined
          : { description: 'Fashion Weeks appear here once they are published.' }
      }
      filtersActive={filtersActive}
      onClearFilters={() =>
        update({ search: '', status: undefined, from: undefined, to: undefined })
      }
      filters={
        <>
          <ListFilter>
            <DateInput
              label="From"
              value={state.from ?? ''}
              max={state.to}
              onChange={(event) => update({ from: event.target.value || undefined })}
            />
          </ListFilter>
          <ListFilter>
            <DateInput
              label="To"
              value={state.to ?? ''}
              min={state.from}
              onChange={(event) => update({ to: event.target.value || undefined })}
            />
          </ListFilter>
        </>
      }
      statuses={
        adminSide
          ? {
              statuses: STATUS_CHIPS,
              selectedStatuses: state.status ? [state.status] : [],
              // The API filters by one status: the chip just pressed replaces the previous one.
              onStatusesChange: (next) =>
                update({
                  status: next.find((status) => status !== state.status) as
                    ContainerListFilter['status'] | undefined,
                }),
            }
          : undefined
      }
      write={
        adminSide
          ? {
              addHref: containers.paths.add,
              editHref: (week) => containers.paths.edit(week._id),
              remove,
              rowLinks: (week) => [
                {
                  label: 'Events',
                  href: containers.paths.events(week._id),
                  name: `Events of ${week.title}`,
                },
              ],
            }
          : undefined
      }
      rowActions={adminSide ? undefined : (week) => <EventsLink id={week._id} title={week.title} />}
    />
  );
}

/** A designer's way to a week's events (their own in it). */
function EventsLink({ id, title }: { id: string; title: string }) {
  return (
    <ButtonLink
      {...ROW_ACTION_STYLE}
      href={containers.paths.events(id)}
      linkComponent={RouterLink}
      aria-label={`Events of ${title}`}
    >
      Events
    </ButtonLink>
  );
}

export { ContainersScreen as Screen };
