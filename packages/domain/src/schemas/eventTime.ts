import { isValid, parseISO } from 'date-fns';
import * as z from 'zod';
import { textField } from './validators';

/**
 * An event's start is one UTC instant, entered and shown as a wall-clock time in a named
 * IANA time zone ('America/New_York'): the zone is stored beside the instant, so the
 * console shows the show at the time it was entered, wherever it is opened. Conversions go
 * through the platform's Intl (its time zone database), never through `new Date(text)`.
 */

/** The zone of an event that names none. */
export const DEFAULT_EVENT_TIME_ZONE = 'UTC';

/** The longest zone name taken (the longest IANA name is about 30 characters). */
export const TIME_ZONE_MAX = 64;

// An IANA name ('Area/Location[/More]', 'Etc/GMT+5') or UTC, in any case: Intl also takes
// offsets like '+05:00' in some engines, which name no place and follow no daylight saving.
const ZONE_NAME = /^(?:UTC|[A-Za-z][A-Za-z_-]*(?:\/[A-Za-z0-9_+-]+)+)$/i;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The canonical name of an IANA time zone this platform knows, matched whatever its case
 * ('AMERICA/NEW_YORK' is 'America/New_York', 'utc' and 'Etc/UTC' are 'UTC', a link such as
 * 'US/Eastern' its zone), as the platform's time zone database resolves it; null for
 * anything else.
 */
export function canonicalTimeZone(name: string): string | null {
  if (name.length > TIME_ZONE_MAX || !ZONE_NAME.test(name)) return null;
  try {
    // Not through formatterOf, whose cache would keep every spelling a request sends.
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Whether `name` is an IANA time zone this platform knows (or UTC), in any case. */
export function isTimeZone(name: string): boolean {
  return canonicalTimeZone(name) !== null;
}

/**
 * The zones a time-zone picker offers: UTC and every IANA zone the platform knows, each of
 * which `isTimeZone` takes. Empty but for UTC where Intl cannot list them.
 */
export function timeZoneOptions(): string[] {
  const listed =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [DEFAULT_EVENT_TIME_ZONE, ...listed.filter((zone) => zone !== 'UTC' && isTimeZone(zone))];
}

export const TIME_ZONE_MESSAGE = 'Must be a time zone such as America/New_York';

/**
 * A time zone field: an IANA name the platform knows, e.g. 'America/New_York', read in any
 * case and answered (stored) by its canonical name.
 */
export function timeZoneField() {
  return textField(TIME_ZONE_MESSAGE)
    .trim()
    .transform((name, context) => {
      const zone = canonicalTimeZone(name);
      if (zone === null) {
        context.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGE });
        return z.NEVER;
      }
      return zone;
    });
}

/** The local wall-clock parts of `instant` in `timeZone`. */
function wallClock(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** Milliseconds `timeZone` is ahead of UTC at `instant` (-4 h in New York in July). */
function offsetAt(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** A wall-clock time as the console's date-time input holds it: 'yyyy-MM-ddTHH:mm'. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const DAY = 86_400_000;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The UTC instant at which the wall clocks of `timeZone` show `local` ('yyyy-MM-ddTHH:mm'):
 * '2026-07-15T19:00' in America/New_York is 2026-07-15T23:00:00Z (EDT), '2026-01-15T19:00'
 * is 2026-01-16T00:00:00Z (EST). A time the clocks skip (02:30 on the night they go
 * forward) is read with the offset before the change, so it lands just after it; a time
 * they show twice is the first. Null when `local` is not a real date and time.
 */
export function zonedTimeToInstant(local: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match || !isTimeZone(timeZone)) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (
    year < 1000 ||
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59
  ) {
    return null;
  }
  // The offsets a day either side (no zone changes its clocks twice in two days): the
  // instants they give that the clocks really show as `local`, the earliest first.
  const before = offsetAt(new Date(asUtc - DAY), timeZone);
  const after = offsetAt(new Date(asUtc + DAY), timeZone);
  const shown = [before, after]
    .map((offset) => asUtc - offset)
    .filter((time) => offsetAt(new Date(time), timeZone) === asUtc - time)
    .sort((a, b) => a - b);
  // Skipped time: the instant read with the offset before the change.
  return new Date(shown[0] ?? asUtc - before);
}

/** What the wall clocks of `timeZone` show at `instant`: 'yyyy-MM-ddTHH:mm'. */
export function instantToZonedTime(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** The earliest and latest start an event takes (a year typed wrong is refused). */
export const EVENT_INSTANT_RANGE = { minYear: 2000, maxYear: 2099 } as const;

export const INSTANT_MESSAGE = 'Must be a date and time (ISO 8601 with an offset)';
export const INSTANT_RANGE_MESSAGE = `Must be a date between ${EVENT_INSTANT_RANGE.minYear} and ${EVENT_INSTANT_RANGE.maxYear}`;

/**
 * An ISO 8601 instant with its offset ('2026-07-15T19:00:00-04:00' or '…Z'), parsed by
 * date-fns (never `new Date(text)`); null when it is not one.
 */
export function parseInstant(text: string): Date | null {
  if (!z.iso.datetime({ offset: true }).safeParse(text).success) return null;
  const date = parseISO(text);
  return isValid(date) ? date : null;
}

/**
 * An instant field of a request: ISO 8601 with any offset, answered back in UTC with Z
 * (API.md, formats). The value stays text; `parseInstant` reads it.
 */
export function instantField() {
  return textField(INSTANT_MESSAGE)
    .trim()
    .refine((text) => parseInstant(text) !== null, { error: INSTANT_MESSAGE, abort: true })
    .refine(
      (text) => {
        const year = parseInstant(text)!.getUTCFullYear();
        return year >= EVENT_INSTANT_RANGE.minYear && year <= EVENT_INSTANT_RANGE.maxYear;
      },
      { error: INSTANT_RANGE_MESSAGE },
    )
    .transform((text) => parseInstant(text)!.toISOString());
}
