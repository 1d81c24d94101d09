import { asc, eq, or, type SQL } from 'drizzle-orm';
import { apiMessages, type ApiCarouselTime } from '@runway-live/domain/api';
import { firstCarouselTimeProblem, type CarouselTime } from '@runway-live/domain/schemas';
import type { AppContext } from '../../context';
import { carouselTimes, events, looks, products, type UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import { ownedWhere } from '../../resources/ownership';
import type { Queries, Transaction } from '../../resources/transaction';

type User = Pick<UserRow, 'id' | 'roles'>;

/**
 * The products the carousel of an event may show, by id, with their names (the 400 names
 * an entry by it): the show's own products (events/repository.ts eventProductIds, its
 * `productIds`) and the products of the looks it shows, which are on the runway too
 * though a look's product may be filed under no event (decision 0013).
 */
export async function carouselProducts(db: Queries, eventId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: products.id, name: products.productName })
    .from(products)
    .leftJoin(looks, eq(looks.id, products.lookId))
    .where(or(eq(products.eventId, eventId), eq(looks.eventId, eventId)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * What carousel times hang on: a show the user may see (another designer's is a 404) and
 * may lock for a write, its products, and its list of times. Events today; web events (the
 * next issue) give their own table and columns to the same service.
 */
export type CarouselOwner = {
  /** Whether the show exists and the user may see it (read) or lock it (write). */
  find: (db: Queries, user: User, id: string, lock: boolean) => Promise<boolean>;
  products: (db: Queries, id: string) => Promise<Map<string, string>>;
  read: (db: Queries, id: string) => Promise<ApiCarouselTime[]>;
  replace: (tx: Transaction, id: string, list: readonly CarouselTime[]) => Promise<void>;
};

export const eventCarousel: CarouselOwner = {
  find: async (db, user, id, lock) => {
    const where: SQL = ownedWhere(eq(events.id, id), events.designerId, user);
    const query = db.select({ id: events.id }).from(events).where(where);
    const rows = lock ? await query.for('update') : await query;
    return rows.length > 0;
  },
  products: carouselProducts,
  read: (db, id) =>
    db
      .select({
        productId: carouselTimes.productId,
        startSec: carouselTimes.startSec,
        endSec: carouselTimes.endSec,
      })
      .from(carouselTimes)
      .where(eq(carouselTimes.eventId, id))
      .orderBy(asc(carouselTimes.startSec)),
  replace: async (tx, id, list) => {
    await tx.delete(carouselTimes).where(eq(carouselTimes.eventId, id));
    if (list.length > 0) {
      await tx.insert(carouselTimes).values(list.map((entry) => ({ eventId: id, ...entry })));
    }
  },
};

/** GET: the show's whole list, sorted by start. */
export async function getCarouselTimes(
  ctx: AppContext,
  owner: CarouselOwner,
  user: User,
  id: string,
): Promise<ApiCarouselTime[]> {
  const { db } = ctx.database;
  if (!(await owner.find(db, user, id, false))) throw new ApiError(404, apiMessages.notFound);
  return owner.read(db, id);
}

/**
 * PUT: replaces the whole list in one transaction that holds the show's row lock first, so
 * two saves at once run one after the other and leave one whole list, never a mix. The
 * list is checked against the show's products under that lock (a 400 naming the first bad
 * entry). The video's length is not known here: the editor checks it against the video.
 */
export async function setCarouselTimes(
  ctx: AppContext,
  owner: CarouselOwner,
  user: User,
  id: string,
  list: readonly CarouselTime[],
): Promise<ApiCarouselTime[]> {
  return ctx.database.db.transaction(async (tx) => {
    if (!(await owner.find(tx, user, id, true))) throw new ApiError(404, apiMessages.notFound);
    const names = await owner.products(tx, id);
    const known = [...names].map(([productId, name]) => ({ id: productId, name }));
    const problem = firstCarouselTimeProblem(list, { products: known });
    if (problem) throw new ApiError(400, problem.message);
    await owner.replace(tx, id, list);
    return owner.read(tx, id);
  });
}
