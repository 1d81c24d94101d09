import { asc, eq } from 'drizzle-orm';
import { webCarouselTimes, webEvents } from '../../db/schema';
import { ownedWhere } from '../../resources/ownership';
import type { CarouselOwner } from '../carouselTimes/service';
import { webEventProducts } from './repository';

/**
 * The carousel times of a web event (GET/PUT /api/v2/web-events/:id/carousel-times): the
 * events' service and rule, on the web event's table and its web products.
 */
export const webEventCarousel: CarouselOwner = {
  find: async (db, user, id, lock) => {
    const query = db
      .select({ id: webEvents.id })
      .from(webEvents)
      .where(ownedWhere(eq(webEvents.id, id), webEvents.designerId, user));
    const rows = lock ? await query.for('update') : await query;
    return rows.length > 0;
  },
  products: async (db, id) =>
    new Map((await webEventProducts(db, id)).map((row) => [row.id, row.name])),
  read: (db, id) => readWebCarousel(db, id),
  replace: async (tx, id, list) => {
    await tx.delete(webCarouselTimes).where(eq(webCarouselTimes.webEventId, id));
    if (list.length > 0) {
      await tx.insert(webCarouselTimes).values(
        list.map(({ productId, startSec, endSec }) => ({
          webEventId: id,
          webProductId: productId,
          startSec,
          endSec,
        })),
      );
    }
  },
};

/** A web event's carousel times, sorted by start: the editor's and the player's list. */
export function readWebCarousel(db: Parameters<CarouselOwner['read']>[0], id: string) {
  return db
    .select({
      productId: webCarouselTimes.webProductId,
      startSec: webCarouselTimes.startSec,
      endSec: webCarouselTimes.endSec,
    })
    .from(webCarouselTimes)
    .where(eq(webCarouselTimes.webEventId, id))
    .orderBy(asc(webCarouselTimes.startSec));
}
