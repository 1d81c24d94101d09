import { describe, expect, it } from 'vitest';
import {
  bucketStart,
  previousPeriod,
  reportBuckets,
  resolveReportRange,
  type ReportRangeInput,
} from './range';
import { orderReportQuerySchema, orderReportRange } from '../api/reports';

const resolve = (input: Omit<ReportRangeInput, 'now'> & { now?: Date }) => {
  const result = resolveReportRange({ now: new Date('2026-11-28T10:05:00Z'), ...input });
  if (!result.ok) throw new Error(`${result.field}: ${result.message}`);
  return result.range;
};

const iso = (date: Date) => date.toISOString();

describe('report presets', () => {
  it('reads today as the zone’s day, not UTC’s', () => {
    // 02:30 on the 28th in UTC is still the 27th in Los Angeles.
    const range = resolve({
      preset: 'today',
      timeZone: 'America/Los_Angeles',
      now: new Date('2026-11-28T02:30:00Z'),
    });
    expect(iso(range.from)).toBe('2026-11-27T08:00:00.000Z');
    expect(iso(range.to)).toBe('2026-11-28T08:00:00.000Z');
    expect(range.bucket).toBe('hour');
  });

  it('takes the last 7 and 30 days with today included, by day', () => {
    const week = resolve({ preset: '7d', timeZone: 'UTC' });
    expect(iso(week.from)).toBe('2026-11-22T00:00:00.000Z');
    expect(iso(week.to)).toBe('2026-11-29T00:00:00.000Z');
    expect(week.bucket).toBe('day');
    const month = resolve({ preset: '30d', timeZone: 'UTC' });
    expect(iso(month.from)).toBe('2026-10-30T00:00:00.000Z');
    expect(reportBuckets(month)).toHaveLength(30);
  });

  it('takes this calendar month and the last 12 months to the end of today', () => {
    const month = resolve({ preset: 'month', timeZone: 'Europe/Paris' });
    expect(iso(month.from)).toBe('2026-10-31T23:00:00.000Z');
    expect(iso(month.to)).toBe('2026-11-30T23:00:00.000Z');
    const year = resolve({ preset: '12m', timeZone: 'UTC' });
    expect(iso(year.from)).toBe('2025-11-29T00:00:00.000Z');
    expect(iso(year.to)).toBe('2026-11-29T00:00:00.000Z');
    expect(reportBuckets(year)).toHaveLength(365);
  });
});

describe('custom ranges', () => {
  it('includes both calendar days, read in the zone', () => {
    const range = resolve({
      preset: 'custom',
      timeZone: 'Asia/Tokyo',
      from: '2026-01-01',
      to: '2026-01-02',
    });
    expect(iso(range.from)).toBe('2025-12-31T15:00:00.000Z');
    expect(iso(range.to)).toBe('2026-01-02T15:00:00.000Z');
    // Exactly two days: counted by the hour.
    expect(range.bucket).toBe('hour');
    expect(reportBuckets(range)).toHaveLength(48);
  });

  it('counts by day past two days, and takes ISO instants as they are', () => {
    const range = resolve({
      preset: 'custom',
      timeZone: 'UTC',
      from: '2026-01-01T00:00:00Z',
      to: '2026-01-03T00:00:01Z',
    });
    expect(range.bucket).toBe('day');
    expect(reportBuckets(range).map((bucket) => bucket.date)).toEqual([
      '2026-01-01T00:00:00.000+00:00',
      '2026-01-02T00:00:00.000+00:00',
      '2026-01-03T00:00:00.000+00:00',
    ]);
  });

  it('says which field is wrong', () => {
    const now = new Date('2026-11-28T10:05:00Z');
    expect(
      resolveReportRange({ preset: 'custom', timeZone: 'UTC', now, to: '2026-01-01' }),
    ).toEqual({ ok: false, field: 'from', message: 'A custom range needs a start and an end' });
    expect(
      resolveReportRange({
        preset: 'custom',
        timeZone: 'UTC',
        now,
        from: '2026-02-30',
        to: '2026-03-01',
      }),
    ).toMatchObject({ ok: false, field: 'from' });
    expect(
      resolveReportRange({
        preset: 'custom',
        timeZone: 'UTC',
        now,
        from: '2026-03-02',
        to: '2026-03-01',
      }),
    ).toEqual({ ok: false, field: 'to', message: 'The end must be after the start' });
    expect(
      resolveReportRange({
        preset: 'custom',
        timeZone: 'UTC',
        now,
        from: '2020-01-01',
        to: '2026-03-01',
      }),
    ).toEqual({ ok: false, field: 'to', message: 'A report covers at most 731 days' });
    expect(resolveReportRange({ preset: 'today', timeZone: 'Mars/Olympus', now })).toEqual({
      ok: false,
      field: 'tz',
      message: 'Unknown time zone',
    });
  });
});

