import { describe, expect, it } from 'vitest';
import { eventCalendarQuerySchema, eventListQuerySchema } from '../api/events';
import {
  EVENT_STATUSES,
  EVENT_TRANSITIONS,
  eventCreateSchema,
  eventFormSchema,
  eventLocalStartOf,
  eventPatchSchema,
  eventRequestOf,
  eventTransitionRefusal,
} from './event';
import {
  canonicalTimeZone,
  instantToZonedTime,
  isTimeZone,
  timeZoneOptions,
  zonedTimeToInstant,
} from './eventTime';

const LEGAL = new Set([
  'draft>scheduled',
  'draft>cancelled',
  'scheduled>live',
  'scheduled>cancelled',
  'live>ended',
]);

describe('the event lifecycle', () => {
  for (const from of EVENT_STATUSES) {
    for (const to of EVENT_STATUSES) {
      const legal = LEGAL.has(`${from}>${to}`);
      it(`${legal ? 'allows' : 'refuses'} ${from} → ${to}`, () => {
        expect(eventTransitionRefusal(from, to)).toBe(
          legal ? null : `An event cannot go from ${from} to ${to}.`,
        );
        expect(EVENT_TRANSITIONS[from].includes(to)).toBe(legal);
      });
    }
  }
});

describe('event times', () => {
  it('reads 19:00 in New York as 23:00 UTC in summer and 00:00 UTC the next day in winter', () => {
    expect(zonedTimeToInstant('2026-07-15T19:00', 'America/New_York')?.toISOString()).toBe(
      '2026-07-15T23:00:00.000Z',
    );
    expect(zonedTimeToInstant('2026-01-15T19:00', 'America/New_York')?.toISOString()).toBe(
      '2026-01-16T00:00:00.000Z',
    );
    expect(instantToZonedTime(new Date(Date.UTC(2026, 0, 16)), 'America/New_York')).toBe(
      '2026-01-15T19:00',
    );
  });

  it('reads a time the clocks skip just after the change, and a repeated time as the first', () => {
    // 2026-03-08 02:30 does not happen in New York (02:00 EST → 03:00 EDT).
    expect(zonedTimeToInstant('2026-03-08T02:30', 'America/New_York')?.toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // 2026-11-01 01:30 happens twice (EDT, then EST): the first.
    expect(zonedTimeToInstant('2026-11-01T01:30', 'America/New_York')?.toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(zonedTimeToInstant('2026-07-15T19:00', 'Asia/Kolkata')?.toISOString()).toBe(
      '2026-07-15T13:30:00.000Z',
    );
  });

  it('refuses dates that do not exist and zones that are not IANA names', () => {
    expect(zonedTimeToInstant('2026-02-30T19:00', 'UTC')).toBe(null);
    expect(zonedTimeToInstant('2026-02-03T24:00', 'UTC')).toBe(null);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('+05:00')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    const options = timeZoneOptions();
    expect(options[0]).toBe('UTC');
    expect(options).toContain('America/New_York');
    expect(options.every(isTimeZone)).toBe(true);
  });

  it('reads a zone in any case as its canonical name, and gives every listed zone as itself', () => {
    expect(canonicalTimeZone('AMERICA/NEW_YORK')).toBe('America/New_York');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus')).toBe(null);
    expect(canonicalTimeZone('+05:00')).toBe(null);
    for (const zone of timeZoneOptions()) expect(canonicalTimeZone(zone), zone).toBe(zone);
  });

  it('turns the form into the API body and back, in the event’s zone', () => {
    const form = eventFormSchema.parse({
      title: '  Spring show ',
      scheduledLocal: '2026-07-15T19:00',
      timeZone: 'America/New_York',
    });
    const body = eventRequestOf(form);
    expect(body.scheduledAt).toBe('2026-07-15T23:00:00.000Z');
    expect(body.title).toBe('Spring show');
    expect(eventLocalStartOf({ scheduledAt: body.scheduledAt, timeZone: 'America/New_York' })).toBe(
      '2026-07-15T19:00',
    );
    expect(eventLocalStartOf({ scheduledAt: null, timeZone: 'UTC' })).toBe('');
  });
});

describe('event schemas', () => {
  it('answers any offset in UTC with Z, and refuses what is no instant', () => {
    const parsed = eventCreateSchema.parse({
      title: 'Show',
      scheduledAt: '2026-07-15T19:00:00-04:00',
    });
    expect(parsed.scheduledAt).toBe('2026-07-15T23:00:00.000Z');
    expect(parsed.durationMinutes).toBe(60);
    expect(parsed.timeZone).toBe('UTC');
    for (const scheduledAt of [
      '2026-07-15',
      '2026-07-15T19:00',
      'tomorrow',
      '1999-12-31T10:00:00Z',
    ]) {
      expect(eventCreateSchema.safeParse({ title: 'Show', scheduledAt }).success, scheduledAt).toBe(
        false,
      );
    }
  });

  it('keeps durations, urls, lists and text within their rules', () => {
    const bad = (fields: object) =>
      eventCreateSchema.safeParse({ title: 'Show', ...fields }).success;
    expect(bad({ durationMinutes: 0 })).toBe(false);
    expect(bad({ durationMinutes: 1441 })).toBe(false);
    expect(bad({ durationMinutes: 90 })).toBe(true);
    expect(bad({ streamUrl: 'javascript:alert(1)' })).toBe(false);
    expect(bad({ streamUrl: 'https://cdn.example/live/show.m3u8' })).toBe(true);
    expect(bad({ title: 'a\u0000b' })).toBe(false);
    expect(bad({ title: '   ' })).toBe(false);
    const productId = '0190a5b0-0000-7000-8000-000000000001';
    expect(bad({ productIds: [productId, productId] })).toBe(false);
    expect(bad({ coverImage: 'https://evil.example/x.png' })).toBe(false);
  });

  it('leaves out what a PATCH does not name', () => {
    expect(eventPatchSchema.parse({ status: 'scheduled' })).toEqual({ status: 'scheduled' });
    expect(eventPatchSchema.safeParse({ status: 'paused' }).success).toBe(false);
  });

  it('filters lists by a range of starts, and keeps the calendar to a month and some', () => {
    const query = eventListQuerySchema.parse({
      from: '2026-07-01T00:00:00-04:00',
      status: 'scheduled',
      rehearsal: 'false',
    });
    expect(query.from).toBe('2026-07-01T04:00:00.000Z');
    expect(query.rehearsal).toBe(false);
    expect(
      eventCalendarQuerySchema.safeParse({
        from: '2026-07-01T00:00:00Z',
        to: '2026-08-12T00:00:00Z',
      }).success,
    ).toBe(true);
    expect(
      eventCalendarQuerySchema.safeParse({
        from: '2026-07-01T00:00:00Z',
        to: '2026-09-01T00:00:00Z',
      }).success,
    ).toBe(false);
    expect(
      eventCalendarQuerySchema.safeParse({
        from: '2026-07-02T00:00:00Z',
        to: '2026-07-01T00:00:00Z',
      }).success,
    ).toBe(false);
  });
});
