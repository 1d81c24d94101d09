import { type Checkout, type PublicProduct, type ShopperOrder } from '@runway-live/domain/checkout';
import type { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import type { ShopperApi } from '../player/shopper/shopperApi';
import { LIVE_EVENT_ID } from './liveViewerFixtures';

/** The shop's fixtures (the viewer page's and the embedded player's shop tests). */
export const COAT = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
export const DESIGNER = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';

export const coat: PublicProduct = {
  _id: COAT,
  name: 'Wool coat',
  designer: { _id: DESIGNER, brandName: 'Maison Aurore' },
  eventId: LIVE_EVENT_ID,
  price: 249.5,
  currency: 'USD',
  taxRate: 8,
  description: '',
  imageUrl: null,
  saleState: 'on-sale',
  colors: [
    {
      color: 'Black',
      colorCode: '#000000',
      imageUrl: null,
      sizes: [
        { size: 'S', sku: 'COAT-BLK-S', available: 0, soldOut: true },
        { size: 'M', sku: 'COAT-BLK-M', available: 2, soldOut: false },
        { size: 'L', sku: 'COAT-BLK-L', available: 40, soldOut: false },
      ],
    },
  ],
};

export const candidate = {
  AddressKeyFormat: {
    AddressLine: ['12 KENT AVE'],
    PoliticalDivision2: 'BROOKLYN',
    PoliticalDivision1: 'NY',
    PostcodePrimaryLow: '11249',
    CountryCode: 'US',
  },
};

export const anOrder = (overrides: Partial<ShopperOrder> = {}): ShopperOrder =>
  ({
    _id: 'o1',
    orderNumber: 'RL-1001',
    checkoutId: 'c1',
    status: 'paid',
    refundState: 'none',
    designer: { _id: DESIGNER, brandName: 'Maison Aurore' },
    eventId: LIVE_EVENT_ID,
    showSec: 30,
    pushedProductId: COAT,
    items: [
      {
        productId: COAT,
        sku: 'COAT-BLK-M',
        name: 'Wool coat',
        color: 'Black',
        size: 'M',
        quantity: 1,
        unitPrice: 249.5,
        tax: 19.96,
        imageUrl: null,
      },
    ],
    subtotal: 249.5,
    discount: 0,
    couponCode: null,
    tax: 19.96,
    shipping: 0,
    total: 269.46,
    refunded: 0,
    currency: 'USD',
    ...overrides,
  }) as ShopperOrder;

/** The shopper's calls, answering with the coat, a US address, a checkout and an order. */
export function fakeShopperApi() {
  const checkout: Checkout = {
    checkoutId: 'c1',
    orders: [anOrder({ status: 'pending' })],
    total: 269.46,
    currency: 'USD',
    holdExpiresAt: '2026-11-25T19:15:00.000Z',
    payment: { provider: 'local', url: '/pay/local/c1' },
  };
  return {
    call: vi.fn(),
    login: vi.fn(),
    register: vi.fn(),
    product: vi.fn(async () => coat),
    products: vi.fn(async () => [coat]),
    validateAddress: vi.fn(async () => ({
      success: true as const,
      carrier: 'UPS',
      indicator: 'ValidAddressIndicator' as const,
      candidates: [candidate],
    })),
    checkout: vi.fn(async () => checkout),
    myOrders: vi.fn(async () => [anOrder()]),
    reportCartAdd: vi.fn(async () => true),
    remind: vi.fn(async () => ({ reminded: true, pendingVerification: false })),
    reminded: vi.fn(async () => ({ reminded: false, pendingVerification: false })),
  } satisfies ShopperApi;
}

/** Types the shop's test address (a Brooklyn street) into the checkout dialog's fields. */
export async function typeTestAddress(user: UserEvent, checkout: ReturnType<typeof within>) {
  await user.type(checkout.getByRole('textbox', { name: /Street address/ }), '12 Kent Avenue');
  await user.type(checkout.getByRole('textbox', { name: /City/ }), 'Brooklyn');
  await user.type(checkout.getByRole('textbox', { name: /State/ }), 'NY');
  await user.type(checkout.getByRole('textbox', { name: /ZIP code/ }), '11249');
}
