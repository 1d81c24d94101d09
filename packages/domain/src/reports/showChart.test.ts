import { describe, expect, it } from 'vitest';
import {
  SHOW_CHART_MAX_MINUTES,
  attributionOf,
  conversionOf,
  minuteStart,
  pushBands,
  showMinutes,
  viewersByMinute,
} from './showChart';

const at = (text: string) => new Date(text);

describe('showMinutes', () => {
  it('covers the minute it went live in to the minute it ended in', () => {
    const minutes = showMinutes(
      at('2025-03-10T12:00:30Z'),
      at('2025-03-10T12:02:10Z'),
      at('2030-01-01T00:00:00Z'),
    );
    expect(minutes.map((minute) => minute.toISOString())).toEqual([
      '2025-03-10T12:00:00.000Z',
      '2025-03-10T12:01:00.000Z',
      '2025-03-10T12:02:00.000Z',
    ]);
  });
  it('runs to now while live, none when it never went live, at most a day', () => {
    expect(showMinutes(at('2025-03-10T12:00:00Z'), null, at('2025-03-10T12:01:59Z'))).toHaveLength(
      2,
    );
    expect(showMinutes(null, null, at('2025-03-10T12:00:00Z'))).toEqual([]);
    expect(showMinutes(at('2025-03-10T12:00:00Z'), null, at('2025-03-20T12:00:00Z'))).toHaveLength(
      SHOW_CHART_MAX_MINUTES,
    );
  });
  it('starts minutes on the minute', () => {
    expect(minuteStart(at('2025-03-10T12:34:56.789Z')).toISOString()).toBe(
      '2025-03-10T12:34:00.000Z',
    );
  });
});

describe('viewersByMinute', () => {
  it('counts a viewer in every minute from its join to the minute it left in', () => {
    const minutes = showMinutes(
      at('2025-03-10T12:00:00Z'),
      at('2025-03-10T12:03:00Z'),
      at('2030-01-01T00:00:00Z'),
    );
    const [m0, m1, m2] = minutes.map((minute) => minute.getTime());
    // Two join in minute 0, one in minute 1; one leaves in minute 1, one in minute 2.
    const joins = new Map([
      [m0!, 2],
      [m1!, 1],
    ]);
    const leaves = new Map([
      [m1!, 1],
      [m2!, 1],
    ]);
    expect(viewersByMinute(minutes, joins, leaves)).toEqual([2, 3, 2, 1]);
    expect(viewersByMinute(minutes, joins, leaves, { joined: 1, left: 0 })).toEqual([3, 4, 3, 2]);
  });
});

describe('pushBands', () => {
  const start = at('2025-03-10T12:00:00Z');
  const end = at('2025-03-10T12:30:00Z');
  it('lasts each push until the next, an empty push ending the band', () => {
    const bands = pushBands(
      [
        { at: at('2025-03-10T12:10:00Z'), productIds: ['b'] },
        { at: at('2025-03-10T12:05:00Z'), productIds: ['a'] },
        { at: at('2025-03-10T12:20:00Z'), productIds: [] },
        { at: at('2025-03-10T12:25:00Z'), productIds: ['c'] },
      ],
      start,
      end,
    );
    expect(bands).toEqual([
      { from: '2025-03-10T12:05:00.000Z', to: '2025-03-10T12:10:00.000Z', productIds: ['a'] },
      { from: '2025-03-10T12:10:00.000Z', to: '2025-03-10T12:20:00.000Z', productIds: ['b'] },
      { from: '2025-03-10T12:25:00.000Z', to: '2025-03-10T12:30:00.000Z', productIds: ['c'] },
    ]);
  });
  it('clips a push before going live, and has none for a show that never went live', () => {
    expect(pushBands([{ at: at('2025-03-10T11:50:00Z'), productIds: ['a'] }], start, end)).toEqual([
      { from: '2025-03-10T12:00:00.000Z', to: '2025-03-10T12:30:00.000Z', productIds: ['a'] },
    ]);
    expect(pushBands([{ at: start, productIds: ['a'] }], null, end)).toEqual([]);
  });
});

describe('attributionOf', () => {
  const start = at('2025-03-10T12:00:00Z');
  const end = at('2025-03-10T13:00:00Z');
  it('is live from going live up to the end (excluded), replay otherwise', () => {
    expect(attributionOf(start, start, end)).toBe('live');
    expect(attributionOf(at('2025-03-10T12:59:59.999Z'), start, end)).toBe('live');
    expect(attributionOf(end, start, end)).toBe('replay');
    expect(attributionOf(at('2025-03-10T11:59:59Z'), start, end)).toBe('replay');
    expect(attributionOf(at('2025-03-11T00:00:00Z'), start, null)).toBe('live');
    expect(attributionOf(start, null, null)).toBe('replay');
  });
});

describe('conversionOf', () => {
  it('is buyers over unique viewers, 0 with none', () => {
    expect(conversionOf(3, 8)).toBe(0.375);
    expect(conversionOf(1, 3)).toBe(0.3333);
    expect(conversionOf(2, 0)).toBe(0);
  });
});
