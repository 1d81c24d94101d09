import { describe, expect, it } from 'vitest';
import { formatCount, formatDateTime, formatTimeOfDay, zoneCity, zoneLabel } from './display';

describe('formatDateTime: one way to write a moment, always with its zone', () => {
  it('writes the day, the 24-hour time and the zone the reader is told about', () => {
    expect(formatDateTime('2026-07-01T23:00:00.000Z', 'America/New_York')).toBe(
      'Wed 1 Jul 2026, 19:00 · New York (EDT)',
    );
    expect(formatDateTime('2026-12-10T16:30:00.000Z', 'Europe/Paris')).toBe(
      'Thu 10 Dec 2026, 17:30 · Paris (GMT+1)',
    );
    expect(formatDateTime(Date.UTC(2026, 11, 10, 16, 30), 'UTC')).toBe(
      'Thu 10 Dec 2026, 16:30 · UTC',
    );
  });

  it('follows daylight saving time: EST in winter, EDT in summer', () => {
    expect(zoneLabel('America/New_York', '2026-01-15T12:00:00Z')).toBe('New York (EST)');
    expect(zoneLabel('America/New_York', '2026-07-15T12:00:00Z')).toBe('New York (EDT)');
  });

  it('writes the time of day alone with its zone', () => {
    expect(formatTimeOfDay('2026-07-01T23:00:00.000Z', 'America/New_York')).toBe(
      '19:00 · New York (EDT)',
    );
  });

  it('answers null for what is not an instant or not a zone', () => {
    expect(formatDateTime('not a date', 'UTC')).toBeNull();
    expect(formatDateTime('2026-07-01T23:00:00.000Z', 'Mars/Olympus')).toBeNull();
    expect(formatDateTime(Number.NaN, 'UTC')).toBeNull();
  });

  it('names a zone by its city', () => {
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneLabel('Not/AZone')).toBe('Not/AZone');
  });
});

describe('formatCount: a count as people read it', () => {
  it('groups thousands, and says "more than" where the server stopped counting', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(10_000)).toBe('10,000');
    expect(formatCount(1_000, { capped: true })).toBe('more than 1,000');
    expect(formatCount(1_234_567)).toBe('1,234,567');
  });

  it('starts its own sentence when the figure stands alone (a dashboard tile)', () => {
    expect(formatCount(10_000, { capped: true, standsAlone: true })).toBe('More than 10,000');
    expect(formatCount(10_000, { standsAlone: true })).toBe('10,000');
  });
});
