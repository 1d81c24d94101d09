import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lookMessages } from '@runway-live/domain/api';
import {
  categories,
  colors,
  designers,
  events,
  looks,
  orders,
  products,
  sizeCharts,
  users,
} from '../src/db/schema';
import type { Queries } from '../src/resources/transaction';
import { createTestApp, type DemoKey, type TestApp } from './support/testApp';
import { DEMO_LINES } from '../src/db/demoContent';

let t: TestApp;
let designerId: string;
let atelierId: string;
let shopperId: string;
/** A category whose chart has three sizes or more, and the sizes of that chart. */
let category: {
  categoryId: number;
  gender: string;
  type: string;
  category: string;
  subCategory: string;
};
let sizes: string[];
let otherCategory: { categoryId: number; sizes: string[] };
let color: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  designerId = await t.idOf('designer');
  atelierId = await t.idOf('atelier');
  shopperId = await t.idOf('shopper');
  const rows = await db
    .select({
      categoryId: categories.categoryId,
      gender: categories.gender,
      type: categories.type,
      category: categories.category,
      subCategory: categories.subCategory,
      chart: categories.size,
      sizes: sizeCharts.sizes,
    })
    .from(categories)
    .innerJoin(sizeCharts, eq(sizeCharts.key, categories.size));
  const sized = rows.find((row) => row.sizes.length >= 3)!;
  category = sized;
  sizes = sized.sizes;
  const other = rows.find((row) => row.chart !== sized.chart && !row.sizes.includes(sizes[0]!))!;
  otherCategory = other;
  color = (await db.select({ name: colors.name }).from(colors).where(eq(colors.name, 'Navy')))[0]!
    .name;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = async (method: Method, url: string, payload?: object, who: DemoKey = 'designer') =>
  t.call({ method, url: `/api/v2/${url}`, payload, token: await t.tokenOf(who) });

let serial = 0;
/** A valid product: two colours × three sizes, codes and SKUs unique per call. */
function product(changes: Record<string, unknown> = {}) {
  serial += 1;
  const code = `P-${serial}`;
  return {
    categoryId: category.categoryId,
    productBrand: 'Testbrand',
    productName: `Dress ${serial}`,
    productCode: code,
    productPrice: '$1,299.50',
    productTax: '8.25%',
    description: 'A dress',
    colors: ['navy', 'Black'].map((name) => ({
      color: name,
      colorCode: '#000080',
      sizes: sizes.slice(0, 3).map((size, index) => ({
        size,
        quantity: index,
        sku: `${code}-${name}-${size}`,
      })),
    })),
    ...changes,
  };
}

async function created(changes: Record<string, unknown> = {}, who: DemoKey = 'designer') {
  const response = await call('POST', 'products', product(changes), who);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; productCode: string; [key: string]: unknown };
}

const messageOf = (response: { json: () => { message: string } }) => response.json().message;

/** An order whose items name the product. */
async function orderOf(productId: string, db: Queries = t.database.db) {
  await db.insert(orders).values({
    orderNumber: `ORD-${productId}`,
    buyer: { name: 'Buyer', email: 'buyer@x.test' },
    designerId,
    items: [
      {
        productId,
        sku: 's',
        name: 'n',
        color: 'Navy',
        size: sizes[0]!,
        quantity: 1,
        unitPrice: 100,
        tax: 0,
        imageUrl: null,
      },
    ],
    subtotal: 100,
    total: 100,
    shippingAddress: { pincode: '1', primaryAddress: 'a', country: 'c', state: 's', city: 'c' },
  });
}

