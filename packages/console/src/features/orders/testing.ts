import type { ApiUser } from '@runway-live/domain/api';
import {
  apiOrderListItemSchema,
  type ApiOrder,
  type ApiOrderListItem,
} from '@runway-live/domain/orders';
import { fakeServer, pageAnswer, sentBody, type FakeHandler } from '../../test/fakeServer';

export const ORDER_ID = '01930000-0000-7000-8000-0000000000c1';
export const SHOW_ID = '01930000-0000-7000-8000-0000000000e1';

/** A paid order of two lines (2 slips, 1 scarf), a coupon, shipping, from a show. */
export const paidOrder: ApiOrder = {
  _id: ORDER_ID,
  orderNumber: 'RL-10042',
  checkoutId: 'chk-1',
  status: 'paid',
  refundState: 'none',
  buyer: { _id: 'buyer-1', name: 'Grace Hopper', email: 'grace@shopper.test' },
  designerId: 'u-designer',
  designerBrand: 'Maison Ardent',
  eventId: SHOW_ID,
  eventTitle: 'Spring Runway Live',
  itemCount: 3,
  total: 230,
  refunded: 0,
  currency: 'USD',
  createdAt: '2026-03-14T10:00:00.000Z',
  updatedAt: '2026-03-14T10:01:00.000Z',
  showSec: 761,
  pushedProductId: 'p-1',
  pushedProductName: 'Silk Slip Dress',
  items: [
    {
      productId: 'p-1',
      sku: 'SLIP-BLK-S',
      name: 'Silk Slip Dress',
      color: 'Black',
      size: 'S',
      quantity: 2,
      unitPrice: 100,
      tax: 0,
      imageUrl: null,
      refundedQuantity: 0,
    },
    {
      productId: 'p-2',
      sku: 'SCARF-RED',
      name: 'Cashmere Scarf',
      color: 'Red',
      size: 'One size',
      quantity: 1,
      unitPrice: 20,
      tax: 0,
      imageUrl: null,
      refundedQuantity: 0,
    },
  ],
  subtotal: 220,
  discount: 0,
  couponCode: null,
  discountFundedBy: null,
  tax: 0,
  shipping: 10,
  commissionRate: 10,
  commission: 23,
  designerNet: 207,
  refundedShipping: 0,
  shippingAddress: {
    primaryAddress: '12 Harbour Street',
    city: 'Boston',
    state: 'MA',
    pincode: '02110',
    country: 'US',
  },
  carrier: '',
  trackingNumber: '',
  trackingUrl: null,
  transfer: null,
  transferFailure: null,
  refunds: [],
  actions: ['processing', 'cancelled'],
  timeline: [
    { type: 'created', at: '2026-03-14T10:00:00.000Z', by: null, text: 'Order placed' },
    { type: 'payment', at: '2026-03-14T10:01:00.000Z', by: null, text: 'Paid $230.00' },
  ],
};

/** The list's row of an order: the order as the list's schema reads it (its own fields). */
export function listItem(order: ApiOrder): ApiOrderListItem {
  return apiOrderListItemSchema.parse(order);
}

/** The order desk's server: the list, one order, and its writes answering the order. */
export function orderServer(
  user: ApiUser,
  {
    order = paidOrder,
    items = [listItem(paidOrder)],
    extra = {},
  }: { order?: ApiOrder; items?: ApiOrderListItem[]; extra?: Record<string, FakeHandler> } = {},
) {
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user } }),
    'GET /api/v2/orders': () => pageAnswer(items),
    'GET /api/v2/events': () => pageAnswer([]),
    'GET /api/v2/designers': () => pageAnswer([]),
    [`GET /api/v2/orders/${order._id}`]: () => ({ body: { success: true, data: order } }),
    [`PATCH /api/v2/orders/${order._id}`]: async (request) => ({
      body: { success: true, data: { ...order, ...((await sentBody(request)) as object) } },
    }),
    [`POST /api/v2/orders/${order._id}/notes`]: async (request) => {
      const { text } = (await sentBody(request)) as { text: string };
      return {
        body: {
          success: true,
          data: {
            ...order,
            timeline: [
              {
                type: 'note',
                at: new Date().toISOString(),
                by: { _id: user._id, fullName: user.fullName },
                text,
              },
              ...order.timeline,
            ],
          },
        },
      };
    },
    [`POST /api/v2/orders/${order._id}/refunds`]: () => ({
      body: { success: true, data: { ...order, refundState: 'partially_refunded' } },
    }),
    ...extra,
  });
}
