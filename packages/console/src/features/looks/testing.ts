import type { ApiLook, ApiProduct, ApiUser } from '@runway-live/domain/api';
import { fakeServer, pageAnswer as page, sentBody, type FakeHandler } from '../../test/fakeServer';
import { at, dress } from '../products/testing';
import { designerUser } from '../../test/users';

export const EVENT_ID = '01930000-0000-7000-8000-0000000000e1';
export const LOOK_ID = '01930000-0000-7000-8000-0000000000a1';

export const eveningLook: ApiLook = {
  _id: LOOK_ID,
  designerId: designerUser._id,
  eventId: null,
  name: 'Evening in Oslo',
  description: 'Navy wool, worn late.',
  images: ['brands_c0ver_1700000000003.jpg', 'brands_b4ck_1700000000002.jpg'],
  status: 'published',
  productIds: ['p-coat', 'p-scarf'],
  productCount: 2,
  ...at,
};

/** A product of the designer's, in one colour, `quantities` per size: `dress` renamed. */
export function product(id: string, name: string, code: string, quantities: number[]): ApiProduct {
  const [navy] = dress.colors;
  return {
    ...dress,
    _id: id,
    designerId: designerUser._id,
    productCode: code,
    productName: name,
    colors: [
      {
        ...navy!,
        images: [],
        sizes: quantities.map((quantity, index) => ({
          size: ['S', 'M', 'L'][index] ?? 'XL',
          quantity,
          available: quantity,
          sku: `${code}-${index}`,
        })),
      },
    ],
  };
}

export const coat = { ...product('p-coat', 'Wool coat', 'NC-1', [2, 3]), lookId: LOOK_ID };
export const scarf = { ...product('p-scarf', 'Silk scarf', 'NS-2', [0]), lookId: LOOK_ID };
export const boots = product('p-boots', 'Leather boots', 'NB-3', [4]);

/**
 * The looks API as the server answers it, for a designer who owns `eveningLook` and the
 * three products; `extra` adds or replaces routes.
 */
export function lookServer(user: ApiUser = designerUser, extra: Record<string, FakeHandler> = {}) {
  let look = eveningLook;
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user } }),
    'GET /api/v2/looks': () => page([look]),
    [`GET /api/v2/looks/${LOOK_ID}`]: () => ({ body: { success: true, data: look } }),
    'POST /api/v2/looks': async (request) => ({
      status: 201,
      body: {
        success: true,
        data: { ...eveningLook, _id: 'l-new', ...((await sentBody(request)) as object) },
      },
    }),
    [`PATCH /api/v2/looks/${LOOK_ID}`]: async (request) => {
      look = { ...look, ...((await sentBody(request)) as object) };
      return { body: { success: true, data: look } };
    },
    [`PUT /api/v2/looks/${LOOK_ID}/products`]: async (request) => {
      const { productIds } = (await sentBody(request)) as { productIds: string[] };
      look = { ...look, productIds, productCount: productIds.length };
      return { body: { success: true, data: look } };
    },
    [`POST /api/v2/looks/${LOOK_ID}/products`]: async (request) => {
      const { productIds } = (await sentBody(request)) as { productIds: string[] };
      const added = productIds.filter((id) => !look.productIds.includes(id));
      const all = [...look.productIds, ...added];
      look = { ...look, productIds: all, productCount: all.length };
      return { body: { success: true, data: look } };
    },
    'GET /api/v2/products': (request) => {
      const lookId = new URL(request.url).searchParams.get('lookId');
      if (lookId) return page(lookId === LOOK_ID ? [coat, scarf] : []);
      return page([coat, scarf, boots]);
    },
    'POST /api/v2/auth/upload': () => ({
      body: { success: true, name: 'brands_n3w_1700000000001.png', message: 'Uploaded' },
    }),
    ...extra,
  });
}
