import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportedProduct } from '@runway-live/domain/import';
import { categories, sizeCharts } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

/**
 * The import refuses, in its dry run as in the real import, a value the product's columns
 * cannot store, naming the field and the line (issue 19, attacks 1, 3 and 4).
 */
let t: TestApp;
let designerId: string;
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
  designerId = await t.idOf('designer');
  category = (
    await t.database.db
      .select({
        categoryId: categories.categoryId,
        gender: categories.gender,
        type: categories.type,
        category: categories.category,
        subCategory: categories.subCategory,
        sizes: sizeCharts.sizes,
      })
      .from(categories)
      .innerJoin(sizeCharts, eq(sizeCharts.key, categories.size))
  ).find((row) => row.sizes.length >= 2)!;
});
afterAll(() => t.close());

let serial = 0;
/** A valid imported product: Navy × two sizes (two lines). */
function item(changes: Partial<ImportedProduct> = {}): ImportedProduct {
  serial += 1;
  const code = `RANGE-${serial}`;
  return {
    designer: designerId,
    productType: 'main',
    lookId: '',
    lookName: '',
    categoryId: category.categoryId,
    gender: category.gender,
    superCategory: category.type,
    category: category.category,
    subCategory: category.subCategory,
    productName: `Ranged ${serial}`,
    productCode: code,
    productPrice: 120.5,
    fabricQuality: 'Linen',
    productBrand: 'Testbrand',
    startDate: '2026-03-01',
    productWeight: 1.2,
    description: 'A dress',
    productTax: 8.5,
    availableAtShowTime: true,
    preOrder: false,
    backOrder: false,
    images: [],
    colors: [
      {
        color: 'Navy',
        colorCode: '',
        alternateColor: '',
        swatch: '',
        images: [],
        sizes: category.sizes.slice(0, 2).map((size, index) => ({
          size,
          quantity: index + 1,
          sku: `${code}-${size}`,
        })),
      },
    ],
    ...changes,
  };
}

const post = async (list: ImportedProduct[], query = '') =>
  t.call({
    method: 'POST',
    url: `/api/v2/import${query}`,
    payload: { products: JSON.stringify(list) },
    token: await t.tokenOf('designer'),
  });

describe('an import of values the columns cannot store', () => {
  type Change = (product: ImportedProduct) => void;
  const set =
    (changes: Partial<ImportedProduct>): Change =>
    (product) =>
      Object.assign(product, changes);

  it.each<[string, Change, string]>([
    ['tax 150', set({ productTax: 150 }), 'Tax Rate is invalid in line 4'],
    ['tax 1000', set({ productTax: 1000 }), 'Tax Rate is invalid in line 4'],
    ['price 1e10', set({ productPrice: 1e10 }), 'Price is invalid in line 4'],
    ['weight 0.004', set({ productWeight: 0.004 }), 'Product Weight(LBS) is invalid in line 4'],
    [
      'quantity 2^31',
      (product) => (product.colors[0]!.sizes[1]!.quantity = 2 ** 31),
      'Quantity is invalid in line 5',
    ],
    [
      'start date 0026-05-01',
      set({ startDate: '0026-05-01' }),
      'StartDate is Invalid... It would be MM/dd/yyyy',
    ],
  ])(
    '%s: the dry run and the import both refuse it, naming the field and line',
    async (_, change, message) => {
      // The second product's lines are 4 and 5 (after the header and the first product's two).
      const second = item();
      change(second);
      const list = [item(), second];
      for (const query of ['?dryRun=true', '']) {
        const response = await post(list, query);
        expect(response.statusCode, query).toBe(400);
        const { rejected } = response.json() as {
          rejected: { index: number; messages: string[] }[];
        };
        expect(rejected.map((rejection) => rejection.index)).toEqual([1]);
        expect(rejected[0]!.messages).toContain(message);
      }
      const listed = await t.call({
        method: 'GET',
        url: `/api/v2/products?search=${list[0]!.productCode}`,
        token: await t.tokenOf('designer'),
      });
      expect(listed.json().data.total).toBe(0);
    },
  );
});

/** Whether some transaction holds an advisory lock (the import's catalogue lock). */
async function catalogueLockHeld(): Promise<boolean> {
  const { rows } = (await t.database.db.execute(
    sql`select count(*)::int as held from pg_locks where locktype = 'advisory' and granted`,
  )) as unknown as { rows: { held: number }[] };
  return (rows[0]?.held ?? 0) > 0;
}

describe('a PATCH racing an import of the same product', () => {
  it('keeps both: the PATCH’s field and the import’s (server:postgres proves it)', async () => {
    for (let round = 0; round < 10; round += 1) {
      const product = item();
      expect((await post([product])).statusCode).toBe(200);
      const listed = await t.call({
        method: 'GET',
        url: `/api/v2/products?search=${product.productCode}`,
        token: await t.tokenOf('designer'),
      });
      const id = listed.json().data.items[0]._id as string;
      // The PATCH comes while the import holds the designer's catalogue lock (on PostgreSQL;
      // PGlite runs the import whole first): it reads the product before the import commits.
      const importing = post([{ ...product, description: `Imported ${round}` }]);
      let settled = false;
      void importing.finally(() => (settled = true));
      // Each look gives the event loop a turn: on PGlite a query resolves without one, and
      // the import's checks go on only after setImmediate (they yield between chunks).
      while (!settled && !(await catalogueLockHeld())) {
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      const [patched, imported] = await Promise.all([
        t.call({
          method: 'PATCH',
          url: `/api/v2/products/${id}`,
          payload: { productName: `Patched ${round}` },
          token: await t.tokenOf('designer'),
        }),
        importing,
      ]);
      expect([patched.statusCode, imported.statusCode]).toEqual([200, 200]);
      const stored = await t.call({
        method: 'GET',
        url: `/api/v2/products/${id}`,
        token: await t.tokenOf('designer'),
      });
      // The import's change survives the PATCH whichever runs first (the file also names the
      // product, so an import that runs second sets its name back: that is the file's say).
      expect(stored.json().data, `round ${round}`).toMatchObject({
        description: `Imported ${round}`,
      });
    }
  });
});
