import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { DEMO_LINES } from './demoContent';
import { containers, events } from './schema';

/**
 * Two Fashion Weeks: a published one around Maison Lumière's coming show (which it holds),
 * and a draft one later on, which only admin and staff see. Their days are UTC calendar
 * dates counted from today.
 */
export async function seedFashionWeeks(db: Database, now: number): Promise<void> {
  const day = 24 * 3600 * 1000;
  const dateIn = (days: number) => new Date(now + days * day).toISOString().slice(0, 10);
  const [newYork] = await db
    .insert(containers)
    .values([
      {
        title: 'New York Fashion Week',
        description: 'A week of live shows from the New York runways.',
        city: 'New York',
        startDate: dateIn(5),
        endDate: dateIn(12),
        status: 'published' as const,
      },
      {
        title: 'Paris Fashion Week',
        description: 'The autumn collections, live from Paris.',
        city: 'Paris',
        startDate: dateIn(60),
        endDate: dateIn(67),
        status: 'draft' as const,
      },
    ])
    .returning({ id: containers.id });
  await db
    .update(events)
    .set({ containerId: newYork!.id })
    .where(eq(events.title, DEMO_LINES.designer.events[0]!.title));
}