describe('POST /api/v2/products', () => {
  it('creates the designer’s product with the category copied and the importer’s readings', async () => {
    const data = await created({ productWeight: '' });
    expect(data).toMatchObject({
      designerId,
      productType: 'main',
      categoryId: category.categoryId,
      gender: category.gender,
      superCategory: category.type,
      category: category.category,
      subCategory: category.subCategory,
      productPrice: 1299.5,
      productTax: 8.25,
      productWeight: 1,
      fabricQuality: 'NA',
      status: 'draft',
      startDate: null,
      shippingDate: null,
    });
    expect((data.colors as { color: string }[]).map((c) => c.color)).toEqual([color, 'Black']);
    const again = await call('GET', `products/${data._id}`);
    expect(again.json().data).toEqual(data);
  });

  it('ignores category names sent by the caller: they come from the category record', async () => {
    const data = await created({ gender: 'Nope', category: 'Nope' });
    expect(data.gender).toBe(category.gender);
  });

  it.each([
    [{ productCode: ' ' }, 'productCode: Product Code is missing'],
    [{ productPrice: 'ten' }, 'productPrice: Price is invalid'],
    [{ productTax: -1 }, 'productTax: Tax Rate is invalid'],
    [{ productWeight: 0 }, 'productWeight: Product Weight(LBS) is invalid'],
    [{ preOrder: true }, 'shippingDate: Shipping Date is missing'],
    [{ categoryId: 987654 }, 'categoryId: Category Id is invalid'],
  ])('refuses %j: "%s"', async (changes, message) => {
    const response = await call('POST', 'products', product(changes));
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
  });

  it('accepts a pre-order with its shipping date', async () => {
    const data = await created({ preOrder: true, shippingDate: '2026-12-01' });
    expect(data.shippingDate).toBe('2026-12-01');
  });

  const oneColor = (variant: Record<string, unknown>, size?: Record<string, unknown>) => ({
    colors: [
      {
        color: 'Navy',
        ...variant,
        sizes: [{ size: sizes[0], quantity: 1, sku: `one-${serial}-${Math.random()}`, ...size }],
      },
    ],
  });

  it.each([
    [{ color: 'Plaid' }, undefined, 'colors.0.color: Color Name is invalid'],
    [{ colorCode: '#12345G' }, undefined, 'colors.0.colorCode: Color Code is invalid'],
    [
      { color: 'Floral' },
      undefined,
      'colors.0.alternateColor: Alternate Color Description is missing',
    ],
    [{}, { quantity: 1.5 }, 'colors.0.sizes.0.quantity: Quantity is invalid'],
    [{}, { quantity: -1 }, 'colors.0.sizes.0.quantity: Quantity is invalid'],
    [
      {},
      { size: 'XXXXXL-none' },
      'colors.0.sizes.0.size: Size is invalid, please refer Help Section.',
    ],
  ])('refuses the colour %j / size %j: "%s"', async (variant, size, message) => {
    const response = await call('POST', 'products', product(oneColor(variant, size)));
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
  });

  it('takes Floral with its description', async () => {
    const data = await created(oneColor({ color: 'floral', alternateColor: 'Roses' }));
    expect(data.colors).toMatchObject([{ color: 'Floral', alternateColor: 'Roses' }]);
  });

  it('answers 409 naming the code and the SKU the designer already uses', async () => {
    const first = await created();
    const sameCode = await call('POST', 'products', product({ productCode: first.productCode }));
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json()).toEqual({
      success: false,
      message: `This designer already has a product with the code "${first.productCode}".`,
      field: 'productCode',
    });
    const sku = `${first.productCode}-Black-${sizes[1]}`;
    const sameSku = await call('POST', 'products', product(oneColor({}, { sku })));
    expect(sameSku.statusCode).toBe(409);
    expect(messageOf(sameSku)).toBe(`This designer already has a product with the SKU "${sku}".`);
    expect(sameSku.json().field).toBe('colors.0.sizes.0.sku');
    // The 409 names the variant cell that holds the SKU: the second colour's third size.
    const later = product();
    later.colors[1]!.sizes[2]!.sku = sku;
    const skuInTheSecondColour = await call('POST', 'products', later);
    expect(skuInTheSecondColour.statusCode).toBe(409);
    expect(skuInTheSecondColour.json().field).toBe('colors.1.sizes.2.sku');
    // Another designer may use the same code and SKU.
    const theirs = await call(
      'POST',
      'products',
      product({ ...oneColor({}, { sku }), productCode: first.productCode }),
      'atelier',
    );
    expect(theirs.statusCode).toBe(201);
  });

  it('a designer writes only their own designerId (403); admin and staff must name a designer', async () => {
    const mine = await call('POST', 'products', product({ designerId }));
    expect(mine.statusCode).toBe(201);
    const other = await call('POST', 'products', product({ designerId: atelierId }));
    expect(other.statusCode).toBe(403);
    expect(messageOf(other)).toBe('A designer can only write their own products.');

    const missing = await call('POST', 'products', product(), 'admin');
    expect(missing.statusCode).toBe(400);
    expect(messageOf(missing)).toBe('designerId: Name the designer this product belongs to.');
    const adminId = (
      await t.database.db.select().from(users).where(eq(users.email, 'admin@runway.test'))
    )[0]!.id;
    // Admin naming themselves is no designer either.
    for (const [id, who] of [
      [shopperId, 'staff'],
      ['01900000-0000-7000-8000-000000000000', 'staff'],
      [adminId, 'admin'],
    ] as const) {
      const wrong = await call('POST', 'products', product({ designerId: id }), who);
      expect(wrong.statusCode).toBe(400);
      expect(messageOf(wrong)).toBe('designerId: No designer has this id.');
    }
    const forAtelier = await call('POST', 'products', product({ designerId: atelierId }), 'admin');
    expect(forAtelier.statusCode).toBe(201);
    expect(forAtelier.json().data.designerId).toBe(atelierId);
  });
});

