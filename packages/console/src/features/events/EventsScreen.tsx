import {
  DELETABLE_EVENT_STATUSES,
  EVENT_STATUSES,
  EVENT_STATUS_LABELS,
} from '@runway-live/domain/schemas';
import { eventListQuerySchema } from '@runway-live/domain/api';
import {
  Alert,
  browserTimeZone,
  calendarRange,
  CollapsibleFilters,
  DateInput,
  EventCalendar,
  instantToWallTime,
  Select,
  shiftCalendarDay,
  todayIn,
  tokens,
  wallTimeToInstant,
  type CalendarView,
} from '@runway-live/ui';
import { useMemo, type ReactNode } from 'react';
import { styled } from 'styled-components';
import * as z from 'zod';
import { failureMessage } from '../../api/ApiProvider';
import { showsInPlace } from '../../api/failurePolicy';
import { RouterLink } from '../../shared/RouterLink';
import { DASHBOARD_CRUMB, Page } from '../../shared/Page';
import { useCanWrite } from '../../shared/useCanWrite';
import { useListUrlState } from '../../resources/listUrlState';
import { ListFilter, ListSelectFilter } from '../../resources/ListFilters';
import { ResourceListPage } from '../../resources/ResourceListPage';
import { containers } from '../containers';
import { DesignerFilter } from '../people';
import { eventColumns } from './eventColumns';
import { events, useEventCalendar } from './eventsApi';
import { useQuickStatus } from './useQuickStatus';

const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
  align-items: flex-end;
