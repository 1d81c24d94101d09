import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, users, type ProductColor } from '../src/db/schema';
import { colorRows } from '../src/modules/colors/repository';
import { createTestApp, type DemoKey, type TestApp } from './support/testApp';

let t: TestApp;
let designerId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [designer] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'designer@runway.test'));
  designerId = designer!.id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = async (method: Method, url: string, payload?: object, who: DemoKey = 'admin') =>
  t.call({ method, url: `/api/v2/${url}`, payload, token: await t.tokenOf(who) });

const variant = (color: string, sizes: string[]): ProductColor => ({
  color,
  colorCode: '',
  alternateColor: '',
  swatch: '',
  images: [],
  sizes: sizes.map((size) => ({ size, quantity: 1, sku: `${color}-${size}` })),
});

/** A product row of the demo designer, as the products resource will write it. */
async function insertProduct(code: string, categoryId: number, colors: ProductColor[]) {
  await t.database.db.insert(products).values({
    designerId,
    productCode: code,
    productName: `Product ${code}`,
    productPrice: 100,
    categoryId,
    colors,
  });
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('/api/v2/colors', () => {
  it('adds, reads, changes and deletes a colour, answering the single-object shapes', async () => {
    const created = await call('POST', 'colors', { name: '  dusty ROSE ', hex: '#d8a7b1' });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toEqual({
      success: true,
      data: {
        _id: expect.stringMatching(UUID_V7),
        name: 'Dusty rose',
        hex: '#D8A7B1',
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      },
    });
    const id = body.data._id as string;

    const read = await call('GET', `colors/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(body);

    const changed = await call('PATCH', `colors/${id}`, { hex: '' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ _id: id, name: 'Dusty rose', hex: null });
    const renamed = await call('PATCH', `colors/${id}`, { name: 'old rose' });
    expect(renamed.json().data).toMatchObject({ name: 'Old rose', hex: null });

    const deleted = await call('DELETE', `colors/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    const gone = await call('GET', `colors/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, message: 'Not found.' });
    expect((await call('DELETE', `colors/${id}`)).statusCode).toBe(404);
  });

  it('inserts every field of the validated object, as PATCH sets every named one', async () => {
    // A column the insert did not list stands in for one added to the form schema later.
    const createdAt = new Date('2020-02-02T00:00:00.000Z');
    const row = await colorRows.insert(t.database.db, { name: 'Moss', hex: '#8A9A5B', createdAt });
    expect(row).toMatchObject({ name: 'Moss', hex: '#8A9A5B', createdAt });
  });

  it('refuses a taken name with its own 409, whatever its case', async () => {
    const duplicate = await call('POST', 'colors', { name: 'NAVY' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      success: false,
      message: 'A colour with this name already exists.',
      field: 'name',
    });
    const id = (await call('POST', 'colors', { name: 'Sea foam' })).json().data._id;
    const renamed = await call('PATCH', `colors/${id}`, { name: 'navy' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe('A colour with this name already exists.');
  });

  it('names the failing field of a bad colour with 400', async () => {
    const noName = await call('POST', 'colors', { name: '  ', hex: '#000000' });
    expect(noName.json()).toEqual({ success: false, message: 'name: This field is required' });
    const badHex = await call('POST', 'colors', { name: 'Ink', hex: '#12345' });
    expect(badHex.statusCode).toBe(400);
    expect(badHex.json().message).toBe('hex: Enter a hash followed by six hex digits');
    const badId = await call('GET', 'colors/not-an-id');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('id: Must be a valid id');
  });

  it('refuses to delete or rename a colour that products use, saying how many', async () => {
    const id = (await call('POST', 'colors', { name: 'Saffron', hex: '#F4C430' })).json().data._id;
    await insertProduct('SAF-1', 1001, [variant('Saffron', ['S'])]);
    await insertProduct('SAF-2', 1001, [variant('Black', ['M']), variant('Saffron', ['L'])]);
    await insertProduct('BLK-1', 1001, [variant('Black', ['M'])]);

    const deleted = await call('DELETE', `colors/${id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toEqual({
      success: false,
      message: 'This colour is used by 2 products, so it cannot be deleted.',
    });
    const renamed = await call('PATCH', `colors/${id}`, { name: 'Turmeric' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(
      'This colour is used by 2 products, so it cannot be renamed.',
    );
    // Its hex may still change, and it is still there.
    const hex = await call('PATCH', `colors/${id}`, { hex: '#f4c431', name: 'saffron' });
    expect(hex.json().data).toMatchObject({ name: 'Saffron', hex: '#F4C431' });
  });
});

describe('/api/v2/size-charts', () => {
  it('adds, reads, changes and deletes a size chart', async () => {
    const created = await call('POST', 'size-charts', {
      key: 'gloves',
      name: 'Gloves',
      sizes: ['6', ' 7 ', '8'],
    });
    expect(created.statusCode).toBe(201);
    const { data } = created.json();
    expect(data).toMatchObject({ key: 'gloves', name: 'Gloves', sizes: ['6', '7', '8'] });
    expect(data._id).toMatch(UUID_V7);
    expect((await call('GET', `size-charts/${data._id}`)).json().data).toEqual(data);

    const changed = await call('PATCH', `size-charts/${data._id}`, { sizes: ['8', '7', '6', '9'] });
    expect(changed.json().data.sizes).toEqual(['8', '7', '6', '9']);
    expect((await call('DELETE', `size-charts/${data._id}`)).json()).toEqual({ success: true });
  });

  it('refuses a taken key with its own 409 and a bad chart with 400 naming the field', async () => {
    const duplicate = await call('POST', 'size-charts', {
      key: 'womens-alpha',
      name: 'Again',
      sizes: ['S'],
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      message: 'A size chart with this key already exists.',
      field: 'key',
    });
    const cases: [object, string][] = [
      [
        { key: 'Gloves XL', name: 'G', sizes: ['S'] },
        'key: Use lower-case letters, digits and hyphens only',
      ],
      [{ key: 'gloves', name: 'G', sizes: [] }, 'sizes: Add at least one size'],
      [{ key: 'gloves', name: 'G', sizes: ['S', 'S'] }, 'sizes: Each size may appear only once'],
      [
        { key: 'gloves', name: 'x'.repeat(81), sizes: ['S'] },
        'name: Please enter at most 80 characters',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', 'size-charts', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('keeps sizes that products use, and charts that categories or products use', async () => {
    const chart = (
      await call('POST', 'size-charts', { key: 'hats', name: 'Hats', sizes: ['S', 'M', 'L'] })
    ).json().data;
    const category = await call('POST', 'categories', {
      categoryId: 9001,
      gender: 'Unisex',
      type: 'Accessories',
      category: 'Hats',
      subCategory: 'Caps',
      size: 'hats',
    });
    expect(category.statusCode).toBe(201);
    const byCategory = await call('DELETE', `size-charts/${chart._id}`);
    expect(byCategory.statusCode).toBe(409);
    expect(byCategory.json().message).toBe(
      'This size chart is used by 1 category, so it cannot be deleted.',
    );

    await insertProduct('HAT-1', 9001, [variant('Black', ['M']), variant('Navy', ['L'])]);
    const removed = await call('PATCH', `size-charts/${chart._id}`, { sizes: ['S', 'XL'] });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(
      'The sizes M, L are used by 1 product, so they cannot be removed.',
    );
    // A size no product has may go; new ones may come.
    const kept = await call('PATCH', `size-charts/${chart._id}`, { sizes: ['M', 'L', 'XL'] });
    expect(kept.json().data.sizes).toEqual(['M', 'L', 'XL']);
    const deleted = await call('DELETE', `size-charts/${chart._id}`);
    expect(deleted.json().message).toBe(
      'This size chart is used by 1 product, so it cannot be deleted.',
    );

    // A new key follows into the chart's categories.
    const rekeyed = await call('PATCH', `size-charts/${chart._id}`, { key: 'caps' });
    expect(rekeyed.json().data.key).toBe('caps');
    const hats = (await call('GET', 'categories?size=caps')).json().data.items;
    expect(hats.map((item: { categoryId: number }) => item.categoryId)).toEqual([9001]);
    // A list names each category's chart, so the console shows the name, not the key.
    expect(hats[0].sizeChartName).toBe('Hats');
  });
});

describe('/api/v2/categories', () => {
  const hosiery = {
    categoryId: 9100,
    gender: 'Women',
    type: 'Clothing',
    category: 'Hosiery',
    subCategory: 'Tights',
    size: 'womens-alpha',
  };

  it('adds, reads, changes and deletes a category', async () => {
    const created = await call('POST', 'categories', { ...hosiery, categoryId: '9100' });
    expect(created.statusCode).toBe(201);
    const { data } = created.json();
    expect(data).toMatchObject(hosiery);
    expect((await call('GET', `categories/${data._id}`)).json().data).toEqual(data);
    const changed = await call('PATCH', `categories/${data._id}`, {
      subCategory: 'Stockings',
      size: 'one-size',
    });
    expect(changed.json().data).toMatchObject({ subCategory: 'Stockings', size: 'one-size' });
    expect((await call('DELETE', `categories/${data._id}`)).json()).toEqual({ success: true });
  });

  it('refuses a taken categoryId with its own 409 and an unknown size chart with 400', async () => {
    const duplicate = await call('POST', 'categories', { ...hosiery, categoryId: 1001 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      message: 'A category with this id already exists.',
      field: 'categoryId',
    });
    const unknown = await call('POST', 'categories', { ...hosiery, size: 'no-such-chart' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('size: No size chart has this key.');
    const badId = await call('POST', 'categories', { ...hosiery, categoryId: '12a' });
    expect(badId.json().message).toBe('categoryId: Enter a whole number above zero');
    const huge = await call('POST', 'categories', { ...hosiery, categoryId: 2 ** 31 });
    expect(huge.json().message).toBe('categoryId: Enter a whole number above zero');
  });

  it('keeps a category that products use, with its number and size chart', async () => {
    const { data } = (await call('POST', 'categories', { ...hosiery, categoryId: 9200 })).json();
    await insertProduct('TIGHTS-1', 9200, [variant('Black', ['S'])]);
    await insertProduct('TIGHTS-2', 9200, [variant('Black', ['M'])]);
    await insertProduct('TIGHTS-3', 9200, [variant('Black', ['L'])]);
    const deleted = await call('DELETE', `categories/${data._id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(
      'This category is used by 3 products, so it cannot be deleted.',
    );
    for (const patch of [{ categoryId: 9201 }, { size: 'one-size' }]) {
      const changed = await call('PATCH', `categories/${data._id}`, patch);
      expect(changed.statusCode).toBe(409);
      expect(changed.json().message).toBe(
        'This category is used by 3 products, so its id and size chart cannot be changed.',
      );
    }
    const renamed = await call('PATCH', `categories/${data._id}`, { subCategory: 'Socks' });
    expect(renamed.json().data.subCategory).toBe('Socks');
  });

  it('filters by gender, type and size chart', async () => {
    const body = (await call('GET', 'categories?gender=Men&type=Shoes&limit=100')).json();
    expect(body.data.total).toBeGreaterThan(0);
    expect(
      body.data.items.every(
        (item: { gender: string; type: string }) => item.gender === 'Men' && item.type === 'Shoes',
      ),
    ).toBe(true);
  });
});

describe('the products a piece of reference data is used by', () => {
  it('lists the products the in-use counts count, by colour, category and size chart', async () => {
    await call('POST', 'size-charts', { key: 'gloves-cm', name: 'Gloves CM', sizes: ['7', '8'] });
    await call('POST', 'categories', {
      categoryId: 9101,
      gender: 'Unisex',
      type: 'Accessories',
      category: 'Gloves',
      subCategory: 'Leather',
      size: 'gloves-cm',
    });
    await insertProduct('GLV-1', 9101, [variant('Ochre', ['7'])]);
    await insertProduct('GLV-2', 9101, [variant('Black', ['8'])]);
    const codes = async (query: string) =>
      (await call('GET', `products?${query}`))
        .json()
        .data.items.map((product: { productCode: string }) => product.productCode);
    expect(await codes('color=Ochre')).toEqual(['GLV-1']);
    expect((await codes('categoryId=9101')).sort()).toEqual(['GLV-1', 'GLV-2']);
    expect((await codes('sizeChart=gloves-cm')).sort()).toEqual(['GLV-1', 'GLV-2']);
    expect(await codes('sizeChart=gloves-cm&color=Black')).toEqual(['GLV-2']);
    expect(await codes('sizeChart=nothing-here')).toEqual([]);
  });
});

describe('who may read and write reference data', () => {
  it('lets designers and staff read every resource, and staff write', async () => {
    for (const resource of ['categories', 'colors', 'size-charts']) {
      for (const who of ['designer', 'staff'] as const) {
        const list = await call('GET', resource, undefined, who);
        expect(list.statusCode).toBe(200);
        const first = list.json().data.items[0];
        expect((await call('GET', `${resource}/${first._id}`, undefined, who)).statusCode).toBe(
          200,
        );
      }
    }
    const staff = await call('POST', 'colors', { name: 'Staff teal' }, 'staff');
    expect(staff.statusCode).toBe(201);
  });

  it('answers a designer 403 on every write', async () => {
    const color = (await call('GET', 'colors?limit=1')).json().data.items[0];
    const writes: [Method, string, object | undefined][] = [
      ['POST', 'colors', { name: 'Designer red' }],
      ['PATCH', `colors/${color._id}`, { hex: '#000000' }],
      ['DELETE', `colors/${color._id}`, undefined],
      ['POST', 'size-charts', { key: 'd', name: 'D', sizes: ['S'] }],
      [
        'POST',
        'categories',
        { categoryId: 9999, gender: 'W', type: 'T', category: 'C', subCategory: 'S', size: 'belt' },
      ],
    ];
    for (const [method, url, payload] of writes) {
      const response = await call(method, url, payload, 'designer');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        message: 'You are not allowed to do this.',
      });
    }
    expect((await call('GET', `colors/${color._id}`)).json().data).toEqual(color);
  });
});

describe('GET /api/miscellaneous', () => {
  it('answers from the reference tables, with and without db=1', async () => {
    await call('POST', 'colors', { name: 'Miscellaneous mauve', hex: '#E0B0FF' });
    for (const query of ['', '?db=1']) {
      const response = await t.call({ method: 'GET', url: `/api/miscellaneous${query}` });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.colors).toContainEqual({ name: 'Miscellaneous mauve', hex: '#E0B0FF' });
      expect(data.categories[0]).toEqual({
        categoryId: 1001,
        gender: 'Women',
        type: 'Clothing',
        category: 'Dresses',
        subCategory: 'Mini',
        size: 'womens-alpha',
      });
      expect(data.sizes['womens-alpha']).toEqual(['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL']);
    }
  });
});

describe('the OpenAPI document', () => {
  it('publishes the five routes of each reference data resource with who may call them', async () => {
    const { paths } = (await t.app.inject({ url: '/docs/json' })).json();
    for (const resource of ['categories', 'colors', 'size-charts']) {
      const list = paths[`/api/v2/${resource}`];
      const one = paths[`/api/v2/${resource}/{id}`];
      expect(Object.keys(list).sort()).toEqual(['get', 'post']);
      expect(Object.keys(one).sort()).toEqual(['delete', 'get', 'patch']);
      expect(list.get.description).toBe('Access: admin, member, designer.');
      expect(list.post.description).toBe('Access: admin, member.');
      expect(Object.keys(list.post.responses)).toContain('201');
    }
  });
});
