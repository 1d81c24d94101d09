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

/** Whether the platform knows `zone` as a time zone. */
function knownZone(zone: string): boolean {
  if (typeof zone !== 'string' || zone.length === 0) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The instant a value names: a Date, milliseconds since the epoch, or an ISO 8601 text. */
function instantOf(value: string | number | Date): Date | null {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'number'
        ? new Date(value)
        : typeof value === 'string'
          ? parseISO(value)
          : null;
  return date && isValid(date) ? date : null;
}

/** 'America/New_York' → 'New York'; 'America/Argentina/Buenos_Aires' → 'Buenos Aires'. */
export function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/**
 * A zone as a person reads it at a moment: 'New York (EDT)', 'Paris (GMT+1)', 'UTC'. The
 * abbreviation is the platform's (Intl) and depends on the date (EST in winter).
 */
export function zoneLabel(zone: string, at: string | number | Date = new Date()): string {
  const date = instantOf(at);
  if (!date || !knownZone(zone)) return zone;
  const abbreviation = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  const city = zoneCity(zone);
  return abbreviation && abbreviation !== city ? `${city} (${abbreviation})` : city;
}

const dateTimeParts = new Map<string, Intl.DateTimeFormat>();

function partsIn(zone: string, date: Date): Record<string, string> {
  let formatter = dateTimeParts.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeParts.set(zone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/**
 * The console's one way of writing a date-time, always with its zone:
 * 'Wed 1 Jul 2026, 19:00 · New York (EDT)'. Every screen that shows a moment (a show's
 * start, its confirmation, a Fashion Week's shows, the viewer page's start) writes it so.
 * Null when the instant or the zone is not one.
 */
export function formatDateTime(instant: string | number | Date, zone: string): string | null {
  const date = instantOf(instant);
  if (!date || !knownZone(zone)) return null;
  const p = partsIn(zone, date);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} · ${zoneLabel(zone, date)}`;
}

/** '19:00 · New York (EDT)': the time of day alone, with its zone. */
export function formatTimeOfDay(instant: string | number | Date, zone: string): string | null {
  const date = instantOf(instant);
  if (!date || !knownZone(zone)) return null;
  const p = partsIn(zone, date);
  return `${p.hour}:${p.minute} · ${zoneLabel(zone, date)}`;
}

/** The reader's time zone (the runtime's), in which the console shows a moment by default. */
export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export { formatMoney } from './money';
export { formatCount } from './counts';
