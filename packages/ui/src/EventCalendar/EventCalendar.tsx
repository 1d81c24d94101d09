import { TZDate } from '@date-fns/tz';
import { zoneLabel } from '@runway-live/domain';
import { addMinutes, format, isValid, parseISO } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import type { LinkComponent } from '../Link/linkComponent';
import { statusTone } from '../StatusBadge/StatusBadge';
import type { BadgeTone } from '../Badge/Badge';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { media } from '../theme/media';
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
  StyledAgenda,
  StyledAgendaDay,
  StyledAgendaDayName,
  StyledCalendar,
  StyledCaption,
  StyledDay,
  StyledDayNumber,
  StyledGridItem,
  StyledHead,
  StyledHour,
  StyledHours,
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
  StyledTimeColumn,
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
  /**
   * Another view, with the day it opens on: the day in view. A month reached by the arrows
   * is held by its first week's day (or today's), so a week opened from it follows it.
   */
  onViewChange: (view: CalendarView, date: string) => void;
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

type Placed = CalendarItem & {
  startTime: string;
  endTime: string;
  instant: number;
  /** Minutes after its day's midnight: where a week's time grid places it. */
  startMinute: number;
  endMinute: number;
};

/** Items by the day they start on in the zone, each day's in start order. */
function placeItems(items: readonly CalendarItem[], timeZone: string): Map<string, Placed[]> {
  const byDay = new Map<string, Placed[]>();
  for (const item of items) {
    const start = parseISO(item.start);
    const day = dayOfInstant(item.start, timeZone);
    if (!isValid(start) || !day) continue;
    const zoned = new TZDate(start.getTime(), timeZone);
    const startMinute = zoned.getHours() * 60 + zoned.getMinutes();
    const placed: Placed = {
      ...item,
      instant: start.getTime(),
      startTime: format(zoned, 'HH:mm'),
      endTime: format(addMinutes(zoned, item.durationMinutes), 'HH:mm'),
      startMinute,
      // A show past midnight is drawn to the end of its day.
      endMinute: Math.min(DAY_MINUTES, startMinute + Math.max(item.durationMinutes, 0)),
    };
    byDay.set(day, [...(byDay.get(day) ?? []), placed]);
  }
  for (const list of byDay.values()) list.sort((a, b) => a.instant - b.instant);
  return byDay;
}

const DAY_MINUTES = 24 * 60;
/** The hours a week's time grid shows at least; earlier or later shows widen it. */
const DAY_HOURS = { from: 8, to: 22 } as const;

/** The hours a week's grid spans: the working day, widened to every show of the week. */
function hoursOf(placed: readonly Placed[]): { from: number; to: number } {
  let from: number = DAY_HOURS.from;
  let to: number = DAY_HOURS.to;
  for (const item of placed) {
    from = Math.min(from, Math.floor(item.startMinute / 60));
    to = Math.max(to, Math.ceil(Math.max(item.endMinute, item.startMinute + 30) / 60));
  }
  return { from, to: Math.min(24, to) };
}

/**
 * Side by side where shows overlap: each show's lane and how many lanes its day needs.
 * Greedy: a show takes the first lane free at its start.
 */
