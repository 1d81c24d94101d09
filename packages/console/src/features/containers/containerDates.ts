import { type ApiContainer } from '@runway-live/domain/api';
import {
  formatCalendarDateRange,
  formatDateTime,
  readerTimeZone,
} from '@runway-live/domain/display';
import { eventOutsideContainer } from '@runway-live/domain/schemas';

/** 'Sep 10 – 17, 2026': a Fashion Week's days (the domain's display). */
export function dateRangeText({ startDate, endDate }: Pick<ApiContainer, 'startDate' | 'endDate'>) {
  return formatCalendarDateRange(startDate, endDate);
}

/** The viewer's time zone, in which the console enters and shows a show's start. */
export function viewerTimeZone(): string {
  return readerTimeZone();
}

/**
 * A show's start as every screen writes a date-time (the domain's formatDateTime), in the
 * zone it was entered in when the show names one, else the viewer's:
 * 'Sat 12 Sep 2026, 19:00 · New York (EDT)'.
 */
export function showStartText(instant: string, zone: string = viewerTimeZone()): string {
  return formatDateTime(instant, zone) ?? instant;
}

/**
 * Whether a show's day, in the zone it is shown in, lies outside its week's days: the
 * warning beside it (the domain's rule). Until a show carries its own zone, that is the
 * viewer's.
 */
export function showOutsideWeek(
  show: { scheduledAt: string | null },
  container: Pick<ApiContainer, 'startDate' | 'endDate'>,
  zone: string = viewerTimeZone(),
): boolean {
  return eventOutsideContainer(show.scheduledAt, zone, container);
}

/** The warning's words. */
export const OUTSIDE_WEEK_TEXT = 'Outside the week’s dates';
