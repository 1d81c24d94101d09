import { zoneLabel } from '@runway-live/domain';
import { parseISO } from 'date-fns';
import { useState } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { media } from '../theme/media';
import { CalendarAgenda } from './CalendarAgenda';
import type { ItemLink } from './CalendarDays';
import { CalendarGrid } from './CalendarGrid';
import { CalendarItemLink } from './CalendarItemLink';
import { hoursOf, placeItems } from './calendarLayout';
import { calendarDays, calendarTitle, sameMonth, stepCalendar, todayIn } from './calendarRange';
import { CalendarToolbar } from './CalendarToolbar';
import { StyledCalendar, StyledNote, StyledZone } from './EventCalendar.styles';
import type { EventCalendarProps } from './EventCalendar.types';

/**
 * Scheduled shows on a month or a week: a table whose columns are weekdays, each day
 * listing its items as links, with the period's navigation and a month/week switch. Days
 * and times are read in one named zone, so a show at 23:30 in New York sits on its New
 * York day wherever the viewer is.
 */
export function EventCalendar({
  caption,
  items,
  view,
  date,
  timeZone,
  today,
  weekStartsOn = 1,
  onDateChange,
  onViewChange,
  getItemHref,
  linkComponent,
  maxPerDay = 3,
  loading = false,
  error,
  onRetry,
  emptyMessage = 'Nothing is scheduled in this period.',
  className,
}: EventCalendarProps) {
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const currentDay = today ?? todayIn(zone);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const days = calendarDays(view, date, weekStartsOn);
  const title = calendarTitle(view, date, weekStartsOn);
  const byDay = placeItems(items, zone);
  const shown = days.some((day) => (byDay.get(day)?.length ?? 0) > 0);

  const narrow = useMediaQuery(media.narrow);
  const agendaDays = days.filter(
    (day) => (view === 'week' || sameMonth(day, date)) && byDay.has(day),
  );
  const itemLink: ItemLink = (item, range) => (
    <CalendarItemLink
      item={item}
      range={range}
      href={getItemHref(item)}
      linkComponent={linkComponent}
    />
  );

  return (
    <StyledCalendar className={className} aria-label={caption}>
      <CalendarToolbar
        view={view}
        title={title}
        onPrevious={() => onDateChange(stepCalendar(view, date, -1, currentDay, weekStartsOn))}
        onToday={() => onDateChange(currentDay)}
        onNext={() => onDateChange(stepCalendar(view, date, 1, currentDay, weekStartsOn))}
        onViewChange={(next) => onViewChange(next, date)}
      />
      <StyledZone>Times in {zoneLabel(zone, parseISO(`${date}T12:00:00`))}</StyledZone>
      {error ? (
        <Alert tone="error">
          {error}{' '}
          {onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Retry
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {!error && !loading && !(narrow ? agendaDays.length > 0 : shown) ? (
        <StyledNote role="status">{emptyMessage}</StyledNote>
      ) : null}
      {narrow ? (
        <CalendarAgenda
          label={`${caption}, ${title}`}
          days={agendaDays}
          byDay={byDay}
          today={currentDay}
          loading={loading}
          itemLink={itemLink}
        />
      ) : (
        <CalendarGrid
          caption={caption}
          title={title}
          view={view}
          date={date}
          days={days}
          byDay={byDay}
          today={currentDay}
          hours={hoursOf(days.flatMap((day) => byDay.get(day) ?? []))}
          maxPerDay={maxPerDay}
          expanded={expanded}
          onExpand={(day) => setExpanded((current) => new Set([...current, day]))}
          loading={loading}
          itemLink={itemLink}
        />
      )}
    </StyledCalendar>
  );
}
