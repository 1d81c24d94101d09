import { formatDateTime } from '@runway-live/domain/display';

/**
 * When a show (an event or a web event) starts, in the zone it was entered in:
 * 'Wed 1 Jul 2026, 19:00 · New York (EDT)'.
 */
export function startText(show: { scheduledAt: string | null; timeZone: string }): string {
  if (!show.scheduledAt) return 'Not set yet';
  return formatDateTime(show.scheduledAt, show.timeZone) ?? show.scheduledAt;
}

/** '1 h 30 min', '45 min', '2 h'. */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** How long a show ran: '45 s', '12 min 5 s', '1 h 2 min'. */
export function showLengthText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours > 0) return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
  if (minutes > 0) return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
  return `${rest} s`;
}

/**
 * How long until a start, coarse enough to read at a glance: 'Starts in 2 days 4 h',
 * 'Starts in 3 h 5 min', 'Starts in 42 s'; 'Started' once it has passed.
 */
export function countdownText(startMs: number, nowMs: number): string {
  const left = Math.floor((startMs - nowMs) / 1000);
  if (left <= 0) return 'The start time has passed';
  const days = Math.floor(left / 86_400);
  const hours = Math.floor((left % 86_400) / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  if (days > 0) return `Starts in ${days} ${days === 1 ? 'day' : 'days'} ${hours} h`;
  if (hours > 0) return `Starts in ${hours} h ${minutes} min`;
  if (minutes > 0) return `Starts in ${minutes} min ${seconds} s`;
  return `Starts in ${seconds} s`;
}
