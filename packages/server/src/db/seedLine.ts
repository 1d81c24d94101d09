import {
  DEFAULT_EVENT_TIME_ZONE,
  instantToZonedTime,
  zonedTimeToInstant,
} from '@runway-live/domain/schemas';
import { majorToMinor } from '@runway-live/domain/money';
import type { Database } from './client';
import { DEMO_ACCOUNTS } from './demoAccounts';
import {
  DEMO_REPLAY_PATH,
  demoCategory,
  demoColors,
  type DemoEvent,
  type DemoLine,
} from './demoContent';
import { coupons, events, looks, orders, products } from './schema';

/**
 * One designer's demo line (db/demoContent.ts): its shows, looks and products, and the
 * shopper's orders of them.
 */
export async function seedLine(
  db: Database,
  designerId: string,
  line: DemoLine,
  shopperId: string,
  publicUrl: string,
): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  /** The show's start: its wall-clock time in its zone on that day, as a UTC instant. */
  const startOf = (event: DemoEvent) => {
    const instant = new Date(Date.now() + event.daysFromNow * day);
    if (!event.localTime) return instant;
    const zone = event.timeZone ?? DEFAULT_EVENT_TIME_ZONE;
    const date = instantToZonedTime(instant, zone).slice(0, 10);
    return zonedTimeToInstant(`${date}T${event.localTime}`, zone) ?? instant;
  };
  const createdEvents = await db
    .insert(events)
    .values(
      line.events.map((event) => ({
        designerId,
        title: event.title,
        description: `${line.brand} presents ${event.title.toLowerCase()}.`,
        scheduledAt: startOf(event),
        status: event.status,
        ...(event.timeZone ? { timeZone: event.timeZone } : {}),
        ...(event.durationMinutes ? { durationMinutes: event.durationMinutes } : {}),
        ...(event.replay ? { replayUrl: `${publicUrl}${DEMO_REPLAY_PATH}` } : {}),
        ...(event.rehearsal ? { rehearsal: true } : {}),
      })),
    )
    .returning({ id: events.id });
  const eventId = createdEvents[0]?.id ?? null;
  /** The show a look is in: the one that names it, else the first. */
  const showOfLook = (name: string) => {
    const index = line.events.findIndex((event) => event.looks?.includes(name));
    return index < 0 ? eventId : createdEvents[index]!.id;
  };
  const createdLooks = await db
    .insert(looks)
    .values(
      line.looks.map(({ name, description }, index) => ({
        designerId,
        eventId: showOfLook(name),
        eventPosition: index + 1,
        name,
        description,
        status: 'published' as const,
      })),
    )
    .returning({ id: looks.id });
  /** The look a product code is in, and its place there (1 first); its show, and place there. */
  const placeOf = (code: string, position: number) => {
    const index = line.looks.findIndex((look) => look.products.includes(code));
    if (index < 0) return { lookId: null, lookPosition: null, eventId, eventPosition: position };
    return {
      lookId: createdLooks[index]!.id,
      lookPosition: line.looks[index]!.products.indexOf(code) + 1,
      eventId: showOfLook(line.looks[index]!.name),
      eventPosition: position,
    };
  };
  const createdProducts = await db
    .insert(products)
    .values(
      line.products.map((product, position) => {
        const category = demoCategory(product.categoryId);
        return {
          designerId,
          ...placeOf(product.code, position + 1),
          productCode: product.code,
          productName: product.name,
          productBrand: line.brand,
          productPrice: product.price,
          productTax: 8.88,
          fabricQuality: product.fabricQuality,
          description: `${product.name} by ${line.brand}.`,
          categoryId: category.categoryId,
          gender: category.gender,
          superCategory: category.type,
          category: category.category,
          subCategory: category.subCategory,
          startDate: new Date().toISOString().slice(0, 10),
          colors: demoColors(product),
          status: 'active' as const,
        };
      }),
    )
    .returning();
  // The designer's own code: their products, funded by them, $50 of them at least.
  const { code, type, value } = line.coupon;
  await db.insert(coupons).values({
    code,
    type,
    ...(type === 'percent' ? { percentOff: value } : { amountOff: majorToMinor(value) }),
    scope: 'designer',
    designerId,
    fundedBy: 'designer',
    minOrderAmount: 5_000,
  });
  const first = createdProducts[0];
  const firstColor = first?.colors[0];
  const firstSize = firstColor?.sizes[0];
  if (first && firstColor && firstSize) {
    const now = new Date().toISOString();
    // Money in whole minor units (cents), as every order keeps it.
    const unitPrice = Math.round(first.productPrice * 100);
    const tax = Math.round((unitPrice * first.productTax) / 100);
    const shipping = 1200;
    const total = unitPrice + tax + shipping;
    await db.insert(orders).values({
      orderNumber: `RL-${first.productCode}-0001`,
      buyerId: shopperId,
      buyer: { name: 'Sam Shopper', email: DEMO_ACCOUNTS.shopper.email },
      designerId,
      eventId,
      items: [
        {
          productId: first.id,
          sku: firstSize.sku,
          name: first.productName,
          color: firstColor.color,
          size: firstSize.size,
          quantity: 1,
          unitPrice,
          tax,
          imageUrl: first.images[0] ?? null,
        },
      ],
      subtotal: unitPrice,
      tax,
      shipping,
      total,
      designerNet: total,
      shippingAddress: {
        primaryAddress: '350 5th Ave',
        city: 'New York',
        state: 'NY',
        pincode: '10118',
        country: 'United States',
      },
      status: 'paid',
      timeline: [
        { type: 'created', at: now, by: null, to: 'pending' },
        { type: 'status', at: now, by: null, from: 'pending', to: 'paid' },
      ],
    });
  }
}
