import {
  type PublicCarouselTime,
  type PublicWebEvent,
  type PublicWebEventGroup,
} from '@runway-live/domain/api';
import { carouselTimeAt, firstMoments, formatMoment } from '@runway-live/domain/display';
import type { PlayerRailProduct } from '@runway-live/ui';
import type { PlaybackMode } from './route';

/** What the video plays: an address, and whether it is the live stream. */
export type VideoSource = { url: string; live: boolean };

/**
 * The address a web event plays in a mode: live prefers its stream while it is live, then
 * its replay; a replay prefers the recording, then the stream. Null: nothing to play yet.
 */
export function videoSourceOf(event: PublicWebEvent, mode: PlaybackMode): VideoSource | null {
  const stream = event.status === 'live' && event.streamUrl ? event.streamUrl : null;
  if (mode === 'live' && stream) return { url: stream, live: true };
  if (event.replayUrl) return { url: event.replayUrl, live: false };
  if (event.streamUrl) return { url: event.streamUrl, live: event.status === 'live' };
  return null;
}

/** The product on screen at `sec` by the carousel times, or null. */
export function productOnScreen(times: readonly PublicCarouselTime[], sec: number): string | null {
  const index = carouselTimeAt(times, sec);
  return index === -1 ? null : times[index]!.productId;
}

/**
 * The rail's products in the show's order. In a replay (`withMoments`), each product that
 * has carousel times can be jumped to: its first moment.
 */
export function railProductsOf(event: PublicWebEvent, withMoments: boolean): PlayerRailProduct[] {
  const moments = withMoments ? firstMoments(event.carouselTimes) : new Map<string, number>();
  return event.products.map((product) => {
    const moment = moments.get(product._id);
    return {
      id: product._id,
      name: product.name,
      price: product.price,
      currency: product.currency,
      imageUrl: product.imageUrl,
      externalUrl: product.externalUrl,
      // Linked to a marketplace product: sold in the player (decision 0033).
      buyHere: product.productId !== null,
      jumpTime: moment === undefined ? null : formatMoment(moment),
    };
  });
}

/** Where a jump to a product seeks: its first moment, or null when it has none. */
export function jumpTargetOf(event: PublicWebEvent, productId: string): number | null {
  return firstMoments(event.carouselTimes).get(productId) ?? null;
}

/** How a group's web event is played: live while it is live, else its replay. */
export function groupModeOf(event: PublicWebEvent): PlaybackMode {
  return event.status === 'live' ? 'live' : 'replay';
}

/** The web events a group plays, in its order: those with something to play. */
export function groupQueueOf(group: PublicWebEventGroup): PublicWebEvent[] {
  return group.webEvents.filter((event) => videoSourceOf(event, groupModeOf(event)) !== null);
}

/** The place of the web event after `index` in a queue of `length`, or null at its end. */
export function nextInQueue(index: number, length: number): number | null {
  return index + 1 < length ? index + 1 : null;
}