function lanesOf(list: readonly Placed[]): Map<string, { lane: number; lanes: number }> {
  const ends: number[] = [];
  const lane = new Map<string, number>();
  for (const item of list) {
    const free = ends.findIndex((end) => end <= item.startMinute);
    const at = free === -1 ? ends.length : free;
    ends[at] = Math.max(item.endMinute, item.startMinute + 15);
    lane.set(item.id, at);
  }
  return new Map(list.map((item) => [item.id, { lane: lane.get(item.id)!, lanes: ends.length }]));
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

  const narrow = useMediaQuery(media.narrow);
  const agendaDays = days.filter(
    (day) => (view === 'week' || sameMonth(day, date)) && byDay.has(day),
  );
  const hours = hoursOf(days.flatMap((day) => byDay.get(day) ?? []));
  const hourCount = hours.to - hours.from;

  /** A show as a link: its start (its end too, or only read out on the grid), title, status. */
  const itemLink = (item: Placed, range: 'none' | 'shown' | 'read'): ReactNode => (
    <StyledItem
      as={linkComponent ?? 'a'}
      href={getItemHref(item)}
      $dot={DOT[statusTone(item.status)]}
      $cancelled={item.status.toLowerCase() === 'cancelled'}
    >
      <StyledItemTime dateTime={item.start}>
        {item.startTime}
        {range === 'shown' ? `–${item.endTime}` : null}
        {range === 'read' ? <StyledHidden> to {item.endTime}</StyledHidden> : null}
      </StyledItemTime>
      <StyledItemTitle>{item.title}</StyledItemTitle>
      <StyledHidden>({item.statusLabel ?? capitalise(item.status)})</StyledHidden>
    </StyledItem>
  );

  const renderMonthDay = (day: string): ReactNode => {
    const list = byDay.get(day) ?? [];
    const open = expanded.has(day);
    const visible = open ? list : list.slice(0, maxPerDay);
    const hidden = list.length - visible.length;
    const names = dayNames(day);
    const outside = !sameMonth(day, date);
    const isToday = day === currentDay;
    return (
      <StyledDay
        key={day}
        aria-current={isToday ? 'date' : undefined}
        $outside={outside}
        $today={isToday}
        $week={false}
      >
        <StyledDayNumber $outside={outside} $today={isToday}>
          <time dateTime={day}>
            <span aria-hidden="true">{names.number}</span>
            <StyledHidden>{names.long}</StyledHidden>
          </time>
        </StyledDayNumber>
        {visible.length > 0 ? (
          <StyledItems>
            {visible.map((item) => (
              <li key={item.id}>{itemLink(item, 'none')}</li>
            ))}
          </StyledItems>
        ) : null}
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

  /** A week's day on the time grid: each show placed at its hour, as long as it lasts. */
  const renderWeekDay = (day: string): ReactNode => {
    const list = byDay.get(day) ?? [];
    const lanes = lanesOf(list);
    const isToday = day === currentDay;
    const top = (minute: number) => ((minute - hours.from * 60) / (hourCount * 60)) * 100;
    return (
      <StyledDay
        key={day}
        aria-current={isToday ? 'date' : undefined}
        $outside={false}
        $today={isToday}
        $week
      >
        <StyledTimeColumn $hours={hourCount}>
          {list.length > 0 ? (
            <StyledItems>
              {list.map((item) => {
                const place = lanes.get(item.id)!;
                return (
                  <StyledGridItem
                    key={item.id}
                    // An hour or more has room for the title under the time.
                    $tall={item.endMinute - item.startMinute >= 60}
                    style={{
                      top: `${top(item.startMinute)}%`,
                      height: `${top(item.endMinute) - top(item.startMinute)}%`,
                      left: `${(place.lane / place.lanes) * 100}%`,
                      width: `${100 / place.lanes}%`,
                    }}
                  >
                    {itemLink(item, 'read')}
                  </StyledGridItem>
                );
              })}
            </StyledItems>
          ) : null}
        </StyledTimeColumn>
      </StyledDay>
    );
  };

  /** On a phone: the period's days that hold a show, one after the other, each with its shows. */
  const agenda = (
    <StyledAgenda aria-label={`${caption}, ${title}`} aria-busy={loading || undefined}>
      {agendaDays.map((day) => {
        const names = dayNames(day);
        return (
          <StyledAgendaDay key={day} aria-current={day === currentDay ? 'date' : undefined}>
            <StyledAgendaDayName>
              <time dateTime={day}>{names.long}</time>
              {day === currentDay ? ' · Today' : null}
            </StyledAgendaDayName>
            <StyledItems>
              {(byDay.get(day) ?? []).map((item) => (
                <li key={item.id}>{itemLink(item, 'shown')}</li>
              ))}
            </StyledItems>
          </StyledAgendaDay>
        );
      })}
    </StyledAgenda>
  );

  const grid = (
    <StyledScroller role="region" aria-label={`${caption}, ${title}`} tabIndex={0}>
      <StyledTable aria-busy={loading || undefined} $week={view === 'week'}>
        <StyledCaption>
          {caption}, {title}
        </StyledCaption>
        <thead>
          <tr>
            {view === 'week' ? (
              <StyledHead scope="col" $hours>
                <StyledHidden>Time</StyledHidden>
              </StyledHead>
            ) : null}
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
          {view === 'week' ? (
            <tr>
              <StyledHours scope="row">
                <StyledHidden>Hours</StyledHidden>
                <StyledTimeColumn $hours={hourCount} aria-hidden="true">
                  {Array.from({ length: hourCount }, (_, index) => (
                    <StyledHour key={index} style={{ top: `${(index / hourCount) * 100}%` }}>
                      {String(hours.from + index).padStart(2, '0')}:00
                    </StyledHour>
                  ))}
                </StyledTimeColumn>
              </StyledHours>
              {days.map(renderWeekDay)}
            </tr>
          ) : (
            weeks.map((week) => <tr key={week[0]}>{week.map(renderMonthDay)}</tr>)
          )}
        </tbody>
      </StyledTable>
    </StyledScroller>
  );

  return (
    <StyledCalendar className={className} aria-label={caption}>
      <StyledToolbar>
        <StyledNav>
          <IconButton
            label={`Previous ${unit}`}
            icon={<ChevronLeft aria-hidden="true" />}
            variant="secondary"
            size="sm"
            onClick={() => onDateChange(stepCalendar(view, date, -1, currentDay, weekStartsOn))}
          />
          <Button variant="secondary" size="sm" onClick={() => onDateChange(currentDay)}>
            Today
          </Button>
          <IconButton
            label={`Next ${unit}`}
            icon={<ChevronRight aria-hidden="true" />}
            variant="secondary"
            size="sm"
            onClick={() => onDateChange(stepCalendar(view, date, 1, currentDay, weekStartsOn))}
          />
        </StyledNav>
        <StyledTitle aria-live="polite">{title}</StyledTitle>
        <StyledNav role="group" aria-label="Calendar view">
          <Button
            variant={view === 'month' ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={view === 'month'}
            onClick={() => onViewChange('month', date)}
          >
            Month
          </Button>
          <Button
            variant={view === 'week' ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={view === 'week'}
            onClick={() => onViewChange('week', date)}
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
      {!error && !loading && !(narrow ? agendaDays.length > 0 : shown) ? (
        <StyledNote role="status">{emptyMessage}</StyledNote>
      ) : null}
      {narrow ? agenda : grid}
    </StyledCalendar>
  );
}
