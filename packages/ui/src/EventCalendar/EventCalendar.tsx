import { TZDate } from '@date-fns/tz';
import { addMinutes, format, isValid, parseISO } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { zoneLabel } from '@runway-live/domain';
import { IconButton } from '../IconButton/IconButton';
import type { LinkComponent } from '../Link/linkComponent';
import { statusTone } from '../StatusBadge/StatusBadge';
import type { BadgeTone } from '../Badge/Badge';
import { tokens } from '../theme/tokens';
import {
  calendarDays,
  calendarTitle,
  dayNames,
  dayOfInstant,
  sameMonth,
  stepCalendar,
  todayIn,
  type CalendarView,
  type WeekStart,
} from './calendarRange';
import {
  StyledCalendar,
  StyledCaption,
  StyledDay,
  StyledDayNumber,
  StyledHead,
  StyledHidden,
  StyledItem,
  StyledItems,
  StyledItemTime,
  StyledItemTitle,
  StyledMore,
  StyledNav,
  StyledNote,
  StyledScroller,
  StyledTable,
  StyledTitle,
  StyledToolbar,
  StyledZone,
} from './EventCalendar.styles';

export type CalendarItem = {
  id: string;
  title: string;
  /** The start as a UTC instant, ISO 8601. */
  start: string;
  durationMinutes: number;
  /** The item's status ('scheduled', 'cancelled'…), shown by its dot and read out. */
  status: string;
  /** How the status reads ('Scheduled'); the status with a capital first letter by default. */
  statusLabel?: string;
};

export type EventCalendarProps = {
  /** Names the calendar for assistive tech ('Events'). */
  caption: string;
  items: readonly CalendarItem[];
  view: CalendarView;
  /** A day inside the period shown, 'yyyy-MM-dd'. */
  date: string;
  /** The zone days and times are read in (the viewer's); the browser's by default. */
  timeZone?: string;
  /** Today, 'yyyy-MM-dd'; today in the zone by default (stories fix it). */
  today?: string;
  weekStartsOn?: WeekStart;
  /** Another period: the day to show (a month or a week away, or today). */
  onDateChange: (date: string) => void;
  onViewChange: (view: CalendarView) => void;
  /** Where an item leads; the app's path (this package knows none). */
  getItemHref: (item: CalendarItem) => string;
  /** The app's router link; a plain `<a>` by default. */
  linkComponent?: LinkComponent;
  /** How many items a month's day shows before '+2 more'. */
  maxPerDay?: number;
  loading?: boolean;
  /** A failed load: the message and, with onRetry, a Retry button. */
  error?: string | null;
  onRetry?: () => void;
  /** Said when the period holds no item. */
  emptyMessage?: string;
  className?: string;
};

