import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  eventMessages,
  IMPORT_LIMITS,
  importMessages,
  productMessages,
  apiMessages,
} from '@runway-live/domain/api';
import {
  CSV_COLUMNS,
  importedProductSchema,
  importProductsFromCsv,
  type ImportedProduct,
} from '@runway-live/domain/import';
import { fieldInvalidInLine } from '@runway-live/domain/messages';
import {
  categories,
  colors,
  designers,
  events,
  looks,
  products,
  sizeCharts,
} from '../src/db/schema';
import { encryptBody } from '../src/plugins/envelopeCipher';
import {
  createTestApp,
  TEST_API_KEY,
  TEST_ENVELOPE_SECRET,
  type DemoKey,
  type TestApp,
} from './support/testApp';
import type * as CatalogueModule from '../src/modules/reference/catalogue';

/** Runs once, just after the import reads the colours and categories (races need it). */
const afterCatalogueRead = vi.hoisted(() => ({ run: null as null | (() => Promise<void>) }));
vi.mock('../src/modules/reference/catalogue', async (importOriginal) => {
  const original = await importOriginal<typeof CatalogueModule>();
  return {
    ...original,
    catalogueFromDatabase: async (
      ...args: Parameters<typeof original.catalogueFromDatabase>
    ): ReturnType<typeof original.catalogueFromDatabase> => {
      const catalogue = await original.catalogueFromDatabase(...args);
      const run = afterCatalogueRead.run;
      afterCatalogueRead.run = null;
      await run?.();
      return catalogue;
    },
  };
});

let t: TestApp;
let designerId: string;
let atelierId: string;
let shopperId: string;
let category: {
  categoryId: number;
  gender: string;
  type: string;
  category: string;
  subCategory: string;
  sizes: string[];
};

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
      sizes: sizeCharts.sizes,
    })
    .from(categories)
    .innerJoin(sizeCharts, eq(sizeCharts.key, categories.size));
  category = rows.find((row) => row.sizes.length >= 3)!;
  expect(
    (await db.select().from(colors).where(eq(colors.name, 'Navy'))).length,
    'the seed has Navy',
  ).toBe(1);
});
afterAll(() => t.close());

let serial = 0;
/** A valid imported product: Navy and Black × two sizes, code and SKUs unique per call. */
function item(designer: string, changes: Partial<ImportedProduct> = {}): ImportedProduct {
  serial += 1;
  const code = changes.productCode ?? `IMP-${serial}`;
  return {
    designer,
    productType: 'main',
    lookId: '',
    lookName: '',
    categoryId: category.categoryId,
    gender: category.gender,
    superCategory: category.type,
    category: category.category,
    subCategory: category.subCategory,
    productName: `Imported ${serial}`,
    productCode: code,
    productPrice: 120.5,
    fabricQuality: 'Linen',
    productBrand: 'Testbrand',
    startDate: '2026-03-01',
    productWeight: 1.2,
    description: 'An imported dress',
    productTax: 8.88, // numeric(5, 2): the readers round to the column's scale
    availableAtShowTime: true,
    preOrder: false,
    backOrder: false,
    images: [],
    colors: ['Navy', 'Black'].map((color) => ({
      color,
      colorCode: '',
      alternateColor: '',
      swatch: '',
      images: [],
      sizes: category.sizes.slice(0, 2).map((size, index) => ({
        size,
        quantity: index + 1,
        sku: `${code}-${color}-${size}`,
      })),
    })),
    ...changes,
  };
}

async function post(list: unknown, who: DemoKey = 'designer', query = '') {
  return t.call({
    method: 'POST',
    url: `/api/v2/import${query}`,
    payload: { products: typeof list === 'string' ? list : JSON.stringify(list) },
    token: await t.tokenOf(who),
  });
}

async function productCount(designer = designerId) {
  const [row] = await t.database.db
    .select({ total: count() })
    .from(products)
    .where(eq(products.designerId, designer));
  return row!.total;
}

