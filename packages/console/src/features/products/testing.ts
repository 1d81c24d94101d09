import type {
  ApiCategory,
  ApiColor,
  ApiLook,
  ApiProduct,
  ApiSizeChart,
  ApiUser,
} from '@runway-live/domain/api';
import { fakeServer, pageAnswer as page, sentBody, type FakeHandler } from '../../test/fakeServer';
import { apiUser } from '../../test/users';

/** Fixtures of the product screens' tests: reference data, a product, a look, a designer. */

export const at = { createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' };

export const PRODUCT_ID = '0190a000-0000-7000-8000-000000000001';
export const LOOK_ID = '0190a000-0000-7000-8000-0000000000a1';
export const EVENT_ID = '0190a000-0000-7000-8000-0000000000e1';
export const DESIGNER_ID = '0190a000-0000-7000-8000-0000000000d1';

export const vale: ApiUser = apiUser({
  _id: DESIGNER_ID,
  fullName: 'Vera Vale',
  email: 'vera@runway.test',
  roles: ['designer'],
  designer: null,
});

export const midi: ApiCategory = {
  _id: 'cat-1002',
  categoryId: 1002,
  gender: 'Women',
  type: 'Clothing',
  category: 'Dresses',
  subCategory: 'Midi',
  size: 'womens-alpha',
  ...at,
};
export const sneakers: ApiCategory = {
  _id: 'cat-2001',
  categoryId: 2001,
  gender: 'Women',
  type: 'Shoes',
  category: 'Sneakers',
  subCategory: 'Low',
  size: 'womens-shoes',
  ...at,
};
export const charts: ApiSizeChart[] = [
  { _id: 'ch-1', key: 'womens-alpha', name: 'Letters', sizes: ['XS', 'S', 'M', 'L'], ...at },
  { _id: 'ch-2', key: 'womens-shoes', name: 'Shoes', sizes: ['6', '7', 'M'], ...at },
];
export const palette: ApiColor[] = [
  { _id: 'c-1', name: 'Navy', hex: '#1F2A44', ...at },
  { _id: 'c-2', name: 'Red', hex: '#C0392B', ...at },
  { _id: 'c-3', name: 'Floral', hex: null, ...at },
];

export const dress: ApiProduct = {
  _id: PRODUCT_ID,
  designerId: 'u-designer',
  eventId: null,
  lookId: null,
  productType: 'main',
  productCode: 'DR-1',
  productName: 'Wrap dress',
  productBrand: 'Vale',
  productPrice: 129.5,
  productTax: 8,
  productWeight: 1,
  fabricQuality: 'Silk',
  description: 'A wrap dress.',
  categoryId: 1002,
  gender: 'Women',
  superCategory: 'Clothing',
  category: 'Dresses',
  subCategory: 'Midi',
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
      images: ['brands_navy_1700000000000.jpg'],
      sizes: [
        { size: 'S', quantity: 2, available: 2, sku: 'DR-1-NAVY-S' },
        { size: 'M', quantity: 3, available: 3, sku: 'DR-1-NAVY-M' },
      ],
    },
  ],
  status: 'active',
  ...at,
};

export const soldOut: ApiProduct = {
  ...dress,
  _id: '0190a000-0000-7000-8000-000000000002',
  productCode: 'DR-2',
  productName: 'Slip dress',
  colors: [
    { ...dress.colors[0]!, sizes: [{ size: 'S', quantity: 0, available: 0, sku: 'DR-2-NAVY-S' }] },
  ],
  status: 'draft',
};

export const summerLook: ApiLook = {
  _id: LOOK_ID,
  designerId: 'u-designer',
  eventId: null,
  name: 'Summer edit',
  description: 'Light dresses.',
  images: [],
  status: 'draft',
  productIds: [],
  productCount: 0,
  ...at,
};

/** The product API, the reference data and the signed-in user, with `extra` routes on top. */
/** A sent product as the server answers it: each size's `available` beside its quantity. */
function answered(body: unknown): object {
  const sent = body as { colors?: { sizes: { quantity: number }[] }[] };
  if (!sent.colors) return sent;
  return {
    ...sent,
    colors: sent.colors.map((color) => ({
      ...color,
      sizes: color.sizes.map((size) => ({ ...size, available: size.quantity })),
    })),
  };
}

export function productServer(
  user: ApiUser,
  {
    items = [dress, soldOut],
    extra = {},
  }: { items?: ApiProduct[]; extra?: Record<string, FakeHandler> } = {},
) {
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user } }),
    'GET /api/v2/products': () => page(items),
    [`GET /api/v2/products/${PRODUCT_ID}`]: () => ({ body: { success: true, data: dress } }),
    'POST /api/v2/products': async (request) => ({
      status: 201,
      body: {
        success: true,
        data: { ...dress, ...answered(await sentBody(request)), _id: 'new' },
      },
    }),
    [`PATCH /api/v2/products/${PRODUCT_ID}`]: async (request) => ({
      body: { success: true, data: { ...dress, ...answered(await sentBody(request)) } },
    }),
    'GET /api/v2/categories': () => page([midi, sneakers]),
    'GET /api/v2/colors': () => page(palette),
    'GET /api/v2/size-charts': () => page(charts),
    'GET /api/v2/designers': () => page([vale]),
    'GET /api/v2/looks': () => page([summerLook]),
    [`GET /api/v2/looks/${LOOK_ID}`]: () => ({ body: { success: true, data: summerLook } }),
    ...extra,
  });
}

/** The categories API over `count` categories, paged as the server pages them. */
export function pagedCategories(count: number) {
  const all = Array.from({ length: count }, (_, index) => ({
    ...midi,
    _id: `cat-${index + 1}`,
    categoryId: 5000 + index + 1,
    subCategory: `Midi ${index + 1}`,
  }));
  return (request: Request) => {
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 20);
    return {
      body: {
        success: true,
        data: { items: all.slice((page - 1) * limit, page * limit), total: count, page, limit },
      },
    };
  };
}
