import { count, eq } from 'drizzle-orm';
import { containers, events, webEvents } from '../../db/schema';
import { byIdRepository } from '../../resources/byIdRepository';
import type { Queries } from '../../resources/transaction';

export type ContainerRow = typeof containers.$inferSelect;

export const containerRows = byIdRepository(containers);

/** How many events and web events a Fashion Week holds. */
export async function showsOf(
  db: Queries,
  containerId: string,
): Promise<{ events: number; webEvents: number }> {
  const [[held], [heldWeb]] = await Promise.all([
    db.select({ n: count() }).from(events).where(eq(events.containerId, containerId)),
    db.select({ n: count() }).from(webEvents).where(eq(webEvents.containerId, containerId)),
  ]);
  return { events: held?.n ?? 0, webEvents: heldWeb?.n ?? 0 };
}