describe('POST /api/v2/import', () => {
  it('a dry run answers the changes and writes nothing', async () => {
    const before = await productCount();
    const list = [item(designerId), item(designerId)];
    const response = await post(list, 'designer', '?dryRun=true');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      dryRun: true,
      created: 2,
      updated: 0,
      unchanged: 0,
      variants: 8,
      changes: list.map((product) => ({
        designerId,
        productCode: product.productCode,
        action: 'create',
        fields: [],
      })),
    });
    expect(await productCount()).toBe(before);
  });

  it('creates the products, and the same file again creates nothing and changes nothing', async () => {
    const list = [item(designerId), item(designerId)];
    const first = await post(list);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ dryRun: false, created: 2, updated: 0, unchanged: 0 });
    const [stored] = await t.database.db
      .select()
      .from(products)
      .where(
        and(eq(products.designerId, designerId), eq(products.productCode, list[0]!.productCode)),
      );
    expect(stored).toMatchObject({
      productPrice: 120.5,
      productTax: 8.88,
      gender: category.gender,
      superCategory: category.type,
      status: 'draft',
    });
    expect(stored!.colors.map((color) => color.sizes.length)).toEqual([2, 2]);

    const again = await post(list);
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(again.json().changes.map((change: { action: string }) => change.action)).toEqual([
      'unchanged',
      'unchanged',
    ]);
  });

  it('updates a product matched by designer and code, naming the fields that change', async () => {
    const product = item(designerId);
    await post([product]);
    // A colour's images stay: a file carries none.
    await t.database.db
      .update(products)
      .set({
        colors: sql`jsonb_set(${products.colors}, '{0,images}', '["/uploads/navy.jpg"]')`,
      })
      .where(eq(products.productCode, product.productCode));
    const changed = structuredClone(product);
    changed.productPrice = 99;
    changed.colors[0]!.sizes[0]!.quantity = 40;
    const preview = await post([changed], 'designer', '?dryRun=true');
    expect(preview.json().changes).toEqual([
      {
        designerId,
        productCode: product.productCode,
        action: 'update',
        fields: ['productPrice', 'colors'],
      },
    ]);
    const response = await post([changed]);
    expect(response.json()).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const [stored] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.productCode, product.productCode));
    expect(stored!.productPrice).toBe(99);
    expect(stored!.colors[0]).toMatchObject({ images: ['/uploads/navy.jpg'] });
    expect(stored!.colors[0]!.sizes[0]!.quantity).toBe(40);
  });

  it('rewrites several products at once, changing only what the file changes', async () => {
    const [first, second] = [item(designerId), item(designerId)];
    await post([first, second]);
    const [look] = await t.database.db
      .insert(looks)
      .values({ designerId, name: `Ordered ${serial}`, description: '' })
      .returning();
    // What the file does not carry (status, a place in a look's order) is the database's.
    await t.database.db
      .update(products)
      .set({ status: 'active', lookId: look!.id, lookPosition: 1 })
      .where(eq(products.productCode, first!.productCode));
    await t.database.db
      .update(products)
      .set({ lookId: look!.id, lookPosition: 2 })
      .where(eq(products.productCode, second!.productCode));
    const stored = async (code: string) =>
      (await t.database.db.select().from(products).where(eq(products.productCode, code)))[0]!;
    const before = await stored(first!.productCode);

    const response = await post([
      { ...first!, lookId: look!.id, productName: 'Renamed' },
      { ...second!, lookName: `Moved ${serial}`, lookDescription: 'Elsewhere' },
    ]);
    expect(response.json()).toMatchObject({ created: 0, updated: 2, unchanged: 0 });
    const renamed = await stored(first!.productCode);
    expect(renamed).toMatchObject({
      id: before.id,
      productName: 'Renamed',
      status: 'active',
      lookId: look!.id,
      lookPosition: 1,
      createdAt: before.createdAt,
    });
    expect(renamed.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
    const [moved] = await t.database.db
      .select()
      .from(looks)
      .where(eq(looks.name, `Moved ${serial}`));
    // Into another look: last in its order until the look is ordered, as a PATCH does.
    expect(await stored(second!.productCode)).toMatchObject({
      lookId: moved!.id,
      lookPosition: null,
      productName: second!.productName,
    });
  });

  it.each([
    ['not JSON', '{nope'],
    ['not a list', '{"a":1}'],
  ])('answers 400 when products is %s', async (_case, text) => {
    const response = await post(text);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: importMessages.notAList });
  });

  it('answers 413 naming the limit over 50 000 variant rows', async () => {
    const product = item(designerId);
    const size = product.colors[0]!.sizes[0]!;
    product.colors = [
      {
        ...product.colors[0]!,
        sizes: Array.from({ length: IMPORT_LIMITS.variantRows + 1 }, () => size),
      },
    ];
    const response = await post([product]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: importMessages.tooManyRows });
    expect(importMessages.tooManyRows).toContain('50000');
  });

  it('answers 413 naming the limit over 20 MB of products, plain or in the envelope', async () => {
    const over = 'x'.repeat(IMPORT_LIMITS.bodyBytes + 1);
    const plain = await post(over);
    expect(plain.statusCode).toBe(413);
    expect(plain.json()).toEqual({ success: false, message: importMessages.bodyTooLarge });
    expect(importMessages.bodyTooLarge).toContain('20 MB');
    // Far over even the envelope's allowance: refused while the body is read.
    const huge = await post('x'.repeat(IMPORT_LIMITS.bodyBytes * 2));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ success: false, message: importMessages.bodyTooLarge });
  });

  it('takes 20 MB of products sealed in the envelope (a third larger on the wire)', async () => {
    const products = JSON.stringify([item(designerId)]).padEnd(IMPORT_LIMITS.bodyBytes - 10, ' ');
    const sealed = encryptBody({ products }, TEST_ENVELOPE_SECRET);
    expect(sealed.length).toBeGreaterThan(IMPORT_LIMITS.bodyBytes);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/import?dryRun=true',
      headers: { api_key: TEST_API_KEY, authorization: `Bearer ${await t.tokenOf('designer')}` },
      payload: { encryptBody: sealed },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a product naming another designer, and writes none of the file', async () => {
    const before = await productCount();
    const list = [item(designerId), item(atelierId), item(designerId)];
    const response = await post(list);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: importMessages.rejected(1),
      rejected: [
        {
          index: 1,
          productCode: list[1]!.productCode,
          messages: [fieldInvalidInLine('Designer Id', 6)],
        },
      ],
      rejectedCount: 1,
    });
    expect(await productCount()).toBe(before);
  });

  it('refuses, for admin and staff, a Designer Id that is unknown or not a designer', async () => {
    const list = [item(designerId), item('01900000-0000-7000-8000-000000000000'), item(shopperId)];
    const response = await post(list, 'admin');
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .rejected.map((rejection: { index: number; messages: string[] }) => [
          rejection.index,
          rejection.messages,
        ]),
    ).toEqual([
      [1, [fieldInvalidInLine('Designer Id', 6)]],
      [2, [fieldInvalidInLine('Designer Id', 10)]],
    ]);
  });

  it('lets admin and staff import for two designers at once', async () => {
    const before = [await productCount(designerId), await productCount(atelierId)];
    const response = await post([item(designerId), item(atelierId)], 'staff');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ created: 2 });
    expect([await productCount(designerId), await productCount(atelierId)]).toEqual([
      before[0]! + 1,
      before[1]! + 1,
    ]);
  });

  it('refuses a product failing a rule in the middle, with its first reasons: nothing written', async () => {
    const before = await productCount();
    const list = [item(designerId), item(designerId, { categoryId: 999_999 }), item(designerId)];
    const response = await post(list);
    expect(response.statusCode).toBe(400);
    const { rejected } = response.json() as { rejected: { index: number; messages: string[] }[] };
    expect(rejected.map((rejection) => rejection.index)).toEqual([1]);
    expect(rejected[0]!.messages.length).toBeGreaterThan(0);
    expect(rejected[0]!.messages.length).toBeLessThanOrEqual(5);
    expect(await productCount()).toBe(before);
  });

  it('names every variant an update removes, and a refused line leaves the variants as they were (issue 19)', async () => {
    // Black in three sizes and Navy in one, as the product.
    const [small, medium, large] = category.sizes;
    const product = item(designerId);
    const variant = (color: string, size: string, quantity: number) => ({
      size,
      quantity,
      sku: `${product.productCode}-${color}-${size}`,
    });
    product.colors = [
      {
        ...product.colors[1]!,
        sizes: [small, medium, large].map((size) => variant('Black', size!, 5)),
      },
      { ...product.colors[0]!, sizes: [variant('Navy', small!, 5)] },
    ];
    expect((await post([product])).statusCode).toBe(200);
    const stored = async () =>
      (
        await t.database.db
          .select({ colors: products.colors })
          .from(products)
          .where(eq(products.productCode, product.productCode))
      )[0]!.colors.map((color) => [color.color, color.sizes.map((size) => size.size)]);
    const before = await stored();

    // A file whose Navy and Black L lines were refused names the product with what is left.
    const shrunk = structuredClone(product);
    shrunk.colors = [{ ...shrunk.colors[0]!, sizes: shrunk.colors[0]!.sizes.slice(0, 2) }];
    const preview = await post([shrunk], 'designer', '?dryRun=true');
    expect(preview.json().changes).toEqual([
      {
        designerId,
        productCode: product.productCode,
        action: 'update',
        fields: ['colors'],
        removed: [
          { color: 'Black', size: large, sku: `${product.productCode}-Black-${large}` },
          { color: 'Navy', size: small, sku: `${product.productCode}-Navy-${small}` },
        ],
      },
    ]);
    expect(await stored()).toEqual(before);

    // The same product with a refused line in it is not written at all.
    const refused = structuredClone(product);
    refused.colors[1]!.sizes[0]!.size = 'not-a-size';
    const response = await post([refused]);
    expect(response.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('answers 413 to a list of more products than can be imported (attack 2)', async () => {
    const response = await post(`[${Array.from({ length: 300_000 }, () => '{}').join(',')}]`);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(importMessages.tooManyProducts);
  });

  it('lists the first 1 000 refused products and counts them all (attack 2)', async () => {
    const total = IMPORT_LIMITS.products;
    const response = await post(`[${Array.from({ length: total }, () => '{}').join(',')}]`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.rejectedCount).toBe(total);
    expect(body.message).toBe(importMessages.rejected(total));
    expect(body.rejected).toHaveLength(IMPORT_LIMITS.rejectionsReported);
    expect(body.rejected.at(-1).index).toBe(IMPORT_LIMITS.rejectionsReported - 1);
    // Bounded by the 1 000 listed, however many are sent (it was 104 MB for 300 000).
    expect(response.body.length).toBeLessThan(1024 * 1024);
  });

  it('answers /health while a large import is being checked (attack 2)', async () => {
    const total = 20_000;
    const order: string[] = [];
    let health: Promise<unknown> | undefined;
    const parse = importedProductSchema.safeParse.bind(importedProductSchema);
    let calls = 0;
    // Half-way through the check a health probe comes in: it must be answered before the
    // check reaches the last product, not after the whole list has been checked.
    const spy = vi.spyOn(importedProductSchema, 'safeParse').mockImplementation((item) => {
      calls += 1;
      if (calls === total / 2) {
        health = t.call({ method: 'GET', url: '/health' }).then((response) => {
          order.push(`health ${response.statusCode}`);
        });
      }
      if (calls === total) order.push('last product checked');
      return parse(item);
    });
    try {
      const response = await post(`[${Array.from({ length: total }, () => '{}').join(',')}]`);
      expect(response.statusCode).toBe(400);
      await health;
    } finally {
      spy.mockRestore();
    }
    expect(order).toEqual(['health 200', 'last product checked']);
  });

  it('refuses a SKU another product of the designer uses', async () => {
    const owner = item(designerId);
    await post([owner]);
    const sku = owner.colors[0]!.sizes[0]!.sku;
    const thief = item(designerId);
    thief.colors[0]!.sizes[0]!.sku = sku;
    const response = await post([thief]);
    expect(response.statusCode).toBe(400);
    expect(response.json().rejected).toEqual([
      { index: 0, productCode: thief.productCode, messages: [productMessages.skuTaken(sku)] },
    ]);
  });

  it('lets a SKU move between two products the file both writes', async () => {
    const [a, b] = [item(designerId), item(designerId)];
    await post([a, b]);
    const moved = a.colors[0]!.sizes[0]!.sku;
    const a2 = structuredClone(a);
    const b2 = structuredClone(b);
    a2.colors[0]!.sizes[0]!.sku = `${moved}-old`;
    b2.colors[0]!.sizes[0]!.sku = moved;
    const response = await post([a2, b2]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ updated: 2 });
  });

  it('refuses an event or look of another designer', async () => {
    const [event] = await t.database.db
      .insert(events)
      .values({ designerId: atelierId, title: 'Their show' })
      .returning();
    const [look] = await t.database.db
      .insert(looks)
      .values({ designerId: atelierId, name: 'Their look' })
      .returning();
    const response = await post([
      item(designerId, { eventId: event!.id }),
      item(designerId, { lookId: look!.id, lookDescription: 'x' }),
    ]);
    expect(response.statusCode).toBe(400);
    expect(
      response.json().rejected.map((rejection: { messages: string[] }) => rejection.messages),
    ).toEqual([[apiMessages.eventIdUnknown], [apiMessages.lookIdUnknown]]);
  });

  it('never takes a stored product out of an ended event (issue 27)', async () => {
    const [ended] = await t.database.db
      .insert(events)
      .values({ designerId, title: 'Ended replay', status: 'ended' })
      .returning();
    const product = item(designerId, { eventId: ended!.id });
    expect((await post([product])).statusCode).toBe(200);
    const moved = { ...product, eventId: undefined };
    for (const query of ['?dryRun=true', '']) {
      const response = await post([moved], 'designer', query);
      expect(response.statusCode).toBe(400);
      expect(response.json().rejected[0].messages).toEqual([
        eventMessages.inEndedEvent('eventId', product.productName, 'Ended replay'),
      ]);
    }
    const [stored] = await t.database.db
      .select({ eventId: products.eventId })
      .from(products)
      .where(eq(products.productCode, product.productCode));
    expect(stored!.eventId).toBe(ended!.id);
    // Left in it, the product updates as any other.
    expect((await post([{ ...product, productPrice: 99 }])).statusCode).toBe(200);
  });

  it('keeps the event, and creates a look by name once, then reuses it', async () => {
    const [event] = await t.database.db
      .insert(events)
      .values({ designerId, title: 'My show' })
      .returning();
    const look = { lookName: `Resort ${serial}`, lookDescription: 'Warm evenings' };
    const list = [item(designerId, { eventId: event!.id, ...look }), item(designerId, { ...look })];
    const response = await post(list);
    expect(response.statusCode, response.body).toBe(200);
    const created = await t.database.db
      .select()
      .from(looks)
      .where(and(eq(looks.designerId, designerId), eq(looks.name, look.lookName)));
    expect(created).toHaveLength(1);
    const stored = await t.database.db
      .select({ eventId: products.eventId, lookId: products.lookId })
      .from(products)
      .where(eq(products.productCode, list[0]!.productCode));
    expect(stored).toEqual([{ eventId: event!.id, lookId: created[0]!.id }]);
    const again = await post(list);
    expect(again.json()).toMatchObject({ created: 0, unchanged: 2 });
    expect(
      await t.database.db.select().from(looks).where(eq(looks.name, look.lookName)),
    ).toHaveLength(1);
  });

  it('serialises two concurrent imports of the same file: the products are created once', async () => {
    const list = [item(designerId), item(designerId), item(designerId)];
    const before = await productCount();
    const answers = await Promise.all([post(list), post(list)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().created).sort()).toEqual([0, 3]);
    expect(answers.map((answer) => answer.json().unchanged).sort()).toEqual([0, 3]);
    expect(await productCount()).toBe(before + 3);
  });

  it('writes nothing when the database fails in the middle of the write', async () => {
    const { db } = t.database;
    // A database-level failure on one product, past the first multi-row INSERT of 500.
    await db.execute(sql`create function fail_import_boom() returns trigger language plpgsql as $$
      begin
        if new.product_code = 'BOOM' then raise exception 'injected failure'; end if;
        return new;
      end $$`);
    await db.execute(sql`create trigger fail_import_boom before insert or update on products
      for each row execute function fail_import_boom()`);
    try {
      const existing = item(designerId);
      await post([existing]);
      const updated = { ...existing, productName: 'Renamed' };
      const before = await productCount();
      const list = [
        updated,
        ...Array.from({ length: 600 }, () => item(designerId)),
        item(designerId, { productCode: 'BOOM' }),
        item(designerId),
      ];
      const response = await post(list);
      expect(response.statusCode).toBe(500);
      expect(await productCount()).toBe(before);
      const [stored] = await db
        .select({ productName: products.productName })
        .from(products)
        .where(eq(products.productCode, existing.productCode));
      expect(stored!.productName).toBe(existing.productName);
    } finally {
      await db.execute(sql`drop trigger fail_import_boom on products`);
      await db.execute(sql`drop function fail_import_boom()`);
    }
  });

  it('is refused to anonymous callers and shoppers', async () => {
    const anonymous = await t.call({
      method: 'POST',
      url: '/api/v2/import',
      payload: { products: '[]' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await post([], 'shopper')).statusCode).toBe(403);
  });
});

describe('the import downloads', () => {
  it('serves a template whose sample lines import cleanly against the live reference data', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/v2/import/template',
      token: await t.tokenOf('designer'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="products-template-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.split('\r\n')[0]).toBe(CSV_COLUMNS.join(','));
    const { db } = t.database;
    const reference = {
      categories: await db.select().from(categories),
      colors: await db.select({ name: colors.name }).from(colors),
      sizeCharts: Object.fromEntries(
        (await db.select().from(sizeCharts)).map((chart) => [chart.key, chart.sizes]),
      ),
    };
    const imported = importProductsFromCsv(response.body, {
      role: 'designer',
      userId: designerId,
      ...reference,
    });
    expect(imported.messages.filter((message) => message.errorType === 'Error')).toEqual([]);
    expect(imported.products.length).toBeGreaterThanOrEqual(2);
    const written = await post(imported.products);
    expect(written.statusCode, written.body).toBe(200);
  });

  it('serves the allowed values: every category with its chart, every colour, dates, flags', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/v2/import/allowed-values',
      token: await t.tokenOf('staff'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('Column,Value,Description,Sizes');
    const { db } = t.database;
    for (const row of await db.select().from(categories)) {
      expect(lines.some((line) => line.startsWith(`Category Id,${row.categoryId},`))).toBe(true);
    }
    for (const row of await db.select().from(colors)) {
      expect(lines.some((line) => line.startsWith(`Color Name,${row.name},`))).toBe(true);
    }
    expect(lines).toContain('Start Date,MM/dd/yyyy,Blank: the day of the import,');
    expect(lines.some((line) => line.startsWith('PreOrder,TRUE or FALSE,'))).toBe(true);
  });
});

describe('the allowed values name the designers (issue 19)', () => {
  const allowedDesigners = async (who: DemoKey) => {
    const response = await t.call({
      method: 'GET',
      url: '/api/v2/import/allowed-values',
      token: await t.tokenOf(who),
    });
    expect(response.statusCode).toBe(200);
    return response.body.split('\r\n').filter((line) => line.startsWith('Designer Id,'));
  };
  const brandOf = async (id: string) =>
    (await t.database.db.select().from(designers).where(eq(designers.userId, id)))[0]!.brandName;

  it('lists every designer by brand and id for admin and staff', async () => {
    for (const who of ['admin', 'staff'] as const) {
      const lines = await allowedDesigners(who);
      expect(lines).toContain(`Designer Id,${designerId},${await brandOf(designerId)},`);
      expect(lines).toContain(`Designer Id,${atelierId},${await brandOf(atelierId)},`);
      expect(lines.some((line) => line.includes(shopperId))).toBe(false);
    }
  });

  it('lists only the designer themselves for a designer', async () => {
    expect(await allowedDesigners('designer')).toEqual([
      `Designer Id,${designerId},${await brandOf(designerId)},`,
    ]);
  });
});

describe('GET and POST /api/v2/products/export', () => {
  const exportAs = async (who: DemoKey, query = '') =>
    t.call({ method: 'GET', url: `/api/v2/products/export${query}`, token: await t.tokenOf(who) });
  const exportIds = async (who: DemoKey, ids: unknown) =>
    t.call({
      method: 'POST',
      url: '/api/v2/products/export',
      payload: { ids },
      token: await t.tokenOf(who),
    });

  it('exports in the import format; importing the file unchanged changes nothing', async () => {
    // More than one page of the export, a formula-like value, a look and an event.
    const [event] = await t.database.db
      .insert(events)
      .values({ designerId, title: 'Export show' })
      .returning();
    await post([
      ...Array.from({ length: 520 }, () => item(designerId)),
      item(designerId, { productName: '=HYPERLINK("http://x")', description: '-1+2' }),
      item(designerId, { eventId: event!.id, lookName: 'Exported look', lookDescription: 'd' }),
    ]);
    const response = await exportAs('designer');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="products-/);
    expect(response.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    // A byte-order mark, so that Excel reads accents as UTF-8 (issue 19).
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.slice(1).startsWith(CSV_COLUMNS.join(','))).toBe(true);
    const { products: list, messages } = importProductsFromCsv(response.body, {
      role: 'designer',
      userId: designerId,
      categories: await t.database.db.select().from(categories),
      colors: await t.database.db.select({ name: colors.name }).from(colors),
      sizeCharts: Object.fromEntries(
        (await t.database.db.select().from(sizeCharts)).map((chart) => [chart.key, chart.sizes]),
      ),
    });
    expect(messages.filter((message) => message.errorType === 'Error')).toEqual([]);
    expect(list).toHaveLength(await productCount());
    expect(list.some((product) => product.productName === '=HYPERLINK("http://x")')).toBe(true);
    const again = await post(list);
    expect(again.statusCode, again.body).toBe(200);
    expect(
      again.json().changes.filter((change: { action: string }) => change.action !== 'unchanged'),
    ).toEqual([]);
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: list.length });
  });

  it('exports only the designer’s own products, and the selected ids', async () => {
    const mine = await exportAs('designer');
    expect(mine.body).not.toContain(atelierId);
    const [one] = await t.database.db
      .select({ id: products.id, productCode: products.productCode })
      .from(products)
      .where(eq(products.designerId, designerId))
      .limit(1);
    const selected = await exportIds('admin', [one!.id]);
    const lines = selected.body.trim().split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(`,${one!.productCode},`))).toBe(true);
    const filtered = await exportAs('admin', `?designerId=${atelierId}`);
    expect(filtered.body).not.toContain(designerId);
    // Another designer's selected product is not in a designer's export.
    expect((await exportIds('atelier', [one!.id])).body).not.toContain(one!.productCode);
  });

  it('takes 1 000 selected ids in the body, more than a URL holds (attack 9)', async () => {
    const stored = await t.database.db
      .select({ id: products.id, productCode: products.productCode })
      .from(products)
      .where(eq(products.designerId, designerId))
      .limit(5);
    // The selection's own ids and unknown ones, 1 000 in all (about 37 KB).
    const ids = [
      ...stored.map((row) => row.id),
      ...Array.from({ length: 1000 - stored.length }, () => crypto.randomUUID()),
    ];
    const response = await exportIds('designer', ids);
    expect(response.statusCode).toBe(200);
    const codes = new Set(
      response.body
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[5]),
    );
    expect([...codes].sort()).toEqual(stored.map((row) => row.productCode).sort());
    expect((await exportIds('designer', [...ids, crypto.randomUUID()])).statusCode).toBe(400);
    expect((await exportIds('designer', [])).statusCode).toBe(400);
    expect((await exportIds('designer', ['not-an-id'])).statusCode).toBe(400);
  });
});