describe('GET, PATCH and DELETE /api/v2/products/:id', () => {
  it('another designer’s product is a 404 to read, change and delete', async () => {
    const data = await created();
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { productName: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, `products/${data._id}`, payload, 'atelier');
      expect(response.statusCode, method).toBe(404);
    }
    expect((await call('GET', `products/${data._id}`, undefined, 'staff')).statusCode).toBe(200);
  });

  it('PATCH changes what it names and re-checks the whole product', async () => {
    const data = await created({ preOrder: true, shippingDate: '2026-12-01' });
    const renamed = await call('PATCH', `products/${data._id}`, { productName: ' New name ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      productName: 'New name',
      preOrder: true,
      shippingDate: '2026-12-01',
    });
    // A category whose chart lacks the sizes: the sizes are checked against the new chart.
    const moved = await call('PATCH', `products/${data._id}`, {
      categoryId: otherCategory.categoryId,
    });
    expect(moved.statusCode).toBe(400);
    expect(messageOf(moved)).toBe(
      'colors.0.sizes.0.size: Size is invalid, please refer Help Section.',
    );
    const noDate = await call('PATCH', `products/${data._id}`, { shippingDate: '' });
    expect(messageOf(noDate)).toBe('shippingDate: Shipping Date is missing');
    const status = await call('PATCH', `products/${data._id}`, { status: 'active' });
    expect(status.json().data.status).toBe('active');
  });

  it('PATCH keeps the code unique per designer (409 naming it)', async () => {
    const one = await created();
    const two = await created();
    const response = await call('PATCH', `products/${two._id}`, { productCode: one.productCode });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(
      `This designer already has a product with the code "${one.productCode}".`,
    );
    // Its own code and SKUs are not a conflict with itself.
    const same = await call('PATCH', `products/${two._id}`, { productCode: two.productCode });
    expect(same.statusCode).toBe(200);
  });

  it('DELETE removes a product; one in an order is archived instead, saying so', async () => {
    const loose = await created();
    expect((await call('DELETE', `products/${loose._id}`)).json()).toEqual({ success: true });
    expect((await call('GET', `products/${loose._id}`)).statusCode).toBe(404);

    const sold = await created();
    await orderOf(sold._id);
    const response = await call('DELETE', `products/${sold._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      archived: true,
      message: 'This product is in 1 order, so it was archived instead of deleted.',
    });
    expect((await call('GET', `products/${sold._id}`)).json().data.status).toBe('archived');
  });
});

describe('GET /api/v2/products', () => {
  it('lists only the designer’s own products; admin sees all and filters by designer', async () => {
    const theirs = await created({ productBrand: 'Ownbrand' }, 'atelier');
    const mine = await created({ productBrand: 'Ownbrand' });
    const designerList = await call('GET', 'products?search=ownbrand');
    expect(designerList.json().data.items.map((p: { _id: string }) => p._id)).toEqual([mine._id]);
    const adminList = await call(
      'GET',
      'products?search=Ownbrand&sort=createdAt:asc',
      undefined,
      'admin',
    );
    expect(adminList.json().data.items.map((p: { _id: string }) => p._id)).toEqual([
      theirs._id,
      mine._id,
    ]);
    const filtered = await call(
      'GET',
      `products?search=Ownbrand&designerId=${atelierId}`,
      undefined,
      'admin',
    );
    expect(filtered.json().data).toMatchObject({ total: 1, items: [{ _id: theirs._id }] });
    // A designer naming another designer's id still sees only their own (none of theirs).
    const probe = await call('GET', `products?search=Ownbrand&designerId=${atelierId}`);
    expect(probe.json().data.total).toBe(0);
  });

  it('names each item’s designer by brand, with or without filters (issue 18)', async () => {
    const [atelier] = await t.database.db
      .select({ brand: designers.brandName })
      .from(designers)
      .where(eq(designers.userId, atelierId));
    expect(atelier?.brand).toBe(DEMO_LINES.atelier.brand);
    const theirs = await created({ productBrand: 'Brandnamed' }, 'atelier');
    const searched = await call('GET', 'products?search=Brandnamed', undefined, 'admin');
    expect(searched.json().data.items).toMatchObject([
      { _id: theirs._id, designerBrand: atelier!.brand },
    ]);
    // The prepared list (no search, no filter) joins the brand too.
    const all = await call('GET', 'products?limit=100', undefined, 'admin');
    const item = all.json().data.items.find((p: { _id: string }) => p._id === theirs._id) as {
      designerBrand: string;
    };
    expect(item.designerBrand).toBe(atelier!.brand);
  });

  it('searches name, code and brand; filters status, category and stock; sorts', async () => {
    const empty = (code: string) =>
      product({
        productBrand: 'Stockbrand',
        productCode: code,
        colors: [{ color: 'Navy', sizes: [{ size: sizes[0], quantity: 0, sku: `${code}-s` }] }],
      });
    const out = await call('POST', 'products', empty('STOCK-OUT'));
    const stocked = await created({
      productBrand: 'Stockbrand',
      productCode: 'STOCK-IN',
      productPrice: 5,
    });
    const ids = (response: { json: () => { data: { items: { _id: string }[] } } }) =>
      response.json().data.items.map((item) => item._id);
    expect(ids(await call('GET', 'products?search=Stockbrand&stock=out'))).toEqual([
      out.json().data._id,
    ]);
    expect(ids(await call('GET', 'products?search=Stockbrand&stock=in'))).toEqual([stocked._id]);
    expect(ids(await call('GET', 'products?search=STOCK-IN'))).toEqual([stocked._id]);
    expect(
      ids(await call('GET', `products?search=${encodeURIComponent(String(stocked.productName))}`)),
    ).toEqual([stocked._id]);
    expect(ids(await call('GET', 'products?search=Stockbrand&sort=productPrice:asc'))).toEqual([
      stocked._id,
      out.json().data._id,
    ]);
    expect(ids(await call('GET', 'products?search=Stockbrand&sort=productCode:desc'))).toEqual([
      out.json().data._id,
      stocked._id,
    ]);
    await call('PATCH', `products/${stocked._id}`, { status: 'active' });
    expect(ids(await call('GET', 'products?search=Stockbrand&status=active'))).toEqual([
      stocked._id,
    ]);
    expect(
      (
        await call('GET', `products?search=Stockbrand&categoryId=${otherCategory.categoryId}`)
      ).json().data.total,
    ).toBe(0);
  });

  it('pages with the shared bounds', async () => {
    for (let index = 0; index < 3; index += 1) await created({ productBrand: 'Pagebrand' });
    const page2 = await call('GET', 'products?search=Pagebrand&limit=2&page=2');
    expect(page2.json().data).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.json().data.items).toHaveLength(1);
    for (const [query, message] of [
      ['limit=101', 'limit: Must be at most 100'],
      ['page=0', 'page: Must be at least 1'],
      [
        'sort=price:asc',
        'sort: Must sort by one of productName, productCode, productPrice, status, createdAt, updatedAt',
      ],
      ['stock=some', 'stock: Must be in or out'],
    ]) {
      const response = await call('GET', `products?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(messageOf(response)).toBe(message);
    }
  });
});

