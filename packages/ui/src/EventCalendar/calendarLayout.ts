import { TZDate } from '@date-fns/tz';
import { addMinutes, format, isValid, parseISO } from 'date-fns';
import { dayOfInstant } from './calendarRange';
import type { CalendarItem } from './EventCalendar.types';

// Where the calendar draws each show: its zone's day, its times, its place on a week's grid.

const DAY_MINUTES = 24 * 60;
/** The hours a week's time grid shows at least; earlier or later shows widen it. */
const DAY_HOURS = { from: 8, to: 22 } as const;

/** An item read in the calendar's zone: its times, and its minutes on its day. */
export type Placed = CalendarItem & {
  startTime: string;
  endTime: string;
  instant: number;
  /** Minutes after its day's midnight: where a week's time grid places it. */
  startMinute: number;
  endMinute: number;
};

/** Items by the day they start on in the zone, each day's in start order. */
export function placeItems(
  items: readonly CalendarItem[],
  timeZone: string,
): Map<string, Placed[]> {
  const byDay = new Map<string, Placed[]>();
  for (const item of items) {
    const start = parseISO(item.start);
    const day = dayOfInstant(item.start, timeZone);
    if (!isValid(start) || !day) continue;
    const zoned = new TZDate(start.getTime(), timeZone);
    const startMinute = zoned.getHours() * 60 + zoned.getMinutes();
    const placed: Placed = {
      ...item,
      instant: start.getTime(),
      startTime: format(zoned, 'HH:mm'),
      endTime: format(addMinutes(zoned, item.durationMinutes), 'HH:mm'),
      startMinute,
      // A show past midnight is drawn to the end of its day.
      endMinute: Math.min(DAY_MINUTES, startMinute + Math.max(item.durationMinutes, 0)),
    };
    byDay.set(day, [...(byDay.get(day) ?? []), placed]);
  }
  for (const list of byDay.values()) list.sort((a, b) => a.instant - b.instant);
  return byDay;
}

/** The hours a week's grid spans: the working day, widened to every show of the week. */
export function hoursOf(placed: readonly Placed[]): { from: number; to: number } {
  let from: number = DAY_HOURS.from;
  let to: number = DAY_HOURS.to;
  for (const item of placed) {
    from = Math.min(from, Math.floor(item.startMinute / 60));
    to = Math.max(to, Math.ceil(Math.max(item.endMinute, item.startMinute + 30) / 60));
  }
  return { from, to: Math.min(24, to) };
}

/**
 * Side by side where shows overlap: each show's lane and how many lanes its day needs.
 * Greedy: a show takes the first lane free at its start.
 */
export function lanesOf(list: readonly Placed[]): Map<string, { lane: number; lanes: number }> {
  const ends: number[] = [];
  const lane = new Map<string, number>();
  for (const item of list) {
    const free = ends.findIndex((end) => end <= item.startMinute);
    const at = free === -1 ? ends.length : free;
    ends[at] = Math.max(item.endMinute, item.startMinute + 15);
    lane.set(item.id, at);
  }
  return new Map(list.map((item) => [item.id, { lane: lane.get(item.id)!, lanes: ends.length }]));
}

/** A month's days in rows of seven. */
export function chunk<T>(list: readonly T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let index = 0; index < list.length; index += size)
    rows.push(list.slice(index, index + size));
  return rows;
}
