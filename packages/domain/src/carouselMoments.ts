/**
 * Reading carousel times while a video plays (the carousel-time editor's preview and the
 * embeddable player). No zod here: the player page loads this module (bench/bundle), while
 * the list's rule and schemas stay in ./schemas/carouselTimes.
 */

type Moment = { productId: string; startSec: number; endSec: number };

/** The entry on screen at `sec` (its start included, its end excluded), or -1. */
export function carouselTimeAt(list: readonly Moment[], sec: number): number {
  return list.findIndex((entry) => entry.startSec <= sec && sec < entry.endSec);
}

/** Each product's first moment on screen: the earliest start of its entries. */
export function firstMoments(list: readonly Moment[]): Map<string, number> {
  const first = new Map<string, number>();
  for (const { productId, startSec } of list) {
    const known = first.get(productId);
    if (known === undefined || startSec < known) first.set(productId, startSec);
  }
  return first;
}

/**
 * A moment of a show's video, written one way everywhere (the carousel-time editor, the
 * rule's messages, the player's "Jump to"): minutes, seconds and milliseconds, hours in
 * front when there are any. 5.4 → '0:05.400', 75 → '1:15.000', 3725.5 → '1:02:05.500'.
 * The times are kept to the millisecond, so what is written is what is stored; a dot
 * always separates seconds from their fraction, never a frame count.
 */
export function formatMoment(sec: number): string {
  const millis = Math.round(Math.max(0, Number.isFinite(sec) ? sec : 0) * 1000);
  const whole = Math.floor(millis / 1000);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = `${String(whole % 60).padStart(2, '0')}.${String(millis % 1000).padStart(3, '0')}`;
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