describe('events and looks of a product', () => {
  it('takes only its own designer’s event and look, and lists by them', async () => {
    const { db } = t.database;
    const [event] = await db.insert(events).values({ designerId, title: 'Show' }).returning();
    const [look] = await db.insert(looks).values({ designerId, name: 'Look' }).returning();
    const [theirLook] = await db
      .insert(looks)
      .values({ designerId: atelierId, name: 'Their look' })
      .returning();
    const data = await created({ eventId: event!.id, lookId: look!.id });
    expect(data).toMatchObject({ eventId: event!.id, lookId: look!.id });
    const ids = async (query: string) =>
      (await call('GET', `products?${query}`)).json().data.items.map((p: { _id: string }) => p._id);
    expect(await ids(`eventId=${event!.id}`)).toEqual([data._id]);
    expect(await ids(`lookId=${look!.id}`)).toEqual([data._id]);

    const theirs = await call('POST', 'products', product({ lookId: theirLook!.id }));
    expect(theirs.statusCode).toBe(400);
    expect(messageOf(theirs)).toBe("lookId: No look of this product's designer has this id.");
    const unknownEvent = await call('PATCH', `products/${data._id}`, {
      eventId: '01900000-0000-7000-8000-000000000000',
    });
    expect(unknownEvent.statusCode).toBe(400);
    expect(messageOf(unknownEvent)).toBe(
      "eventId: No event of this product's designer has this id.",
    );
    const cleared = await call('PATCH', `products/${data._id}`, { lookId: null });
    expect(cleared.json().data.lookId).toBeNull();
  });

  it('moves a product out of another look only when the PATCH says move, naming that look', async () => {
    const { db } = t.database;
    const [evening, morning] = await db
      .insert(looks)
      .values([
        { designerId, name: 'Evening in Oslo' },
        { designerId, name: 'Morning in Bergen' },
      ])
      .returning();
    const data = await created({ lookId: evening!.id, productName: 'Wool coat' });
    const lookOf = async () => (await call('GET', `products/${data._id}`)).json().data.lookId;

    const silent = await call('PATCH', `products/${data._id}`, { lookId: morning!.id });
    expect(silent.statusCode).toBe(409);
    // The look append's own message, pointing at the field this call sent.
    expect(messageOf(silent)).toBe(
      lookMessages.productInAnotherLook('Wool coat', 'Evening in Oslo', 'lookId'),
    );
    expect(await lookOf()).toBe(evening!.id);
    // The look it is in already, or out of every look, is no move.
    const same = await call('PATCH', `products/${data._id}`, {
      lookId: evening!.id,
      productName: 'Renamed',
    });
    expect(same.statusCode, same.body).toBe(200);

    const moved = await call('PATCH', `products/${data._id}`, { lookId: morning!.id, move: true });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).not.toHaveProperty('move');
    expect(await lookOf()).toBe(morning!.id);
    const wrong = await call('PATCH', `products/${data._id}`, { move: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(messageOf(wrong)).toBe('move: Must be true or false');
  });
});

describe('the OpenAPI description', () => {
  it('documents the product routes and the archive-instead-of-delete answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { description?: string }>>;
    expect(Object.keys(paths['/api/v2/products/{id}'] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'patch',
    ]);
    expect(paths['/api/v2/products/{id}']!.delete!.description).toContain('archived: true');
  });
});