const DOT: Record<BadgeTone, string> = {
  neutral: tokens.color.borderStrong,
  accent: tokens.color.accent,
  success: tokens.color.success,
  warning: tokens.color.warning,
  danger: tokens.color.danger,
  info: tokens.color.info,
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

type Placed = CalendarItem & { startTime: string; endTime: string; instant: number };

/** Items by the day they start on in the zone, each day's in start order. */
function placeItems(items: readonly CalendarItem[], timeZone: string): Map<string, Placed[]> {
  const byDay = new Map<string, Placed[]>();
  for (const item of items) {
    const start = parseISO(item.start);
    const day = dayOfInstant(item.start, timeZone);
    if (!isValid(start) || !day) continue;
    const zoned = new TZDate(start.getTime(), timeZone);
    const placed: Placed = {
      ...item,
      instant: start.getTime(),
      startTime: format(zoned, 'HH:mm'),
      endTime: format(addMinutes(zoned, item.durationMinutes), 'HH:mm'),
    };
    byDay.set(day, [...(byDay.get(day) ?? []), placed]);
  }
  for (const list of byDay.values()) list.sort((a, b) => a.instant - b.instant);
  return byDay;
}

function chunk<T>(list: readonly T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let index = 0; index < list.length; index += size)
    rows.push(list.slice(index, index + size));
  return rows;
}

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
  const weeks = chunk(days, 7);
  const title = calendarTitle(view, date, weekStartsOn);
  const byDay = placeItems(items, zone);
  const shown = days.some((day) => (byDay.get(day)?.length ?? 0) > 0);
  const unit = view === 'month' ? 'month' : 'week';

  const renderItem = (item: Placed): ReactNode => (
    <li key={item.id}>
      <StyledItem
        as={linkComponent ?? 'a'}
        href={getItemHref(item)}
        $dot={DOT[statusTone(item.status)]}
        $cancelled={item.status.toLowerCase() === 'cancelled'}
      >
        <StyledItemTime dateTime={item.start}>
          {view === 'week' ? `${item.startTime}–${item.endTime}` : item.startTime}
        </StyledItemTime>
        <StyledItemTitle>{item.title}</StyledItemTitle>
        <StyledHidden>({item.statusLabel ?? capitalise(item.status)})</StyledHidden>
      </StyledItem>
    </li>
  );

  const renderDay = (day: string): ReactNode => {
    const list = byDay.get(day) ?? [];
    const open = view === 'week' || expanded.has(day);
    const visible = open ? list : list.slice(0, maxPerDay);
    const hidden = list.length - visible.length;
    const names = dayNames(day);
    const outside = view === 'month' && !sameMonth(day, date);
    const isToday = day === currentDay;
    return (
      <StyledDay
        key={day}
        aria-current={isToday ? 'date' : undefined}
        $outside={outside}
        $today={isToday}
        $week={view === 'week'}
      >
        {view === 'month' ? (
          <StyledDayNumber $outside={outside} $today={isToday}>
            <time dateTime={day}>
              <span aria-hidden="true">{names.number}</span>
              <StyledHidden>{names.long}</StyledHidden>
            </time>
          </StyledDayNumber>
        ) : null}
        {visible.length > 0 ? <StyledItems>{visible.map(renderItem)}</StyledItems> : null}
        {hidden > 0 ? (
          <StyledMore
            type="button"
            aria-expanded={false}
            onClick={() => setExpanded((current) => new Set([...current, day]))}
          >
            +{hidden} more
            <StyledHidden> on {names.long}</StyledHidden>
          </StyledMore>
        ) : null}
      </StyledDay>
    );
  };

  return (
    <StyledCalendar className={className} aria-label={caption}>
      <StyledToolbar>
        <StyledNav>
          <IconButton
            label={`Previous ${unit}`}
            icon={<ChevronLeft aria-hidden="true" />}
            variant="secondary"
            size="sm"
            onClick={() => onDateChange(stepCalendar(view, date, -1))}
          />
          <Button variant="secondary" size="sm" onClick={() => onDateChange(currentDay)}>
            Today
          </Button>
          <IconButton
            label={`Next ${unit}`}
            icon={<ChevronRight aria-hidden="true" />}
            variant="secondary"
            size="sm"
            onClick={() => onDateChange(stepCalendar(view, date, 1))}
          />
        </StyledNav>
        <StyledTitle aria-live="polite">{title}</StyledTitle>
        <StyledNav role="group" aria-label="Calendar view">
          <Button
            variant={view === 'month' ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={view === 'month'}
            onClick={() => onViewChange('month')}
          >
            Month
          </Button>
          <Button
            variant={view === 'week' ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={view === 'week'}
            onClick={() => onViewChange('week')}
          >
            Week
          </Button>
        </StyledNav>
      </StyledToolbar>
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
      {!error && !loading && !shown ? <StyledNote role="status">{emptyMessage}</StyledNote> : null}
      <StyledScroller role="region" aria-label={`${caption}, ${title}`} tabIndex={0}>
        <StyledTable aria-busy={loading || undefined}>
          <StyledCaption>
            {caption}, {title}
          </StyledCaption>
          <thead>
            <tr>
              {(weeks[0] ?? []).map((day) => {
                const names = dayNames(day);
                return (
                  <StyledHead key={day} scope="col" abbr={names.long.split(' ')[0]}>
                    {view === 'week' ? `${names.short} ${names.number}` : names.short}
                  </StyledHead>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]}>{week.map(renderDay)}</tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledScroller>
    </StyledCalendar>
  );
}
