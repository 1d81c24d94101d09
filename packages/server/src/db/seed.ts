import { DEFAULT_CATALOGUE } from '@runway-live/domain';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database } from './client';
import { DEMO_LINES, demoCategory, demoColors, type DemoLine } from './demoContent';
import {
  categories,
  colors,
  coupons,
  designers,
  events,
  looks,
  orders,
  products,
  sizeCharts,
  users,
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
): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  const createdEvents = await db
    .insert(events)
    .values(
      line.events.map((event) => ({
        designerId,
        title: event.title,
        description: `${line.brand} presents ${event.title.toLowerCase()}.`,
        scheduledAt: new Date(Date.now() + event.daysFromNow * day),
        status: event.status,
        replayUrl: event.replayUrl ?? '',
      })),
    )
    .returning({ id: events.id });
  const eventId = createdEvents[0]?.id ?? null;
  const eventOfLook = (look: DemoLine['looks'][number]) =>
    look.event === undefined ? eventId : (createdEvents[look.event]?.id ?? eventId);
  const createdLooks = await db
    .insert(looks)
    .values(
      line.looks.map((look) => ({
        designerId,
        eventId: eventOfLook(look),
        name: look.name,
        description: look.description,
        status: 'published' as const,
      })),
    )
    .returning({ id: looks.id });
  /** The look a product code is in, and its place there (1 first). */
  const placeOf = (code: string) => {
    const index = line.looks.findIndex((look) => look.products.includes(code));
    if (index < 0) return { eventId, lookId: null, lookPosition: null };
    return {
      eventId: eventOfLook(line.looks[index]!),
      lookId: createdLooks[index]!.id,
      lookPosition: line.looks[index]!.products.indexOf(code) + 1,
    };
  };
  const createdProducts = await db
    .insert(products)
    .values(
      line.products.map((product) => {
        const category = demoCategory(product.categoryId);
        return {
          designerId,
          ...placeOf(product.code),
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
    const { designer, atelier, shopper } = ids;
    if (!designer || !atelier || !shopper) throw new Error('demo accounts were not created');
    const accountId = 'acct_local_demo0designer';
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
        subscription: {
          status: 'active',
          currentPeriodEnd: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
        },
      },
      {
        userId: atelier,
        brandName: DEMO_LINES.atelier.brand,
        website: 'https://atelier-nord.example',
        commission: 15,
        subscriptionAmount: 49,
      },
    ]);
    await seedLine(tx, designer, DEMO_LINES.designer, shopper);
    await seedLine(tx, atelier, DEMO_LINES.atelier, shopper);
  });
  return true;
}
