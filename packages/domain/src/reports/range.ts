import { TZDate } from '@date-fns/tz';
import {
  addDays,
  addHours,
  addMonths,
  differenceInCalendarDays,
  startOfDay,
  startOfMonth,
} from 'date-fns';
import { isTimeZone } from '../schemas/eventTime';

/**
 * A report's date range (issue 33): a preset or a custom span, read in a named IANA time
 * zone, half open (`from` included, `to` excluded), with the previous period of equal length
 * to compare with and the buckets its series is counted in — by day, or by hour when the
 * range is two days or less. Every report (orders, shows, web events) reads its range here.
 */
export const REPORT_PRESETS = ['today', '7d', '30d', 'month', '12m', 'custom'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export const REPORT_PRESET_LABELS: Record<ReportPreset, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  month: 'This month',
  '12m': 'Last 12 months',
  custom: 'Custom',
};

export type ReportBucket = 'hour' | 'day';

/** A range of two days or less is counted by the hour; a longer one by the day. */
export const HOURLY_RANGE_MAX_MS = 48 * 60 * 60 * 1000;
/** The longest range a report reads: two years and a day (a leap year's 12 months fit). */
export const REPORT_RANGE_MAX_DAYS = 731;

export const reportRangeMessages = {
  timeZone: 'Unknown time zone',
  date: 'Enter a date (YYYY-MM-DD) or a date and time with its offset',
  order: 'The end must be after the start',
  tooLong: `A report covers at most ${REPORT_RANGE_MAX_DAYS} days`,
  custom: 'A custom range needs a start and an end',
} as const;

export type ReportRange = {
  preset: ReportPreset;
  timeZone: string;
  /** The first instant included. */
  from: Date;
  /** The first instant after the range. */
  to: Date;
  bucket: ReportBucket;
};

export type ReportRangeInput = {
  preset: ReportPreset;
  /** IANA name, e.g. `Europe/Paris`. */
  timeZone: string;
  /** Custom only: `YYYY-MM-DD` (that day's start in the zone) or an ISO 8601 instant. */
  from?: string | undefined;
  /** Custom only: `YYYY-MM-DD` (the whole day included) or an ISO 8601 instant (excluded). */
  to?: string | undefined;
  now: Date;
};

