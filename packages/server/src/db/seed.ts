import { DEFAULT_CATALOGUE } from '@runway-live/domain/reference';
import {
  DEFAULT_EVENT_TIME_ZONE,
  instantToZonedTime,
  zonedTimeToInstant,
} from '@runway-live/domain/schemas';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database } from './client';
import {
  DEMO_LINES,
  DEMO_REPLAY_PATH,
  demoCategory,
  demoColors,
  type DemoEvent,
  type DemoLine,
} from './demoContent';
import {
  categories,
  colors,
  containers,
  coupons,
  designers,
  events,
  looks,
  orders,
  products,
  sizeCharts,
  subscriptionInvoices,
  users,
  webCarouselTimes,
  webEventGroups,
  webEvents,
  webProducts,
} from './schema';

export const DEMO_PASSWORD = 'runway-demo-1';

export type DemoAccount = { email: string; roles: string[]; note: string };

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@runway.test', roles: ['admin'], note: 'admin' },
  staff: { email: 'staff@runway.test', roles: ['member'], note: 'staff member' },
  designer: {
    email: 'designer@runway.test',
    roles: ['designer'],
    note: 'designer, payment account connected',
  },
  atelier: {
    email: 'atelier@runway.test',
    roles: ['designer'],
    note: 'designer, payment account not connected',
  },
  pastdue: {
    email: 'pastdue@runway.test',
    roles: ['designer'],
    note: 'designer, payment account connected, subscription past due',
  },
  shopper: { email: 'shopper@runway.test', roles: ['user'], note: 'shopper (no console access)' },
} as const satisfies Record<string, DemoAccount>;

/** The built-in catalogue into the reference tables; rows already there are kept. */
export async function seedCatalogue(db: Database): Promise<void> {
  await db.insert(sizeCharts).values(DEFAULT_CATALOGUE.sizeCharts).onConflictDoNothing();
  await db.insert(categories).values(DEFAULT_CATALOGUE.categories).onConflictDoNothing();
  await db
    .insert(colors)
    .values(DEFAULT_CATALOGUE.colors.map(({ name, hex }) => ({ name, hex: hex ?? null })))
    .onConflictDoNothing();
}

async function seedLine(
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
  await db.insert(coupons).values({ ...line.coupon, designerId, eventId, minOrderAmount: 50 });
  const first = createdProducts[0];
  const firstColor = first?.colors[0];
  const firstSize = firstColor?.sizes[0];
  if (first && firstColor && firstSize) {
    const now = new Date().toISOString();
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
          unitPrice: first.productPrice,
        },
      ],
      subtotal: first.productPrice,
      tax: Math.round(first.productPrice * 8.88) / 100,
      shipping: 12,
      total: first.productPrice + Math.round(first.productPrice * 8.88) / 100 + 12,
      shippingAddress: {
        primaryAddress: '350 5th Ave',
        city: 'New York',
        state: 'NY',
        pincode: '10118',
        country: 'United States',
      },
      status: 'paid',
      statusHistory: [
        { status: 'pending', at: now },
        { status: 'paid', at: now },
      ],
    });
  }
}

/**
 * The demo accounts and catalogue of API.md. Idempotent: the catalogue is upserted and
 * the accounts (with their demo content) are created only when the admin is missing, so a
 * second start adds nothing. Answers whether anything was created.
 */