describe('values the database would store otherwise, or not at all (issue 19 attacks)', () => {
  it.each([
    [{ startDate: '0026-05-01' }, 'startDate: Start Date is invalid'],
    [{ preOrder: true, shippingDate: '2201-01-01' }, 'shippingDate: Shipping Date is invalid'],
    [{ productTax: 150 }, 'productTax: Tax Rate is invalid'],
    [{ productTax: 1000 }, 'productTax: Tax Rate is invalid'],
    [{ productPrice: 1e10 }, 'productPrice: Price is invalid'],
    [{ productWeight: 0.004 }, 'productWeight: Product Weight(LBS) is invalid'],
    [
      { productCode: 'P\u200B-1' },
      'productCode: Product Code must not contain invisible characters',
    ],
  ])('refuses %j with a 400 naming the field: "%s"', async (changes, message) => {
    const response = await call('POST', 'products', product(changes));
    expect(response.statusCode, response.body).toBe(400);
    expect(messageOf(response)).toBe(message);
  });

  it('refuses a quantity of 2^31 and a SKU with a bidi override, naming the cell', async () => {
    const body = product();
    body.colors[0]!.sizes[0]!.quantity = 2 ** 31;
    body.colors[1]!.sizes[0]!.sku = 'SKU\u202E-1';
    const response = await call('POST', 'products', body);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('colors.0.sizes.0.quantity: Quantity is invalid');
    body.colors[0]!.sizes[0]!.quantity = 2 ** 31 - 1;
    const sku = await call('POST', 'products', body);
    expect(messageOf(sku)).toBe('colors.1.sizes.0.sku: SKU must not contain invisible characters');
  });

  it('stores a price of 0.004 as what it is stored as (0), and PATCH rounds as the column does', async () => {
    const data = await created({ productPrice: 0.004, startDate: '2026-05-01' });
    expect(data).toMatchObject({ productPrice: 0, startDate: '2026-05-01' });
    const patched = await call('PATCH', `products/${data._id}`, { productWeight: '1.005' });
    expect(patched.json().data.productWeight).toBe(1.01);
  });

  it('lists a row stored with year 0026 or 0012, with its dates as stored', async () => {
    const data = await created();
    await t.database.db.execute(
      sql`update products set start_date = '0026-05-01', shipping_date = '0012-05-01' where id = ${data._id}`,
    );
    const list = await call('GET', 'products?limit=100', undefined, 'admin');
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json().data.items.find((item: { _id: string }) => item._id === data._id);
    expect(listed).toMatchObject({ startDate: '0026-05-01', shippingDate: '0012-05-01' });
  });

  it('says a size chart of 100 000 sizes has too many', async () => {
    const sizes = Array.from({ length: 100_000 }, (_, index) => `S${index}`);
    const response = await call(
      'POST',
      'size-charts',
      { key: 'many', name: 'Many', sizes },
      'admin',
    );
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('sizes: Use at most 100 sizes');
  });

  it('says what is wrong with categoryId=-1', async () => {
    const response = await call('GET', 'products?categoryId=-1');
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('categoryId: Must be 0 or more');
  });
});

