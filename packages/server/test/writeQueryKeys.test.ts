import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db
    .insert(products)
    .values({
      designerId: await t.idOf('designer'),
      productCode: 'QUERY-KEYS',
      productName: 'As stored',
      productPrice: 10,
      categoryId: 1,
    })
    .returning();
  productId = row!.id;
});
afterAll(() => t.close());

const call = async (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.call({ method, url, payload, token: await t.tokenOf('designer') });

describe('a write refuses query keys it does not know (issue 19, attack 5)', () => {
  it('POST /api/v2/import?dryrun=true is refused, not run as a real import', async () => {
    const misspelt = await call('POST', '/api/v2/import?dryrun=true', { products: '[]' });
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json()).toEqual({ success: false, message: 'Unknown query key: dryrun' });
    const known = await call('POST', '/api/v2/import?dryRun=true', { products: '[]' });
    expect(known.statusCode, known.body).toBe(200);
  });

  it('a route without query keys refuses every one, naming them, and changes nothing', async () => {
    const response = await call('PATCH', `/api/v2/products/${productId}?dryRun=true&x=1`, {
      productName: 'Changed',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Unknown query keys: dryRun, x');
    const stored = await t.call({
      method: 'GET',
      url: `/api/v2/products/${productId}`,
      token: await t.tokenOf('designer'),
    });
    expect(stored.json().data.productName).toBe('As stored');
  });
});
