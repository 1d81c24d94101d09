import { carouselTimeAt, firstCarouselTimeProblem, roundCarouselSec } from '@runway-live/domain';

/** One product on screen from startSec (included) to endSec (excluded). */
export type CarouselSegment = { productId: string; startSec: number; endSec: number };
export type CarouselProduct = { id: string; name: string; thumbnail?: string | undefined };
export type SegmentEdge = 'start' | 'end';

/** How long a segment added at the playhead lasts, when nothing stops it sooner. */
export const NEW_SEGMENT_SEC = 5;

/** The last second the timeline shows: the video's length, or past the last segment. */
export function timelineEnd(
  segments: readonly CarouselSegment[],
  duration: number | null,
  currentTime: number,
): number {
  if (duration !== null && Number.isFinite(duration) && duration > 0) return duration;
  const last = Math.max(0, currentTime, ...segments.map((segment) => segment.endSec));
  return Math.ceil(last + NEW_SEGMENT_SEC * 2);
}

/** A lane of the timeline: one product and the places of its segments in the list. */
export type CarouselLane = { productId: string; name: string; segments: number[] };

/**
 * One lane per product, in the products' order, each with its segments (by their place in
 * the list); a segment of a product the list does not know gets a lane of its own after
 * them, named by its id, so nothing saved is hidden.
 */
export function lanesOf(
  products: readonly CarouselProduct[],
  segments: readonly CarouselSegment[],
): CarouselLane[] {
  const lanes = new Map<string, CarouselLane>();
  for (const product of products) {
    lanes.set(product.id, { productId: product.id, name: product.name, segments: [] });
  }
  segments.forEach((segment, index) => {
    let lane = lanes.get(segment.productId);
    if (!lane) {
      lane = { productId: segment.productId, name: segment.productId, segments: [] };
      lanes.set(segment.productId, lane);
    }
    lane.segments.push(index);
  });
  return [...lanes.values()];
}

/** The segment on screen at `time`, or -1. */
export function segmentAt(segments: readonly CarouselSegment[], time: number): number {
  return carouselTimeAt(segments, time);
}

/** The list with one edge of one segment moved to `sec` (to the millisecond). */
export function withEdge(
  segments: readonly CarouselSegment[],
  index: number,
  edge: SegmentEdge,
  sec: number,
): CarouselSegment[] {
  return segments.map((segment, at) =>
    at === index
      ? { ...segment, [edge === 'start' ? 'startSec' : 'endSec']: roundCarouselSec(sec) }
      : segment,
  );
}

/**
 * The list with a segment of the product added at `at`, in start order: it lasts
 * NEW_SEGMENT_SEC, or less when the next segment or the video's end comes sooner.
 */
export function withSegmentAt(
  segments: readonly CarouselSegment[],
  productId: string,
  at: number,
  duration: number | null,
): { list: CarouselSegment[]; index: number } {
  const start = roundCarouselSec(Math.max(0, at));
  const next = segments.find((segment) => segment.startSec > start);
  let end = start + NEW_SEGMENT_SEC;
  if (next) end = Math.min(end, next.startSec);
  if (duration !== null && Number.isFinite(duration) && duration > 0) end = Math.min(end, duration);
  const index = next ? segments.indexOf(next) : segments.length;
  const list = [...segments];
  list.splice(index, 0, { productId, startSec: start, endSec: roundCarouselSec(end) });
  return { list, index };
}

/**
 * The domain's carousel-time rule for the editor's list: the first bad entry's message, or
 * null. An edit is refused when it brings a problem the list did not have before.
 */
export function problemOf(
  segments: readonly CarouselSegment[],
  products: readonly CarouselProduct[],
  duration: number | null,
): string | null {
  return firstCarouselTimeProblem(segments, { products, durationSec: duration })?.message ?? null;
}