describe('POST /api/v2/products/bulk', () => {
  const bulk = (payload: object, who: DemoKey = 'designer') =>
    call('POST', 'products/bulk', payload, who);
  const statusOf = async (id: string) =>
    (await call('GET', `products/${id}`, undefined, 'admin')).json().data?.status;

  it('sets the status of many products in one call', async () => {
    const [one, two] = [await created(), await created()];
    const response = await bulk({ ids: [one._id, two._id], action: 'status', status: 'active' });
    expect(response.json()).toEqual({ success: true, data: { done: 2, archived: 0 } });
    expect([await statusOf(one._id), await statusOf(two._id)]).toEqual(['active', 'active']);
  });

  it('one product that is not the caller’s refuses the whole call (404) and changes nothing', async () => {
    const mine = await created();
    const theirs = await created({}, 'atelier');
    for (const payload of [
      { ids: [mine._id, theirs._id], action: 'status', status: 'active' },
      { ids: [mine._id, theirs._id], action: 'delete' },
      { ids: [mine._id, '01900000-0000-7000-8000-000000000000'], action: 'delete' },
    ]) {
      const response = await bulk(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(404);
    }
    expect([await statusOf(mine._id), await statusOf(theirs._id)]).toEqual(['draft', 'draft']);
    // Admin and staff act on any designer's products.
    const staff = await bulk(
      { ids: [mine._id, theirs._id], action: 'status', status: 'active' },
      'staff',
    );
    expect(staff.json().data).toEqual({ done: 2, archived: 0 });
  });

  it('deletes the products, archiving instead one that is in an order', async () => {
    const [loose, sold] = [await created(), await created()];
    await orderOf(sold._id);
    const response = await bulk({ ids: [loose._id, sold._id], action: 'delete' });
    expect(response.json()).toEqual({ success: true, data: { done: 1, archived: 1 } });
    expect((await call('GET', `products/${loose._id}`)).statusCode).toBe(404);
    expect(await statusOf(sold._id)).toBe('archived');
  });

  it('refuses a call without ids, with an id twice or without a status', async () => {
    const one = await created();
    expect(messageOf(await bulk({ ids: [], action: 'delete' }))).toBe(
      'ids: Select at least one product',
    );
    expect(messageOf(await bulk({ ids: [one._id, one._id], action: 'delete' }))).toBe(
      'ids: Each product may appear only once',
    );
    expect((await bulk({ ids: [one._id], action: 'status' })).statusCode).toBe(400);
  });
});

/**
 * Races: they prove something in the server:postgres project only (PGlite runs one
 * transaction at a time, so there the writes cannot interleave).
 */
describe('concurrent writes to one product', () => {
  const ROUNDS = 10;

  it('three concurrent PATCHes of different fields all land, round after round', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const data = await created();
      const answers = await Promise.all([
        call('PATCH', `products/${data._id}`, { productName: `Name ${round}` }),
        call('PATCH', `products/${data._id}`, { description: `Description ${round}` }),
        call('PATCH', `products/${data._id}`, { fabricQuality: `Silk ${round}` }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const stored = (await call('GET', `products/${data._id}`)).json().data;
      expect(stored, `round ${round}`).toMatchObject({
        productName: `Name ${round}`,
        description: `Description ${round}`,
        fabricQuality: `Silk ${round}`,
      });
    }
  });

  it('a PATCH racing a look assignment keeps both', async () => {
    const [look] = await t.database.db
      .insert(looks)
      .values({ designerId, name: 'Race look' })
      .returning();
    for (let round = 0; round < ROUNDS; round += 1) {
      const data = await created();
      const answers = await Promise.all([
        call('PATCH', `products/${data._id}`, { productName: `Raced ${round}` }),
        call('PUT', `looks/${look!.id}/products`, { productIds: [data._id] }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const stored = (await call('GET', `products/${data._id}`)).json().data;
      expect(stored, `round ${round}`).toMatchObject({
        productName: `Raced ${round}`,
        lookId: look!.id,
      });
    }
  });

  it('a DELETE waits for an order being written for the product, then archives it', async () => {
    const onPostgres = process.env.RL_TEST_DRIVER === 'postgres';
    const data = await created();
    let removing: ReturnType<typeof call> | undefined;
    await t.database.db.transaction(async (tx) => {
      // The order's writer holds the product, as a checkout would.
      await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, data._id))
        .for('update');
      await orderOf(data._id, tx);
      // PGlite runs one transaction at a time: there the DELETE comes after this one.
      if (!onPostgres) return;
      removing = call('DELETE', `products/${data._id}`);
      // The DELETE is waiting for the product's lock: the order is written meanwhile.
      await vi.waitFor(
        async () => {
          const { rows } = (await t.database.db.execute(
            sql`select count(*)::int as waiting from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock'`,
          )) as unknown as { rows: { waiting: number }[] };
          expect(rows[0]!.waiting).toBeGreaterThan(0);
        },
        { timeout: 10_000, interval: 10 },
      );
    });
    const response = await (removing ?? call('DELETE', `products/${data._id}`));
    expect(response.json()).toEqual({
      success: true,
      archived: true,
      message: 'This product is in 1 order, so it was archived instead of deleted.',
    });
    expect((await call('GET', `products/${data._id}`)).json().data.status).toBe('archived');
  });

  /** A size chart of its own (XS, S, M) and a category sized by it, for one round. */
  async function ownChartAndCategory(name: string, categoryId: number) {
    const chart = await call(
      'POST',
      'size-charts',
      { key: name, name, sizes: ['XS', 'S', 'M'] },
      'admin',
    );
    expect(chart.statusCode, chart.body).toBe(201);
    const made = await call(
      'POST',
      'categories',
      {
        categoryId,
        gender: 'Unisex',
        type: 'Accessories',
        category: 'Race',
        subCategory: name,
        size: name,
      },
      'admin',
    );
    expect(made.statusCode, made.body).toBe(201);
    const body = product({ categoryId });
    for (const each of body.colors) {
      each.sizes = each.sizes
        .slice(0, 2)
        .map((size, index) => ({ ...size, size: ['XS', 'S'][index]! }));
    }
    return {
      chartId: chart.json().data._id as string,
      categoryId: made.json().data._id as string,
      body,
    };
  }

  it('removing a size while a product stocked in it is created: never both', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { chartId, body } = await ownChartAndCategory(`sizerace-${round}`, 9400 + round);
      const [create, remove] = await Promise.all([
        call('POST', 'products', body),
        call('PATCH', `size-charts/${chartId}`, { sizes: ['S', 'M'] }, 'admin'),
      ]);
      expect([
        [201, 409],
        [400, 200],
      ]).toContainEqual([create.statusCode, remove.statusCode]);
    }
  });

  it('moving a category to another chart while a product in it is created: never both', async () => {
    const other = await call(
      'POST',
      'size-charts',
      { key: 'numeric-race', name: 'Numeric race', sizes: ['38', '40'] },
      'admin',
    );
    expect(other.statusCode, other.body).toBe(201);
    for (let round = 0; round < ROUNDS; round += 1) {
      const { categoryId, body } = await ownChartAndCategory(`chartrace-${round}`, 9500 + round);
      const [create, move] = await Promise.all([
        call('POST', 'products', body),
        call('PATCH', `categories/${categoryId}`, { size: 'numeric-race' }, 'admin'),
      ]);
      expect([
        [201, 409],
        [400, 200],
      ]).toContainEqual([create.statusCode, move.statusCode]);
    }
  });

  it('renaming a colour while a product using it is created: never both', async () => {
    for (let round = 0; round < 15; round += 1) {
      const name = `Renamecolour ${round}`;
      const colour = await call('POST', 'colors', { name, hex: '#123456' }, 'admin');
      expect(colour.statusCode, colour.body).toBe(201);
      const body = product();
      body.colors[0]!.color = name;
      const [create, rename] = await Promise.all([
        call('POST', 'products', body),
        call('PATCH', `colors/${colour.json().data._id}`, { name: `${name} new` }, 'admin'),
      ]);
      // Both landing would leave a product naming a colour that no longer exists.
      expect([
        [201, 409],
        [400, 200],
      ]).toContainEqual([create.statusCode, rename.statusCode]);
    }
  });

  it('deleting a colour while a product using it is created: never both', async () => {
    for (let round = 0; round < 15; round += 1) {
      const name = `Racecolour ${round}`;
      const colour = await call('POST', 'colors', { name, hex: '#123456' }, 'admin');
      expect(colour.statusCode, colour.body).toBe(201);
      const body = product();
      body.colors[0]!.color = name;
      const [create, remove] = await Promise.all([
        call('POST', 'products', body),
        call('DELETE', `colors/${colour.json().data._id}`, undefined, 'admin'),
      ]);
      const outcome = [create.statusCode, remove.statusCode];
      expect([
        [201, 409],
        [400, 200],
      ]).toContainEqual(outcome);
    }
  });
});