export async function seedDemo(db: Database, options: { publicUrl: string }): Promise<boolean> {
  await seedCatalogue(db);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.admin.email));
  if (existing) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const ids: Partial<Record<keyof typeof DEMO_ACCOUNTS, string>> = {};
    const names: Record<keyof typeof DEMO_ACCOUNTS, [string, string]> = {
      admin: ['Ada', 'Admin'],
      staff: ['Stella', 'Staff'],
      designer: ['Léa', 'Lumière'],
      atelier: ['Nils', 'Nord'],
      pastdue: ['Paz', 'Duarte'],
      shopper: ['Sam', 'Shopper'],
    };
    for (const [key, account] of Object.entries(DEMO_ACCOUNTS) as [
      keyof typeof DEMO_ACCOUNTS,
      DemoAccount,
    ][]) {
      const [firstName, lastName] = names[key];
      const [row] = await tx
        .insert(users)
        .values({
          email: account.email,
          passwordHash,
          firstName,
          lastName,
          fullName: `${firstName} ${lastName}`,
          roles: [...account.roles],
          subRoles: account.roles.includes('designer') ? ['Designer'] : [],
          country: 'United States',
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      ids[key] = row?.id;
    }
    const { designer, atelier, pastdue, shopper } = ids;
    if (!designer || !atelier || !pastdue || !shopper) {
      throw new Error('demo accounts were not created');
    }
    const accountId = 'acct_local_demo0designer';
    const pastdueAccountId = 'acct_local_demo00pastdue';
    const day = 24 * 3600 * 1000;
    const now = Date.now();
    await tx.insert(designers).values([
      {
        userId: designer,
        brandName: DEMO_LINES.designer.brand,
        website: 'https://maison-lumiere.example',
        commission: 12,
        subscriptionAmount: 49,
        payment: {
          provider: 'local',
          accountId,
          loginLink: `${options.publicUrl}/payments/local/dashboard/${accountId}`,
        },
        subscriptionStatus: 'active',
        subscriptionPeriodEnd: new Date(now + 20 * day),
        subscriptionProvider: 'local',
        subscriptionCustomerId: 'cus_local_demo0designer',
        subscriptionId: 'sub_local_demo0designer',
      },
      {
        userId: atelier,
        brandName: DEMO_LINES.atelier.brand,
        website: 'https://atelier-nord.example',
        commission: 15,
        subscriptionAmount: 49,
      },
      {
        // The subscription's last renewal failed: events (gated) are refused until it is paid.
        userId: pastdue,
        brandName: 'Casa Duarte',
        website: 'https://casa-duarte.example',
        commission: 10,
        subscriptionAmount: 39,
        payment: {
          provider: 'local',
          accountId: pastdueAccountId,
          loginLink: `${options.publicUrl}/payments/local/dashboard/${pastdueAccountId}`,
        },
        subscriptionStatus: 'past_due',
        subscriptionPeriodEnd: new Date(now - 3 * day),
        subscriptionProvider: 'local',
        subscriptionCustomerId: 'cus_local_demo00pastdue',
        subscriptionId: 'sub_local_demo00pastdue',
      },
    ]);
    // Invoices so far: Maison Lumière's paid months; Casa Duarte's paid month and failed renewal.
    const month = (designerId: string, key: string, ends: number, amount: number) => ({
      designerId,
      provider: 'local' as const,
      providerInvoiceId: `in_local_demo_${key}`,
      amount,
      currency: 'USD',
      status: 'paid' as const,
      periodStart: new Date(ends - 30 * day),
      periodEnd: new Date(ends),
      createdAt: new Date(ends - 30 * day),
    });
    await tx
      .insert(subscriptionInvoices)
      .values([
        month(designer, 'designer1', now - 10 * day, 49),
        month(designer, 'designer2', now + 20 * day, 49),
        month(pastdue, 'pastdue1', now - 3 * day, 39),
        { ...month(pastdue, 'pastdue2', now + 27 * day, 39), status: 'failed' as const },
      ]);
    await seedLine(tx, designer, DEMO_LINES.designer, shopper, options.publicUrl);
    await seedLine(tx, atelier, DEMO_LINES.atelier, shopper, options.publicUrl);
    await seedFashionWeeks(tx, now);
    await seedWebPlugin(tx, designer, options.publicUrl, now);
  });
  return true;
}

/** Where the demo's web events may be embedded from: local pages, as a brand's site would. */
export const DEMO_EMBED_ORIGINS = ['http://localhost:3000', 'http://localhost:5173'];

/**
 * Maison Lumière's web plugin: two web products, the published web event "Spring Lookbook
 * Live" whose replay is the sample video (the first product on screen near its start, the
 * second after it), a second published web event, and a group playing both in order.
 */
async function seedWebPlugin(
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

/**
 * Two Fashion Weeks: a published one around Maison Lumière's coming show (which it holds),
 * and a draft one later on, which only admin and staff see. Their days are UTC calendar
 * dates counted from today.
 */
async function seedFashionWeeks(db: Database, now: number): Promise<void> {
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