export type ReportRangeResult =
  { ok: true; range: ReportRange } | { ok: false; field: 'tz' | 'from' | 'to'; message: string };

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A day's start in the zone, or an instant; `endOfDay` reads a day as the next day's start. */
function readBound(text: string, timeZone: string, endOfDay: boolean): Date | null {
  const day = DAY_PATTERN.exec(text);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
    const start = new TZDate(year, month, date, timeZone);
    if (start.getFullYear() !== year || start.getMonth() !== month || start.getDate() !== date) {
      return null;
    }
    return endOfDay ? addDays(start, 1) : start;
  }
  if (!INSTANT_PATTERN.test(text)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

function zoned(instant: Date, timeZone: string): TZDate {
  return new TZDate(instant.getTime(), timeZone);
}

export function bucketFor(from: Date, to: Date): ReportBucket {
  return to.getTime() - from.getTime() <= HOURLY_RANGE_MAX_MS ? 'hour' : 'day';
}

function presetBounds(preset: Exclude<ReportPreset, 'custom'>, now: TZDate): [TZDate, TZDate] {
  const today = startOfDay(now);
  const tomorrow = addDays(today, 1);
  switch (preset) {
    case 'today':
      return [today, tomorrow];
    case '7d':
      return [addDays(today, -6), tomorrow];
    case '30d':
      return [addDays(today, -29), tomorrow];
    case 'month': {
      const first = startOfMonth(now);
      return [first, addMonths(first, 1)];
    }
    case '12m':
      return [addMonths(tomorrow, -12), tomorrow];
  }
}

/** Reads a preset or a custom span into a range in the zone; a bad input says which field. */
export function resolveReportRange(input: ReportRangeInput): ReportRangeResult {
  const { preset, timeZone } = input;
  if (!isTimeZone(timeZone))
    return { ok: false, field: 'tz', message: reportRangeMessages.timeZone };
  let from: Date;
  let to: Date;
  if (preset === 'custom') {
    if (!input.from) return { ok: false, field: 'from', message: reportRangeMessages.custom };
    if (!input.to) return { ok: false, field: 'to', message: reportRangeMessages.custom };
    const start = readBound(input.from, timeZone, false);
    if (!start) return { ok: false, field: 'from', message: reportRangeMessages.date };
    const end = readBound(input.to, timeZone, true);
    if (!end) return { ok: false, field: 'to', message: reportRangeMessages.date };
    [from, to] = [start, end];
  } else {
    [from, to] = presetBounds(preset, zoned(input.now, timeZone));
  }
  if (to.getTime() <= from.getTime()) {
    return { ok: false, field: 'to', message: reportRangeMessages.order };
  }
  if (to.getTime() - from.getTime() > (REPORT_RANGE_MAX_DAYS + 1) * 24 * 60 * 60 * 1000) {
    return { ok: false, field: 'to', message: reportRangeMessages.tooLong };
  }
  return {
    ok: true,
    range: {
      preset,
      timeZone,
      from: new Date(from.getTime()),
      to: new Date(to.getTime()),
      bucket: bucketFor(from, to),
    },
  };
}

function isMidnight(instant: Date, timeZone: string): boolean {
  const local = zoned(instant, timeZone);
  return startOfDay(local).getTime() === local.getTime();
}

/**
 * The period just before the range, of equal length: as many calendar days in the zone when
 * the range is whole days (so a DST day compares with a whole day, not 23 hours of one),
 * otherwise the same number of milliseconds.
 */
export function previousPeriod(range: Pick<ReportRange, 'from' | 'to' | 'timeZone'>): {
  from: Date;
  to: Date;
} {
  const { from, to, timeZone } = range;
  if (isMidnight(from, timeZone) && isMidnight(to, timeZone)) {
    const start = zoned(from, timeZone);
    const days = differenceInCalendarDays(zoned(to, timeZone), start);
    return { from: new Date(addDays(start, -days).getTime()), to: new Date(from.getTime()) };
  }
  const length = to.getTime() - from.getTime();
  return { from: new Date(from.getTime() - length), to: new Date(from.getTime()) };
}

/** The start of the bucket an instant falls in: its hour or its day in the zone. */
export function bucketStart(instant: Date, bucket: ReportBucket, timeZone: string): Date {
  const local = zoned(instant, timeZone);
  if (bucket === 'day') return new Date(startOfDay(local).getTime());
  // Hours start on the hour in every zone that matters here; half-hour zones keep their offset.
  const hour = new TZDate(local.getTime(), timeZone);
  hour.setMinutes(0, 0, 0);
  return new Date(hour.getTime());
}

/**
 * Every bucket of the range in order, each `{ start, date }`: `date` is the bucket's start
 * written in the zone with its offset (`2026-03-29T00:00:00.000+01:00`), so a day that
 * changes clocks still reads as that day, and a series has a point for every bucket (zero
 * where nothing sold).
 */
export function reportBuckets(
  range: Pick<ReportRange, 'from' | 'to' | 'timeZone' | 'bucket'>,
): { start: Date; date: string }[] {
  const { from, to, timeZone, bucket } = range;
  const buckets: { start: Date; date: string }[] = [];
  let cursor: TZDate = zoned(bucketStart(from, bucket, timeZone), timeZone);
  while (cursor.getTime() < to.getTime()) {
    buckets.push({ start: new Date(cursor.getTime()), date: cursor.toISOString() });
    cursor = bucket === 'day' ? addDays(cursor, 1) : addHours(cursor, 1);
  }
  return buckets;
}

/** A bucket's date as the zone writes it (see `reportBuckets`). */
export function bucketDate(start: Date, timeZone: string): string {
  return zoned(start, timeZone).toISOString();
}