describe('daylight saving time', () => {
  it('keeps the day Paris springs forward as one 23-hour bucket', () => {
    const range = resolve({
      preset: 'custom',
      timeZone: 'Europe/Paris',
      from: '2026-03-28',
      to: '2026-03-30',
    });
    expect(range.bucket).toBe('day');
    const buckets = reportBuckets(range);
    expect(buckets.map((bucket) => bucket.date)).toEqual([
      '2026-03-28T00:00:00.000+01:00',
      '2026-03-29T00:00:00.000+01:00',
      '2026-03-30T00:00:00.000+02:00',
    ]);
    expect(buckets[2]!.start.getTime() - buckets[1]!.start.getTime()).toBe(23 * 3600 * 1000);
  });

  it('counts 23 hours on the day clocks spring forward and 25 when they fall back', () => {
    const spring = resolve({
      preset: 'custom',
      timeZone: 'Europe/Paris',
      from: '2026-03-29',
      to: '2026-03-29',
    });
    expect(reportBuckets(spring)).toHaveLength(23);
    const autumn = resolve({
      preset: 'custom',
      timeZone: 'Europe/Paris',
      from: '2026-10-25',
      to: '2026-10-25',
    });
    const hours = reportBuckets(autumn);
    expect(hours).toHaveLength(25);
    // The repeated 02:00 is two buckets, one per offset.
    expect(hours.slice(2, 4).map((hour) => hour.date)).toEqual([
      '2026-10-25T02:00:00.000+02:00',
      '2026-10-25T02:00:00.000+01:00',
    ]);
  });

  it('puts an instant in the zone’s bucket at the edges', () => {
    // 23:59:59 on the 28th in Paris (UTC+1) is the 28th; a second later the 29th.
    expect(iso(bucketStart(new Date('2026-03-28T22:59:59Z'), 'day', 'Europe/Paris'))).toBe(
      '2026-03-27T23:00:00.000Z',
    );
    expect(iso(bucketStart(new Date('2026-03-28T23:00:00Z'), 'day', 'Europe/Paris'))).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(iso(bucketStart(new Date('2026-01-01T10:59:59.999Z'), 'hour', 'Asia/Kolkata'))).toBe(
      '2026-01-01T10:30:00.000Z',
    );
  });
});

describe('the previous period', () => {
  it('is the same number of calendar days just before, whatever their hours', () => {
    // The day after the autumn change (24 h) compares with the change's day (25 h).
    const range = resolve({
      preset: 'custom',
      timeZone: 'Europe/Paris',
      from: '2026-10-26',
      to: '2026-10-26',
    });
    const previous = previousPeriod(range);
    expect(iso(previous.from)).toBe('2026-10-24T22:00:00.000Z');
    expect(iso(previous.to)).toBe(iso(range.from));
  });

  it('is the same length in time for a span of instants', () => {
    const range = resolve({
      preset: 'custom',
      timeZone: 'UTC',
      from: '2026-05-01T10:00:00Z',
      to: '2026-05-01T13:30:00Z',
    });
    expect(previousPeriod(range)).toEqual({
      from: new Date('2026-05-01T06:30:00Z'),
      to: new Date('2026-05-01T10:00:00Z'),
    });
  });

  it('compares this month with as many days before it', () => {
    const range = resolve({ preset: 'month', timeZone: 'UTC' });
    expect(iso(previousPeriod(range).from)).toBe('2026-10-02T00:00:00.000Z');
  });
});

describe('the orders report query', () => {
  it('reads statuses as a list and defaults to the last 30 days in UTC', () => {
    const query = orderReportQuerySchema.parse({ status: 'paid, shipped' });
    expect(query).toMatchObject({ tz: 'UTC', status: ['paid', 'shipped'] });
    const range = orderReportRange(query, new Date('2026-11-28T10:05:00Z'));
    expect(range).toMatchObject({ ok: true, range: { preset: '30d' } });
  });

  it('refuses an unknown zone, status or preset', () => {
    const result = orderReportQuerySchema.safeParse({
      tz: 'Nowhere',
      status: 'lost',
      preset: 'ever',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['preset', 'Choose one of today, 7d, 30d, month, 12m, custom'],
      ['tz', 'Unknown time zone'],
      ['status.0', 'Unknown order status'],
    ]);
  });

  it('takes from and to as a custom range', () => {
    const query = orderReportQuerySchema.parse({ from: '2026-01-01', to: '2026-01-31', tz: 'UTC' });
    expect(orderReportRange(query, new Date())).toMatchObject({
      ok: true,
      range: { preset: 'custom' },
    });
  });
});
