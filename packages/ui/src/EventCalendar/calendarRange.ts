import { TZDate } from '@date-fns/tz';
import {
  addDays,
  addMonths,
  addWeeks,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isValid,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { wallTimeToInstant } from '../DateTimeField/zonedTime';

export type CalendarView = 'month' | 'week';
export type WeekStart = 0 | 1;

const DAY = 'yyyy-MM-dd';

/** A 'yyyy-MM-dd' calendar date read as a local date; today when it is not one. */
function calendarDate(day: string): Date {
  const date = parseISO(day);
  return isValid(date) ? date : new Date();
}

/** Today's calendar date in a zone, 'yyyy-MM-dd'. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), timeZone), DAY);
}

/** The day an instant falls on in a zone, 'yyyy-MM-dd'. */
export function dayOfInstant(instant: string, timeZone: string): string | null {
  const date = parseISO(instant);
  return isValid(date) ? format(new TZDate(date.getTime(), timeZone), DAY) : null;
}

/**
 * The calendar days a view shows around a date: whole weeks covering the month, or the
 * week itself. Dates are 'yyyy-MM-dd'.
 */
export function calendarDays(
  view: CalendarView,
  day: string,
  weekStartsOn: WeekStart = 1,
): string[] {
  const date = calendarDate(day);
  const options = { weekStartsOn };
  const start =
    view === 'month' ? startOfWeek(startOfMonth(date), options) : startOfWeek(date, options);
  const end = view === 'month' ? endOfWeek(endOfMonth(date), options) : endOfWeek(date, options);
  return eachDayOfInterval({ start, end }).map((each) => format(each, DAY));
}

/**
 * The instants a view covers in a zone, for the request: from the first day's midnight to
 * the midnight after the last day (exclusive), as UTC ISO strings.
 */
export function calendarRange(
  view: CalendarView,
  day: string,
  timeZone: string,
  weekStartsOn: WeekStart = 1,
): { from: string; to: string } {
  const days = calendarDays(view, day, weekStartsOn);
  const first = days[0] ?? day;
  const afterLast = format(addDays(calendarDate(days[days.length - 1] ?? day), 1), DAY);
  return {
    from: wallTimeToInstant({ date: first, time: '00:00' }, timeZone) ?? '',
    to: wallTimeToInstant({ date: afterLast, time: '00:00' }, timeZone) ?? '',
  };
}

/** A calendar day moved by whole days ('2026-11-30', 1 → '2026-12-01'); '' stays ''. */
export function shiftCalendarDay(day: string, days: number): string {
  const date = parseISO(day);
  return isValid(date) ? format(addDays(date, days), DAY) : '';
}

/**
 * The day that stands for a month, so a week view opened from it shows that month: today
 * when the month holds it, else the month's first week (its first day, or the Monday after
 * when the first week has fewer than four of the month's days, as ISO weeks count).
 */
export function monthAnchor(
  day: string,
  today: string | undefined,
  weekStartsOn: WeekStart = 1,
): string {
  if (today && sameMonth(day, today)) return today;
  const first = startOfMonth(calendarDate(day));
  const place = (first.getDay() - weekStartsOn + 7) % 7;
  return format(place >= 4 ? addDays(first, 7 - place) : first, DAY);
}

/**
 * The date a step back (-1) or forward (1) shows: a week away, or the next month's anchor
 * (`monthAnchor`: today in it, else its first week), so the week view follows the month.
 */
export function stepCalendar(
  view: CalendarView,
  day: string,
  step: 1 | -1,
  today?: string,
  weekStartsOn: WeekStart = 1,
): string {
  const date = calendarDate(day);
  if (view === 'week') return format(addWeeks(date, step), DAY);
  return monthAnchor(format(addMonths(startOfMonth(date), step), DAY), today, weekStartsOn);
}

/** 'November 2026' for a month; '23 – 29 Nov 2026' for a week. */
export function calendarTitle(
  view: CalendarView,
  day: string,
  weekStartsOn: WeekStart = 1,
): string {
  if (view === 'month') return format(calendarDate(day), 'MMMM yyyy');
  const days = calendarDays('week', day, weekStartsOn);
  const first = calendarDate(days[0] ?? day);
  const last = calendarDate(days[days.length - 1] ?? day);
  if (first.getMonth() === last.getMonth()) {
    return `${format(first, 'd')} – ${format(last, 'd MMM yyyy')}`;
  }
  if (first.getFullYear() === last.getFullYear()) {
    return `${format(first, 'd MMM')} – ${format(last, 'd MMM yyyy')}`;
  }
  return `${format(first, 'd MMM yyyy')} – ${format(last, 'd MMM yyyy')}`;
}

/** A day's weekday and full reading: { short: 'Mon', long: 'Monday 23 November 2026' }. */
export function dayNames(day: string): { short: string; long: string; number: string } {
  const date = calendarDate(day);
  return {
    short: format(date, 'EEE'),
    long: format(date, 'EEEE d MMMM yyyy'),
    number: format(date, 'd'),
  };
}

/** Whether a day belongs to the month of another ('yyyy-MM' prefixes). */
export function sameMonth(day: string, other: string): boolean {
  return day.slice(0, 7) === other.slice(0, 7);
}
