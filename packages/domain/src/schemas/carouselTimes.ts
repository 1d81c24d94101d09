import * as z from 'zod';
import { formatMoment } from '../carouselMoments';
import { objectIdField } from './objectId';

/**
 * Carousel times (API.md, carousel times row): the moments of a show's video at which each
 * product is on screen, so the replay is shoppable. One rule, used by the server (a 400
 * naming the first bad entry) and by the editor (the same refusal while editing).
 *
 * Seconds are kept to the millisecond, as the columns store them (numeric(8,3), decision
 * 0013): a frame of a 24 or 30 fps video is 33 to 42 ms, so a segment's edge can sit on
 * the frame it was nudged to. Every second that comes in is rounded to the millisecond.
 */

/** The latest second a carousel time may name: 24 hours (the columns hold 99 999.999). */
export const CAROUSEL_SEC_MAX = 86_400;
/** How many entries one list holds at most. */
export const CAROUSEL_TIMES_MAX = 500;

/** Rounds a second to the millisecond the columns keep. */
export function roundCarouselSec(sec: number): number {
  return Math.round(sec * 1000) / 1000;
}

const second = (field: 'startSec' | 'endSec') =>
  z
    .number({ error: `${field === 'startSec' ? 'Start' : 'End'} must be a number of seconds` })
    .min(0, { error: 'Must be 0 or more seconds' })
    .max(CAROUSEL_SEC_MAX, { error: `Must be at most ${CAROUSEL_SEC_MAX} seconds` })
    .transform(roundCarouselSec);

/** One entry: the product on screen from startSec (included) to endSec (excluded). */
export const carouselTimeSchema = z.strictObject({
  productId: objectIdField(),
  startSec: second('startSec'),
  endSec: second('endSec'),
});
export type CarouselTimeInput = z.input<typeof carouselTimeSchema>;
export type CarouselTime = z.output<typeof carouselTimeSchema>;

/** What the list is checked against; each part is checked only when it is known. */
export type CarouselTimeContext = {
  /** The video's length in seconds; null or left out when unknown (a live stream). */
  durationSec?: number | null | undefined;
  /** The event's products: an entry naming another is refused; names label the messages. */
  products?: readonly { id: string; name: string }[] | undefined;
};

export type CarouselTimeProblem = {
  /** The bad entry's place in the list, from 0. */
  index: number;
  productId: string;
  /** The field to point at: the product, or the edge that is wrong. */
  field: 'productId' | 'startSec' | 'endSec';
  message: string;
};

/** Invented wording (the spec shows none); each names the entry by place and product. */
export const carouselTimeMessages = {
  entry: (index: number, product: string) => `Entry ${index + 1} (${product})`,
  notOfEvent: (entry: string) => `${entry} is not a product of this event.`,
  negativeStart: (entry: string) => `${entry} starts before the video (at 0 or later).`,
  emptyRange: (entry: string, start: number, end: number) =>
    `${entry} ends at ${formatMoment(end)}, which is not after its start (${formatMoment(start)}).`,
  pastVideo: (entry: string, end: number, duration: number) =>
    `${entry} ends at ${formatMoment(end)}, after the video ends (${formatMoment(duration)}).`,
  unsorted: (entry: string, previous: string) =>
    `${entry} starts before ${previous}: list the entries in the order they start.`,
  overlaps: (entry: string, start: number, previous: string, previousEnd: number) =>
    `${entry} starts at ${formatMoment(start)}, before ${previous} ends (${formatMoment(previousEnd)}): entries may not overlap.`,
  tooMany: `A show holds at most ${CAROUSEL_TIMES_MAX} carousel times.`,
} as const;

/**
 * The first bad entry of a list, or null when the list is good: products of the event
 * only (when the products are known), 0 ≤ start < end, within the video (when its length
 * is known), sorted by start and not overlapping (one may start where the one before it
 * ends). Pure and total: any numbers in, an answer out.
 */
export function firstCarouselTimeProblem(
  list: readonly { productId: string; startSec: number; endSec: number }[],
  context: CarouselTimeContext = {},
): CarouselTimeProblem | null {
  const names = context.products ? new Map(context.products.map((p) => [p.id, p.name])) : null;
  const label = (index: number) => {
    const productId = list[index]!.productId;
    return carouselTimeMessages.entry(index, names?.get(productId) ?? productId);
  };
  const duration = context.durationSec;
  const knownDuration =
    typeof duration === 'number' && Number.isFinite(duration) && duration > 0
      ? roundCarouselSec(duration)
      : null;
  for (const [index, entry] of list.entries()) {
    const start = roundCarouselSec(entry.startSec);
    const end = roundCarouselSec(entry.endSec);
    const at = (field: CarouselTimeProblem['field'], message: string): CarouselTimeProblem => ({
      index,
      productId: entry.productId,
      field,
      message,
    });
    const name = label(index);
    if (names && !names.has(entry.productId)) {
      return at('productId', carouselTimeMessages.notOfEvent(name));
    }
    if (!(start >= 0)) return at('startSec', carouselTimeMessages.negativeStart(name));
    if (!(end > start)) return at('endSec', carouselTimeMessages.emptyRange(name, start, end));
    if (knownDuration !== null && end > knownDuration) {
      return at('endSec', carouselTimeMessages.pastVideo(name, end, knownDuration));
    }
    if (index > 0) {
      const previous = list[index - 1]!;
      const previousStart = roundCarouselSec(previous.startSec);
      const previousEnd = roundCarouselSec(previous.endSec);
      if (start < previousStart) {
        return at('startSec', carouselTimeMessages.unsorted(name, label(index - 1)));
      }
      if (start < previousEnd) {
        return at(
          'startSec',
          carouselTimeMessages.overlaps(name, start, label(index - 1), previousEnd),
        );
      }
    }
  }
  return null;
}

/**
 * The list's shape: each entry's fields (a bad one is named by its place, e.g.
 * `1.startSec`) and the list's size. The body of PUT /api/v2/events/:id/carousel-times (the
 * array itself); the server then checks the list rule against the event's products, so
 * its 400 names the entry's product.
 */
export const carouselTimesShapeSchema = z
  .array(carouselTimeSchema)
  .max(CAROUSEL_TIMES_MAX, { error: carouselTimeMessages.tooMany });

/**
 * The shape and the list rule against what is known (the editor: the event's products
 * and the video's length). A bad list's one issue is the first bad entry's message.
 */
export function carouselTimesSchema(context: CarouselTimeContext = {}) {
  return carouselTimesShapeSchema.check((ctx) => {
    const problem = firstCarouselTimeProblem(ctx.value, context);
    if (problem) {
      ctx.issues.push({
        code: 'custom',
        message: problem.message,
        input: ctx.value,
        // No path: the message names the entry itself.
        path: [],
      });
    }
  });
}

/** The list sorted by start, as GET answers it and as an editor shows it. */
export function sortCarouselTimes<Entry extends { startSec: number }>(
  list: readonly Entry[],
): Entry[] {
  return [...list].sort((a, b) => a.startSec - b.startSec);
}
