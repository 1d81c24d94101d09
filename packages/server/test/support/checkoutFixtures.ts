import { eq } from 'drizzle-orm';
import { createSessionTokens } from '../../src/auth/sessionTokens';
import { categories, designers, products, users } from '../../src/db/schema';
import type { TestApp } from './testApp';

/** A US address the local address check accepts. */
export const ADDRESS = {
  primaryAddress: '350 5th Ave',
  city: 'New York',
  state: 'NY',
  pincode: '10118',
  country: 'US',
};

let serial = 0;

/** An active product of `designerId` with the given sizes (sku → quantity), price and tax. */
export async function stockedProduct(
  t: TestApp,
  designerId: string,
  options: {
    price: number;
    tax?: number;
    sizes: Record<string, number>;
    status?: 'draft' | 'active' | 'archived';
    eventId?: string | null;
    availableAtShowTime?: boolean;
  },
) {
  serial += 1;
  const [category] = await t.database.db.select().from(categories).limit(1);
  const [row] = await t.database.db
    .insert(products)
    .values({
      designerId,
      productCode: `CK-${serial}-${Date.now()}`,
      productName: `Checkout piece ${serial}`,
      // What the product form requires, so a PATCH of the merged product passes its rules.
      productBrand: 'Checkout brand',
      description: 'A piece for the checkout tests.',
      productPrice: options.price,
      productTax: options.tax ?? 0,
      categoryId: category!.categoryId,
      status: options.status ?? 'active',
      eventId: options.eventId ?? null,
      availableAtShowTime: options.availableAtShowTime ?? true,
      colors: [
        {
          color: 'Black',
          colorCode: '#000000',
          alternateColor: '',
          swatch: '',
          images: [],
          sizes: Object.entries(options.sizes).map(([sku, quantity], index) => ({
            size: ['S', 'M', 'L', 'XL'][index] ?? `S${index}`,
            sku,
            quantity,
          })),
        },
      ],
    })
    .returning();
  return row!;
}

/** Sets a designer's commission (%) and flat shipping (minor units). */
export async function designerTerms(
  t: TestApp,
  designerId: string,
  terms: { commission: number; shippingFlatRate: number },
) {
  await t.database.db.update(designers).set(terms).where(eq(designers.userId, designerId));
}

/** The on-hand quantity of a product's sku. */
export async function onHand(t: TestApp, productId: string, sku: string): Promise<number> {
  const [row] = await t.database.db.select().from(products).where(eq(products.id, productId));
  for (const color of row!.colors) {
    const size = color.sizes.find((entry) => entry.sku === sku);
    if (size) return size.quantity;
  }
  throw new Error(`no ${sku}`);
}

/** A new shopper (roles ['user'], verified) and a session of theirs, as a login signs it. */
export async function newShopper(t: TestApp, name: string): Promise<{ id: string; token: string }> {
  serial += 1;
  const [user] = await t.database.db
    .insert(users)
    .values({
      email: `${name}-${serial}-${Date.now()}@checkout.test`,
      fullName: `Shopper ${name}`,
      roles: ['user'],
      subRoles: [],
      emailVerifiedAt: new Date(),
    })
    .returning();
  const token = await createSessionTokens(t.config.jwtSecret).sign({
    sub: user!.id,
    roles: user!.roles,
    ver: user!.tokenVersion,
  });
  return { id: user!.id, token };
}
