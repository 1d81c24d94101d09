import type { Database } from './client';
import { DEMO_REPLAY_PATH } from './demoContent';
import { webCarouselTimes, webEventGroups, webEvents, webProducts } from './schema';

/** Where the demo's web events may be embedded from: local pages, as a brand's site would. */
export const DEMO_EMBED_ORIGINS = ['http://localhost:3000', 'http://localhost:5173'];

/**
 * Maison Lumière's web plugin: two web products, the published web event "Spring Lookbook
 * Live" whose replay is the sample video (the first product on screen near its start, the
 * second after it), a second published web event, and a group playing both in order.
 */
export async function seedWebPlugin(
  db: Database,
  designerId: string,
  publicUrl: string,
  now: number,
): Promise<void> {
  const day = 24 * 3600 * 1000;
  const [group] = await db
    .insert(webEventGroups)
    .values({
      designerId,
      name: 'Maison Lumière on the web',
      description: 'The spring lookbook, then the atelier tour.',
    })
    .returning({ id: webEventGroups.id });
  const embed = { allowedOrigins: DEMO_EMBED_ORIGINS };
  const shows = await db
    .insert(webEvents)
    .values([
      {
        designerId,
        groupId: group!.id,
        groupPosition: 1,
        title: 'Spring Lookbook Live',
        description: 'Maison Lumière walks through the spring lookbook.',
        scheduledAt: new Date(now - 2 * day),
        durationMinutes: 30,
        replayUrl: `${publicUrl}${DEMO_REPLAY_PATH}`,
        embed,
        status: 'published' as const,
      },
      {
        designerId,
        groupId: group!.id,
        groupPosition: 2,
        title: 'Atelier Tour',
        description: 'A walk through the atelier where the spring pieces are made.',
        scheduledAt: new Date(now - day),
        durationMinutes: 20,
        replayUrl: `${publicUrl}${DEMO_REPLAY_PATH}`,
        embed,
        status: 'published' as const,
      },
    ])
    .returning({ id: webEvents.id });
  const lookbook = shows[0]!.id;
  const pieces = await db
    .insert(webProducts)
    .values([
      {
        designerId,
        webEventId: lookbook,
        webEventPosition: 1,
        name: 'Linen Trench Coat',
        price: 420,
        currency: 'USD',
        externalUrl: 'https://maison-lumiere.example/shop/linen-trench-coat',
      },
      {
        designerId,
        webEventId: lookbook,
        webEventPosition: 2,
        name: 'Silk Slip Dress',
        price: 285.5,
        currency: 'USD',
        externalUrl: 'https://maison-lumiere.example/shop/silk-slip-dress',
      },
    ])
    .returning({ id: webProducts.id });
  await db.insert(webCarouselTimes).values([
    { webEventId: lookbook, webProductId: pieces[0]!.id, startSec: 1, endSec: 8 },
    { webEventId: lookbook, webProductId: pieces[1]!.id, startSec: 9, endSec: 16 },
  ]);
}
