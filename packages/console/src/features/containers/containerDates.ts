import {
  eventOutsideContainer,
  formatCalendarDateRange,
  type ApiContainer,
} from '@runway-live/domain';

/** 'Sep 10 – 17, 2026': a Fashion Week's days (the domain's display). */
export function dateRangeText({ startDate, endDate }: Pick<ApiContainer, 'startDate' | 'endDate'>) {
  return formatCalendarDateRange(startDate, endDate);
}

/** The viewer's time zone, in which the console enters and shows a show's start. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** 'Sep 12, 2026, 7:00 PM EDT': a show's start in the viewer's zone, the zone named. */
export function showStartText(instant: string, zone: string = viewerTimeZone()): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: zone,
  }).format(Date.parse(instant));
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