describe('the designer’s catalogue lock', () => {
  it('serialises two product creates of one code: one is created, the other answers 409', async () => {
    const token = await t.tokenOf('designer');
    const body = {
      categoryId: category.categoryId,
      productBrand: 'Testbrand',
      productName: 'Two tabs',
      productCode: 'TWO-TABS',
      productPrice: 10,
      productTax: 0,
      description: 'Saved twice',
      colors: [
        { color: 'Navy', sizes: [{ size: category.sizes[0], quantity: 1, sku: 'TWO-TABS' }] },
      ],
    };
    const answers = await Promise.all(
      [1, 2].map(() => t.call({ method: 'POST', url: '/api/v2/products', payload: body, token })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  /** A colour and one product of the designer's that uses it, to import. */
  async function colourAndProduct(name: string) {
    const colour = await t.call({
      method: 'POST',
      url: '/api/v2/colors',
      payload: { name, hex: '#123456' },
      token: await t.tokenOf('admin'),
    });
    expect(colour.statusCode, colour.body).toBe(201);
    const base = item(designerId);
    const imported = {
      ...base,
      colors: [{ ...base.colors[0]!, color: name }],
    };
    const deleteColour = async () =>
      t.call({
        method: 'DELETE',
        url: `/api/v2/colors/${colour.json().data._id}`,
        token: await t.tokenOf('admin'),
      });
    return { imported, deleteColour };
  }

  it('refuses the products of a colour deleted after the import read the colours (issue 19)', async () => {
    const { imported, deleteColour } = await colourAndProduct('Gonecolour');
    let removed: Awaited<ReturnType<typeof deleteColour>> | undefined;
    afterCatalogueRead.run = async () => {
      removed = await deleteColour();
    };
    const upload = await post([imported]);
    expect(removed?.statusCode).toBe(200);
    expect(upload.statusCode, upload.body).toBe(400);
    // The importer's own message, on the line of the deleted colour.
    expect(upload.json().rejected[0].messages).toContain(fieldInvalidInLine('Color Name', 3));
    const stored = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.productCode, imported.productCode));
    expect(stored).toEqual([]);
  });

  it('deleting a colour while an import uses it: never both (issue 19)', async () => {
    for (let round = 0; round < 15; round += 1) {
      const { imported, deleteColour } = await colourAndProduct(`Importcolour ${round}`);
      // The delete starts once the import has checked its products on the colours it read,
      // and races the import's transaction.
      let removing: ReturnType<typeof deleteColour> | undefined;
      afterCatalogueRead.run = () => {
        removing = deleteColour();
        return Promise.resolve();
      };
      const upload = await post([imported]);
      const remove = await removing!;
      expect([
        [200, 409],
        [400, 200],
      ]).toContainEqual([upload.statusCode, remove.statusCode]);
    }
  });

  /** A size chart of its own, a category sized by it, and a product of the designer's in it. */
  async function chartCategoryAndProduct(round: number) {
    const admin = async (method: 'POST' | 'PATCH', url: string, payload: object) =>
      t.call({ method, url: `/api/v2/${url}`, payload, token: await t.tokenOf('admin') });
    const chart = await admin('POST', 'size-charts', {
      key: `import-race-${round}`,
      name: `Import race ${round}`,
      sizes: ['XS', 'S', 'M'],
    });
    expect(chart.statusCode, chart.body).toBe(201);
    const categoryId = 9300 + round;
    const created = await admin('POST', 'categories', {
      categoryId,
      gender: 'Unisex',
      type: 'Accessories',
      category: 'Race',
      subCategory: `Round ${round}`,
      size: `import-race-${round}`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const base = item(designerId, {
      categoryId,
      gender: 'Unisex',
      superCategory: 'Accessories',
      category: 'Race',
      subCategory: `Round ${round}`,
    });
    const imported = {
      ...base,
      colors: base.colors.map((color) => ({
        ...color,
        sizes: color.sizes.map((size, index) => ({ ...size, size: ['XS', 'S'][index]! })),
      })),
    };
    const removeXs = () =>
      admin('PATCH', `size-charts/${chart.json().data._id}`, { sizes: ['S', 'M'] });
    return { imported, removeXs };
  }

  it('removing a size while an import stocks it: never both', async () => {
    for (let round = 0; round < 10; round += 1) {
      const { imported, removeXs } = await chartCategoryAndProduct(round);
      let removing: ReturnType<typeof removeXs> | undefined;
      afterCatalogueRead.run = () => {
        removing = removeXs();
        return Promise.resolve();
      };
      const upload = await post([imported]);
      const remove = await removing!;
      // Both landing would leave products stocked in a size their chart no longer has.
      expect([
        [200, 409],
        [400, 200],
      ]).toContainEqual([upload.statusCode, remove.statusCode]);
    }
  });

  it('keys the lock by a stable hash of the designer id', async () => {
    const { designerLockKey } = await import('../src/resources/designerLock');
    // The same key in every process and on every machine (the first 4 bytes of its SHA-256).
    expect(designerLockKey('01900000-0000-7000-8000-000000000000')).toBe(1703964085);
    expect(designerLockKey('a')).not.toBe(designerLockKey('b'));
  });
});

describe('the OpenAPI description', () => {
  it('documents the import with its dry run and limits, its downloads and the export', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = response.json().paths as Record<
      string,
      Record<string, { description?: string; parameters?: { name: string }[] }>
    >;
    const post = paths['/api/v2/import']!.post!;
    expect(post.parameters?.map((parameter) => parameter.name)).toContain('dryRun');
    expect(post.description).toContain('20 MB');
    expect(Object.keys(paths['/api/v2/import/template'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/api/v2/import/allowed-values'] ?? {})).toEqual(['get']);
    expect(
      paths['/api/v2/products/export']!.get!.parameters?.map((parameter) => parameter.name),
    ).toEqual(expect.arrayContaining(['designerId', 'search']));
    expect(Object.keys(paths['/api/v2/products/export'] ?? {}).sort()).toEqual(['get', 'post']);
  });
});