`;

const VIEWS = ['list', 'month', 'week'] as const;
type EventsView = (typeof VIEWS)[number];

/**
 * The events page's URL: the list's query (status, from/to, designer, container, search,
 * sort, page) and the page's own view ('list', 'month' or 'week') and the calendar's day.
 */
export const eventsPageSchema = eventListQuerySchema.extend({
  view: z.enum(VIEWS).default('list'),
  date: z.iso.date().optional(),
});

const PAGE_KEYS = ['view', 'date'] as const;

const DESCRIPTION = 'Your live shows: plan them, schedule them and open their control room.';

/**
 * event/view-events: the shows as a list (search, status, date range, designer for admin
 * and staff, container; sorted and paged) or as a month or week calendar of their starts,
 * in the viewer's time zone. The view, the calendar's day and the filters are in the URL.
 */
export function EventsScreen() {
  const listState = useListUrlState(eventsPageSchema, { pageKeys: PAGE_KEYS });
  const { state, update } = listState;
  const view: EventsView = state.view;
  const adminSide = useCanWrite();
  const zone = browserTimeZone();
  // The Fashion Weeks to filter by (reference data: every one, by title).
  const weeks = containers.useAll({ sort: 'startDate:desc' });
  const weekOptions = (weeks.data?.items ?? []).map((week) => ({
    value: week._id,
    label: week.title,
  }));

  const statusFilter = (
    <ListSelectFilter
      label="Status"
      placeholder="All statuses"
      values={EVENT_STATUSES}
      labels={EVENT_STATUS_LABELS}
      value={state.status}
      onChange={(status) => update({ status })}
    />
  );
  const designerFilter = (items: readonly { designerId: string; designerBrand?: string }[]) =>
    adminSide ? (
      <DesignerFilter
        designerId={state.designerId}
        items={items}
        placeholder="All designers"
        onChange={(designerId) => update({ designerId })}
      />
    ) : null;
  const containerFilter = (
    <ListFilter>
      <Select
        label="Fashion Week"
        placeholder="All Fashion Weeks"
        options={weekOptions}
        value={state.containerId ?? ''}
        onChange={(event) => update({ containerId: event.target.value || undefined })}
      />
    </ListFilter>
  );

  const switchTo = (next: EventsView) => ({
    label: next === 'list' ? 'List' : 'Calendar',
    icon: next === 'list' ? ('layers' as const) : ('calendar' as const),
    onClick: () => update({ view: next }),
  });

  if (view !== 'list') {
    return (
      <EventsCalendar
        view={view}
        date={state.date ?? todayIn(zone)}
        zone={zone}
        filters={{
          status: state.status,
          designerId: state.designerId,
          containerId: state.containerId,
        }}
        onDateChange={(date) => update({ date })}
        onViewChange={(next, date) => update({ view: next, date })}
        switchAction={switchTo('list')}
        renderFilters={(items) => (
          <StyledFilters>
            <CollapsibleFilters
              activeCount={
                [state.status, state.containerId, state.designerId].filter(Boolean).length
              }
            >
              {statusFilter}
              {containerFilter}
              {designerFilter(items)}
            </CollapsibleFilters>
          </StyledFilters>
        )}
      />
    );
  }
  return (
    <EventsList
      listState={listState}
      zone={zone}
      adminSide={adminSide}
      switchAction={switchTo('month')}
      filters={(items) => (
        // On a phone the filters fold behind one button, the search stays in sight.
        <CollapsibleFilters
          activeCount={
            [state.status, state.from, state.to, state.containerId, state.designerId].filter(
              Boolean,
            ).length
          }
        >
          {statusFilter}
          <ListFilter>
            <DateInput
              label="From"
              value={state.from ? (instantToWallTime(state.from, zone)?.date ?? '') : ''}
              onChange={(event) =>
                update({
                  from:
                    wallTimeToInstant({ date: event.target.value, time: '00:00' }, zone) ??
                    undefined,
                })
              }
            />
          </ListFilter>
          <ListFilter>
            <DateInput
              label="To"
              value={
                state.to ? shiftCalendarDay(instantToWallTime(state.to, zone)?.date ?? '', -1) : ''
              }
              onChange={(event) => {
                // The day itself is included: the range ends at the next midnight.
                const day = event.target.value;
                update({
                  to: day
                    ? (wallTimeToInstant({ date: shiftCalendarDay(day, 1), time: '00:00' }, zone) ??
                      undefined)
                    : undefined,
                });
              }}
            />
          </ListFilter>
          {containerFilter}
          {designerFilter(items)}
        </CollapsibleFilters>
      )}
    />
  );
}

type ListProps = {
  listState: ReturnType<typeof useListUrlState<z.output<typeof eventsPageSchema>>>;
  zone: string;
  adminSide: boolean;
  switchAction: { label: string; onClick: () => void; icon: 'layers' | 'calendar' };
  filters: (items: readonly { designerId: string; designerBrand?: string }[]) => ReactNode;
};

function EventsList({ listState, adminSide, switchAction, filters }: ListProps) {
  const { state, update } = listState;
  const list = events.useList(listState.apiQuery);
  const remove = events.useRemove();
  const quickStatus = useQuickStatus();
  const columns = useMemo(
    () =>
      eventColumns({
        detailPath: (event) => events.paths.detail(event._id),
        showDesigner: adminSide,
      }),
    [adminSide],
  );
  const filtersActive =
    state.status !== undefined ||
    state.designerId !== undefined ||
    state.containerId !== undefined ||
    state.from !== undefined ||
    state.to !== undefined;
  return (
    <ResourceListPage
      title="Events"
      description={DESCRIPTION}
      list={list}
      listState={listState}
      columns={columns}
      rowLabel={(event) => event.title}
      searchLabel="Search events"
      searchPlaceholder="Event title"
      noun={{ one: 'event', many: 'events' }}
      secondaryActions={[switchAction]}
      filtersActive={filtersActive}
      onClearFilters={() =>
        update({
          search: '',
          status: undefined,
          designerId: undefined,
          containerId: undefined,
          from: undefined,
          to: undefined,
        })
      }
      filters={filters(list.data?.items ?? [])}
      rowActions={quickStatus.rowAction}
      write={{
        addHref: events.paths.add,
        editHref: (event) => events.paths.edit(event._id),
        remove,
        // An announced show is cancelled, not deleted (the server refuses it too).
        canRemove: (event) => DELETABLE_EVENT_STATUSES.includes(event.status),
      }}
    >
      {quickStatus.element}
    </ResourceListPage>
  );
}

type CalendarProps = {
  view: CalendarView;
  date: string;
  zone: string;
  filters: { status?: string; designerId?: string; containerId?: string };
  onDateChange: (date: string) => void;
  onViewChange: (view: CalendarView, date: string) => void;
  switchAction: { label: string; onClick: () => void; icon: 'layers' | 'calendar' };
  renderFilters: (items: readonly { designerId: string; designerBrand?: string }[]) => ReactNode;
};

function EventsCalendar({
  view,
  date,
  zone,
  filters,
  onDateChange,
  onViewChange,
  switchAction,
  renderFilters,
}: CalendarProps) {
  const range = calendarRange(view, date, zone);
  const query: Record<string, string> = { from: range.from, to: range.to };
  for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
  const calendar = useEventCalendar(query);
  const items = calendar.data?.items ?? [];
  return (
    <Page
      title="Events"
      description={DESCRIPTION}
      parents={[DASHBOARD_CRUMB]}
      primaryAction={{ label: 'Add event', href: events.paths.add, icon: 'plus' }}
      secondaryActions={[switchAction]}
    >
      {renderFilters(items)}
      {calendar.data && calendar.data.total > items.length ? (
        <Alert tone="error">
          {`Showing the first ${items.length} of ${calendar.data.total} events: narrow the filters to see the rest.`}
        </Alert>
      ) : null}
      <EventCalendar
        caption="Events"
        items={items.map((event) => ({
          id: event._id,
          title: event.title,
          start: event.scheduledAt,
          durationMinutes: event.durationMinutes,
          status: event.status,
          statusLabel: EVENT_STATUS_LABELS[event.status],
        }))}
        view={view}
        date={date}
        timeZone={zone}
        onDateChange={onDateChange}
        onViewChange={onViewChange}
        getItemHref={(item) => events.paths.detail(item.id)}
        linkComponent={RouterLink}
        loading={calendar.isPending}
        error={
          calendar.isError && showsInPlace(calendar.error) ? failureMessage(calendar.error) : null
        }
        onRetry={() => void calendar.refetch()}
      />
    </Page>
  );
}

export { EventsScreen as Screen };
