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

/** A moment as a viewer reads it: 5.4 → '0:05', 75 → '1:15', 3725 → '1:02:05'. */
export function formatMoment(sec: number): string {
  const whole = Math.floor(Math.max(0, Number.isFinite(sec) ? sec : 0));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
