import { describe, expect, it } from 'vitest';
import {
  containerFormSchema,
  containerMessages,
  containerPatchSchema,
  eventOutsideContainer,
} from './container';
import { containerListQuerySchema } from '../api/containers';
import { formatCalendarDateRange } from '../display';

const week = {
  title: ' New York Fashion Week ',
  city: 'New York',
  startDate: '2026-09-10',
  endDate: '2026-09-17',
};

const firstIssue = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const issue = result.error?.issues[0];
  return issue ? `${issue.path.join('.')}: ${issue.message}` : null;
};

describe('the Fashion Week form', () => {
  it('trims the text and fills the defaults', () => {
    expect(containerFormSchema.parse(week)).toEqual({
      title: 'New York Fashion Week',
      description: '',
      coverImage: '',
      city: 'New York',
      startDate: '2026-09-10',
      endDate: '2026-09-17',
      status: 'draft',
    });
  });

  it('takes a one-day week and refuses an end before the start, under endDate', () => {
    expect(containerFormSchema.safeParse({ ...week, endDate: '2026-09-10' }).success).toBe(true);
    expect(firstIssue(containerFormSchema.safeParse({ ...week, endDate: '2026-09-09' }))).toBe(
      'endDate: The end date must be on or after the start date',
    );
  });

  it('needs a title, a city and both dates, each a real day', () => {
    expect(firstIssue(containerFormSchema.safeParse({ ...week, title: '  ' }))).toBe(
      'title: This field is required',
    );
    expect(firstIssue(containerFormSchema.safeParse({ ...week, city: '' }))).toBe(
      'city: This field is required',
    );
    expect(firstIssue(containerFormSchema.safeParse({ ...week, startDate: '' }))).toBe(
      'startDate: This field is required',
    );
    for (const bad of ['2026-02-30', '09/10/2026', '0026-09-10', '2026-09-10T00:00:00Z']) {
      expect(firstIssue(containerFormSchema.safeParse({ ...week, startDate: bad }))).toBe(
        `startDate: ${containerMessages.dateInvalid}`,
      );
    }
  });

  it('refuses an unknown status, an image that is no upload and unstorable text', () => {
    expect(firstIssue(containerFormSchema.safeParse({ ...week, status: 'live' }))).toBe(
      'status: Must be draft, published or archived',
    );
    expect(
      firstIssue(
        containerFormSchema.safeParse({ ...week, coverImage: 'https://evil.example/x.png' }),
      ),
    ).toBe('coverImage: Must be an uploaded image');
    expect(firstIssue(containerFormSchema.safeParse({ ...week, title: 'A\u0000B' }))).toBe(
      'title: Please remove unsupported characters',
    );
  });

  it('PATCH takes any one field and checks the dates when both are named', () => {
    expect(containerPatchSchema.parse({ city: ' Paris ' })).toEqual({ city: 'Paris' });
    expect(containerPatchSchema.safeParse({ endDate: '2020-01-01' }).success).toBe(true);
    expect(
      firstIssue(
        containerPatchSchema.safeParse({ startDate: '2026-09-10', endDate: '2026-09-01' }),
      ),
    ).toBe('endDate: The end date must be on or after the start date');
  });

  it('says which shows a week still holds', () => {
    expect(containerMessages.hasEvents(1, 0)).toBe(
      'This Fashion Week holds 1 event, so it cannot be deleted. Move them to another Fashion Week, or archive it instead.',
    );
    expect(containerMessages.hasEvents(2, 1)).toContain('holds 2 events and 1 web event,');
  });
});

describe('the Fashion Weeks list query', () => {
  it('takes a status and a date range, and refuses a date that is none', () => {
    expect(
      containerListQuerySchema.parse({ status: 'published', from: '2026-09-01', to: '2026-09-30' }),
    ).toMatchObject({ status: 'published', from: '2026-09-01', to: '2026-09-30', page: 1 });
    expect(firstIssue(containerListQuerySchema.safeParse({ from: 'tomorrow' }))).toBe(
      `from: ${containerMessages.dateInvalid}`,
    );
    expect(containerListQuerySchema.safeParse({ sort: 'startDate:desc' }).success).toBe(true);
  });
});

describe('eventOutsideContainer', () => {
  const range = { startDate: '2026-09-10', endDate: '2026-09-17' };

  it('reads the event’s day in its own time zone', () => {
    // 23:00 in New York on the last day is 03:00 UTC the next day: still inside.
    expect(eventOutsideContainer('2026-09-18T03:00:00Z', 'America/New_York', range)).toBe(false);
    expect(eventOutsideContainer('2026-09-18T03:00:00Z', 'UTC', range)).toBe(true);
    // 08:00 in Tokyo on the first day is the day before in UTC.
    expect(eventOutsideContainer('2026-09-09T23:00:00Z', 'Asia/Tokyo', range)).toBe(false);
    expect(eventOutsideContainer('2026-09-09T23:00:00Z', 'America/Los_Angeles', range)).toBe(true);
  });

  it('is inside on the first and the last day, outside the day around them', () => {
    expect(eventOutsideContainer(new Date(Date.UTC(2026, 8, 10, 12)), 'UTC', range)).toBe(false);
    expect(eventOutsideContainer(new Date(Date.UTC(2026, 8, 17, 12)), 'UTC', range)).toBe(false);
    expect(eventOutsideContainer(new Date(Date.UTC(2026, 8, 9, 12)), 'UTC', range)).toBe(true);
    expect(eventOutsideContainer(new Date(Date.UTC(2026, 8, 18, 12)), 'UTC', range)).toBe(true);
  });

  it('says nothing of an event with no date, and reads an unknown zone as UTC', () => {
    expect(eventOutsideContainer(null, 'UTC', range)).toBe(false);
    expect(eventOutsideContainer('not a date', 'UTC', range)).toBe(false);
    expect(eventOutsideContainer('2026-09-18T03:00:00Z', 'Mars/Olympus', range)).toBe(true);
  });
});

describe('formatCalendarDateRange', () => {
  it('writes a week within a month, across months, across years, and one day', () => {
    expect(formatCalendarDateRange('2026-09-10', '2026-09-17')).toBe('Sep 10 – 17, 2026');
    expect(formatCalendarDateRange('2026-11-30', '2026-12-07')).toBe('Nov 30 – Dec 7, 2026');
    expect(formatCalendarDateRange('2026-12-28', '2027-01-03')).toBe('Dec 28, 2026 – Jan 3, 2027');
    expect(formatCalendarDateRange('2026-09-10', '2026-09-10')).toBe('Sep 10, 2026');
    expect(formatCalendarDateRange('someday', '2026-09-10')).toBe('');
  });
});
