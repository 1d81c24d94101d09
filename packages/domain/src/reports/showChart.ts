/**
 * A show's minute-by-minute chart (issue 33, decision 0049): the minutes it covers, the
 * viewers in the room each minute from its sessions' joins and leaves, the pushed products
 * as bands along the time axis, whether an attributed order was bought live or in replay,
 * and conversion. The server computes the counts; these rules decide how they are read.
 */

export const MINUTE_MS = 60_000;
/** The longest chart a show draws: a day of minutes (a show left live runs no further). */
export const SHOW_CHART_MAX_MINUTES = 24 * 60;

/** The start of the minute an instant falls in (minutes start on the minute in every zone). */
export function minuteStart(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS);
}

/**
 * Every minute from the one the show went live in to the one it ended in (or `now`'s, while
 * it is live), at most SHOW_CHART_MAX_MINUTES; none when it never went live.
 */
export function showMinutes(startedAt: Date | null, endedAt: Date | null, now: Date): Date[] {
  if (!startedAt) return [];
  const first = minuteStart(startedAt).getTime();
  const end = endedAt && endedAt.getTime() >= startedAt.getTime() ? endedAt : now;
  const last = Math.max(first, minuteStart(end).getTime());
  const count = Math.min(SHOW_CHART_MAX_MINUTES, (last - first) / MINUTE_MS + 1);
  return Array.from({ length: count }, (_, index) => new Date(first + index * MINUTE_MS));
}

/**
 * The viewers in the room during each minute: every session that joined before the minute's
 * end and had not left by its start (one session per viewer, from first join to last leave).
 * `joins` and `leaves` are counts by the minute they happened in (epoch ms of its start).
 */
export function viewersByMinute(
  minutes: readonly Date[],
  joins: ReadonlyMap<number, number>,
  leaves: ReadonlyMap<number, number>,
  /** Sessions that joined before the first minute / left before it. */
  before: { joined: number; left: number } = { joined: 0, left: 0 },
): number[] {
  let joined = before.joined;
  let left = before.left;
  return minutes.map((minute) => {
    const at = minute.getTime();
    joined += joins.get(at) ?? 0;
    // A viewer who left during this minute was still there in it: counted out from the next.
    const inRoom = joined - left;
    left += leaves.get(at) ?? 0;
    return Math.max(0, inRoom);
  });
}

/** A push of the show's timeline: when, and the products highlighted from then (none clears). */
export type ShowPush = { at: Date; productIds: readonly string[] };
export type ShowBand = { from: string; to: string; productIds: string[] };

/**
 * The pushed products as bands: each push with products lasts until the next push (or the
 * show's end, or `now` while live); an empty push ends the band before it. Bands never
 * start before the show went live nor end after it ended.
 */
export function pushBands(
  pushes: readonly ShowPush[],
  startedAt: Date | null,
  end: Date,
): ShowBand[] {
  if (!startedAt) return [];
  const sorted = [...pushes].sort((a, b) => a.at.getTime() - b.at.getTime());
  const bands: ShowBand[] = [];
  sorted.forEach((push, index) => {
    if (push.productIds.length === 0) return;
    const from = Math.max(push.at.getTime(), startedAt.getTime());
    const to = Math.min(sorted[index + 1]?.at.getTime() ?? end.getTime(), end.getTime());
    if (to <= from) return;
    bands.push({
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
      productIds: [...push.productIds],
    });
  });
  return bands;
}

export type Attribution = 'live' | 'replay';

/**
 * API.md "Attribution": an order carrying the show's id is `live` when placed between the
 * show going live and ending (still live: no end), otherwise `replay` (watched afterwards,
 * or bought from the show's page before it).
 */
export function attributionOf(at: Date, startedAt: Date | null, endedAt: Date | null): Attribution {
  if (!startedAt || at.getTime() < startedAt.getTime()) return 'replay';
  return endedAt === null || at.getTime() < endedAt.getTime() ? 'live' : 'replay';
}

/** Buyers ÷ unique viewers, to four places (0.1234 = 12.34 %); 0 with no viewer. */
export function conversionOf(buyers: number, uniqueViewers: number): number {
  if (uniqueViewers <= 0) return 0;
  return Math.round((buyers / uniqueViewers) * 10_000) / 10_000;
}
