import { format, isValid, parseISO } from 'date-fns';

// How the console writes instants and money. A module of its own, not beside the API
// schemas: the response validators load with the login page's first call, date-fns not.

/** A UTC instant ('2026-12-24T10:00:00.000Z') as a day in the reader's zone: 'Dec 24, 2026'. */
export function formatInstantDay(instant: string): string {
  const date = parseISO(instant);
  return isValid(date) ? format(date, 'MMM d, yyyy') : '';
}

/**
 * A range of calendar days ('yyyy-MM-dd', a Fashion Week's), as the console writes it:
 * 'Sep 10 – 17, 2026', 'Nov 30 – Dec 7, 2026', 'Dec 28, 2026 – Jan 3, 2027'; one day alone
 * is 'Sep 10, 2026'. The days are read as days (parseISO of a date-only text is that day's
 * midnight where it is read), never shifted by a zone.
 */
export function formatCalendarDateRange(startDate: string, endDate: string): string {
  const start = parseISO(startDate);
  const end = parseISO(endDate);
  if (!isValid(start) || !isValid(end)) return '';
  if (startDate === endDate) return format(start, 'MMM d, yyyy');
  if (start.getFullYear() !== end.getFullYear()) {
    return `${format(start, 'MMM d, yyyy')} – ${format(end, 'MMM d, yyyy')}`;
  }
  if (start.getMonth() !== end.getMonth()) {
    return `${format(start, 'MMM d')} – ${format(end, 'MMM d, yyyy')}`;
  }
  return `${format(start, 'MMM d')} – ${format(end, 'd, yyyy')}`;
}

export { formatMoney } from './money';
