import type { ApiUser } from '@runway-live/domain/api';
import type { ApiCoupon, ApiCouponCode, ApiCouponUsage } from '@runway-live/domain/coupons';
import { fakeServer, pageAnswer, sentBody, type FakeHandler } from '../../test/fakeServer';

export const COUPON_ID = '01930000-0000-7000-8000-0000000000d1';
export const CODE_ID = '01930000-0000-7000-8000-0000000000d2';
export const USED_ORDER_ID = '01930000-0000-7000-8000-0000000000c1';

/** A designer's coupon for their products: 20% off, 3 of 100 uses, 2 bulk codes. */
export const designerCoupon: ApiCoupon = {
  _id: COUPON_ID,
  code: 'SPRING-20',
  type: 'percent',
  value: 20,
  minOrderAmount: 50,
  currency: 'USD',
  maxUses: 100,
  perUserLimit: 1,
  usedCount: 3,
  startsAt: null,
  endsAt: null,
  scope: 'designer',
  designerId: 'u-designer',
  designerBrand: 'Maison Ardent',
  eventId: null,
  eventTitle: null,
  fundedBy: 'designer',
  liveWindowMinutes: null,
  status: 'active',
  setStatus: 'active',
  codes: { total: 2, active: 2 },
  createdAt: '2026-03-14T10:00:00.000Z',
  updatedAt: '2026-03-14T10:00:00.000Z',
};

export const bulkCode: ApiCouponCode = {
  _id: CODE_ID,
  code: 'SPRING-7KQ2M9XH4RTA',
  status: 'active',
  maxUses: 1,
  usedCount: 1,
  createdAt: '2026-03-14T10:05:00.000Z',
};

export const usage: ApiCouponUsage = {
  uses: 3,
  discount: 46,
  gmv: 184,
  currency: 'USD',
  byCode: [
    { code: 'SPRING-20', uses: 2 },
    { code: 'SPRING-7KQ2M9XH4RTA', uses: 1 },
  ],
  orderCount: 1,
  orders: [
    {
      _id: USED_ORDER_ID,
      orderNumber: 'RL-10042',
      code: 'SPRING-20',
      status: 'paid',
      discount: 46,
      total: 184,
      fundedBy: 'designer',
      createdAt: '2026-03-14T11:00:00.000Z',
    },
  ],
};

/**
 * The coupons' server for `user`: the family the role writes (admin and staff
 * /api/v2/coupons, a designer /api/v2/designer/coupons), one coupon, its usage and codes.
 */
export function couponServer(
  user: ApiUser,
  {
    base = '/api/v2/coupons',
    coupon = designerCoupon,
    extra = {},
  }: { base?: string; coupon?: ApiCoupon; extra?: Record<string, FakeHandler> } = {},
) {
  const one = `${base}/${coupon._id}`;
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user } }),
    'GET /api/v2/events': () => pageAnswer([]),
    'GET /api/v2/designers': () => pageAnswer([]),
    [`GET ${base}`]: () => pageAnswer([coupon]),
    [`POST ${base}`]: async (request) => ({
      status: 201,
      body: { success: true, data: { ...coupon, ...((await sentBody(request)) as object) } },
    }),
    [`GET ${one}`]: () => ({ body: { success: true, data: coupon } }),
    [`PATCH ${one}`]: async (request) => ({
      body: { success: true, data: { ...coupon, ...((await sentBody(request)) as object) } },
    }),
    [`GET ${one}/usage`]: () => ({ body: { success: true, data: usage } }),
    [`GET ${one}/codes`]: () => pageAnswer([bulkCode]),
    [`POST ${one}/codes`]: async (request) => {
      const { count } = (await sentBody(request)) as { count: number };
      return {
        status: 201,
        body: { success: true, data: { created: count, prefix: '', maxUses: 1 } },
      };
    },
    [`PATCH ${one}/codes`]: () => ({ body: { success: true, data: { changed: 2 } } }),
    [`PATCH ${one}/codes/${CODE_ID}`]: () => ({
      body: { success: true, data: { ...bulkCode, status: 'inactive' } },
    }),
    ...extra,
  });
}
