import { describe, expect, it } from 'vitest';
import {
  availabilityLabel,
  canMoveOrder,
  cartSchema,
  checkoutLineLabel,
  checkoutMessages,
  checkoutRequestSchema,
} from './index';

const productId = '0190a4b0-0000-7000-8000-000000000001';
const address = {
  primaryAddress: '350 Fifth Avenue',
  city: 'New York',
  state: 'NY',
  pincode: '10118',
  country: 'US',
};
const body = (extra: Record<string, unknown> = {}, line: Record<string, unknown> = {}) => ({
  lines: [{ productId, sku: 'SHIRT-BLK-M', quantity: 1, ...line }],
  shippingAddress: address,
  ...extra,
});
const firstIssue = (value: unknown) => {
  const result = checkoutRequestSchema.safeParse(value);
  return result.success
    ? null
    : { path: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message };
};

describe('checkout request', () => {
  it('takes lines, an address, a coupon code (upper-cased), the show and the moment', () => {
    const parsed = checkoutRequestSchema.parse(
      body({ couponCode: ' live10 ', eventId: productId, showSec: 12.34567 }),
    );
    expect(parsed.couponCode).toBe('LIVE10');
    expect(parsed.showSec).toBe(12.346);
  });

  it('refuses a price from the client, on a line or on the body', () => {
    expect(firstIssue(body({}, { unitPrice: 1 }))).toEqual({
      path: 'lines.0',
      message: checkoutMessages.clientPrice,
    });
    expect(firstIssue(body({ total: 1 }))?.message).toBe(checkoutMessages.clientPrice);
  });

  it('refuses hostile text and numbers with a message naming the field', () => {
    expect(firstIssue(body({}, { sku: 'A\u0000B' }))?.path).toBe('lines.0.sku');
    expect(firstIssue(body({}, { quantity: 1.5 }))?.message).toBe(checkoutMessages.quantity);
    expect(firstIssue(body({}, { quantity: 11 }))?.message).toBe(checkoutMessages.quantity);
    expect(firstIssue(body({ eventId: productId, showSec: -1 }))?.path).toBe('showSec');
    expect(firstIssue(body({ showSec: 3 }))?.message).toBe(checkoutMessages.showSecNeedsEvent);
    expect(firstIssue({ ...body(), lines: [] })?.message).toBe(checkoutMessages.linesMissing);
  });

  it('refuses the same size twice', () => {
    const line = { productId, sku: 'S', quantity: 1 };
    expect(firstIssue({ ...body(), lines: [line, line] })).toEqual({
      path: 'lines.1.sku',
      message: checkoutMessages.duplicateLine,
    });
  });
});

describe('checkout words and rules', () => {
  it('names a line by its place, product and variant', () => {
    expect(checkoutLineLabel({ index: 1, name: 'Silk shirt', color: 'Black', size: 'M' })).toBe(
      'Line 2 (Silk shirt, Black / M)',
    );
    expect(checkoutMessages.soldOut({ index: 0 })).toBe('Line 1: sold out');
  });

  it('says what is left only when little is', () => {
    expect(availabilityLabel(0)).toBe('Sold out');
    expect(availabilityLabel(2)).toBe('2 left');
    expect(availabilityLabel(50)).toBeNull();
  });

  it('moves orders only along API.md transitions', () => {
    expect(canMoveOrder('pending', 'expired')).toBe(true);
    expect(canMoveOrder('expired', 'paid')).toBe(false);
  });

  it('drops a stored cart that does not parse', () => {
    expect(
      cartSchema.safeParse({ version: 1, lines: [{ productId, sku: 'S', quantity: 0 }] }).success,
    ).toBe(false);
  });
});
