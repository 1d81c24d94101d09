import type { LinkComponent } from '../Link/linkComponent';
import type { CalendarView, WeekStart } from './calendarRange';

export type CalendarItem = {
  id: string;
  title: string;
  /** The start as a UTC instant, ISO 8601. */
  start: string;
  durationMinutes: number;
  /** The item's status ('scheduled', 'cancelled'…), shown by its dot and read out. */
  status: string;
  /** How the status reads ('Scheduled'); the status with a capital first letter by default. */
  statusLabel?: string;
};

export type EventCalendarProps = {
  /** Names the calendar for assistive tech ('Events'). */
  caption: string;
  items: readonly CalendarItem[];
  view: CalendarView;
  /** A day inside the period shown, 'yyyy-MM-dd'. */
  date: string;
  /** The zone days and times are read in (the viewer's); the browser's by default. */
  timeZone?: string;
  /** Today, 'yyyy-MM-dd'; today in the zone by default (stories fix it). */
  today?: string;
  weekStartsOn?: WeekStart;
  /** Another period: the day to show (a month or a week away, or today). */
  onDateChange: (date: string) => void;
  /**
   * Another view, with the day it opens on: the day in view. A month reached by the arrows
   * is held by its first week's day (or today's), so a week opened from it follows it.
   */
  onViewChange: (view: CalendarView, date: string) => void;
  /** Where an item leads; the app's path (this package knows none). */
  getItemHref: (item: CalendarItem) => string;
  /** The app's router link; a plain `<a>` by default. */
  linkComponent?: LinkComponent;
  /** How many items a month's day shows before '+2 more'. */
  maxPerDay?: number;
  loading?: boolean;
  /** A failed load: the message and, with onRetry, a Retry button. */
  error?: string | null;
  onRetry?: () => void;
  /** Said when the period holds no item. */
  emptyMessage?: string;
  className?: string;
};
