import { TZDate } from '@date-fns/tz';
import { format, isValid, parseISO } from 'date-fns';

/** A wall-clock reading in a named zone: 'yyyy-MM-dd' and 'HH:mm'. */
export type WallTime = { date: string; time: string };

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_SHAPE = /^(\d{2}):(\d{2})$/;

/** The zone the browser runs in, e.g. 'America/New_York'. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Whether the runtime knows an IANA zone name. */
export function isTimeZone(zone: string): boolean {
  try {
    Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** The IANA zones the runtime knows, with the given ones first when it omits them. */
export function timeZoneNames(...extra: readonly string[]): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set([...known, ...extra.filter(isTimeZone)]);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/**
 * A UTC instant for a wall-clock date and time in a zone ('2026-07-01', '19:00',
 * 'America/New_York' → '2026-07-01T23:00:00.000Z'), or null when either part is incomplete.
 * A time skipped by a DST change moves forward as the zone's rules say.
 */
export function wallTimeToInstant({ date, time }: WallTime, zone: string): string | null {
  const d = DATE_SHAPE.exec(date);
  const t = TIME_SHAPE.exec(time);
  if (!d || !t || !isTimeZone(zone)) return null;
  const zoned = new TZDate(
    Number(d[1]),
    Number(d[2]) - 1,
    Number(d[3]),
    Number(t[1]),
    Number(t[2]),
    zone,
  );
  return isValid(zoned) ? new Date(zoned.getTime()).toISOString() : null;
}

/** An ISO instant read as a Date, or null when it is not one. */
function instantDate(instant: string): Date | null {
  const date = parseISO(instant);
  return isValid(date) ? date : null;
}

/** The wall-clock date and time of a UTC instant in a zone. */
export function instantToWallTime(instant: string, zone: string): WallTime | null {
  const date = instantDate(instant);
  if (!date || !isTimeZone(zone)) return null;
  const zoned = new TZDate(date.getTime(), zone);
  return { date: format(zoned, 'yyyy-MM-dd'), time: format(zoned, 'HH:mm') };
}
