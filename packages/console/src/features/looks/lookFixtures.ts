import type { ApiLook, ApiProduct, ApiUser } from '@runway-live/domain';
import { fakeServer, sentBody, type FakeAnswer } from '../../test/fakeServer';
import { designerUser } from '../../test/users';

export const EVENT_ID = '01930000-0000-7000-8000-0000000000e1';
export const LOOK_ID = '01930000-0000-7000-8000-0000000000a1';
const meta = { createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-02T00:00:00.000Z' };

export const eveningLook: ApiLook = {
  _id: LOOK_ID,
  designerId: designerUser._id,
  eventId: null,
  name: 'Evening in Oslo',
  description: 'Navy wool, worn late.',
  images: ['brands_cover.jpg', 'brands_back.jpg'],
  status: 'published',
  productIds: ['p-coat', 'p-scarf'],
  productCount: 2,
  ...meta,
};

export function product(id: string, name: string, code: string, quantities: number[]): ApiProduct {
  return {
    _id: id,
    designerId: designerUser._id,
    eventId: null,
    lookId: null,
    productType: 'Clothing',
    productCode: code,
    productName: name,
    productBrand: 'Nord',
    productPrice: 120,
    productTax: 0,
    productWeight: 1,
    fabricQuality: '',
    description: '',
    categoryId: 12,
    gender: 'Women',
    superCategory: 'Clothing',
    category: 'Coats',
    subCategory: 'Long',
    startDate: null,
    preOrder: false,
    shippingDate: null,
    backOrder: false,
    availableAtShowTime: true,
    images: [],
    colors: [
      {
        color: 'Navy',
        colorCode: '#1F2A44',
        alternateColor: '',
        swatch: '',
        images: [],
        sizes: quantities.map((quantity, index) => ({
          size: ['S', 'M', 'L'][index] ?? 'XL',
          quantity,
          sku: `${code}-${index}`,
        })),
      },
    ],
    status: 'active',
    ...meta,
  };
}

export const coat = { ...product('p-coat', 'Wool coat', 'NC-1', [2, 3]), lookId: LOOK_ID };
export const scarf = { ...product('p-scarf', 'Silk scarf', 'NS-2', [0]), lookId: LOOK_ID };
export const boots = product('p-boots', 'Leather boots', 'NB-3', [4]);

const page = <Item>(items: Item[]) => ({
  body: { success: true, data: { items, total: items.length, page: 1, limit: 20 } },
});

/**
 * The looks API as the server answers it, for a designer who owns `eveningLook` and the
 * three products; `extra` adds or replaces routes.
 */
export function lookServer(
  user: ApiUser = designerUser,
  extra: Record<string, (request: Request) => FakeAnswer | Promise<FakeAnswer>> = {},
) {
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
    'GET /api/v2/products': (request) => {
      const lookId = new URL(request.url).searchParams.get('lookId');
      if (lookId) return page(lookId === LOOK_ID ? [coat, scarf] : []);
      return page([coat, scarf, boots]);
    },
    'POST /api/v2/auth/upload': () => ({
      body: { success: true, name: 'brands_new.png', message: 'Uploaded' },
    }),
    ...extra,
  });
}
