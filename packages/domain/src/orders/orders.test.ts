import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_TRANSITIONS } from '../checkout/statuses';
import {
  netAfterRefunds,
  orderActions,
  orderListQuerySchema,
  orderMessages,
  orderNoteSchema,
  orderPatchSchema,
  orderRefundSchema,
  orderTransitionProblem,
  quoteRefund,
  trackingUrl,
  type RefundableOrder,
} from './index';

describe('orderTransitionProblem', () => {
  it('allows the legal steps of a person and names both states otherwise', () => {
    expect(orderTransitionProblem('paid', 'processing')).toBeNull();
    expect(orderTransitionProblem('processing', 'shipped')).toBeNull();
    expect(orderTransitionProblem('shipped', 'delivered')).toBeNull();
    expect(orderTransitionProblem('pending', 'cancelled')).toBeNull();
    expect(orderTransitionProblem('paid', 'cancelled')).toBeNull();
    expect(orderTransitionProblem('delivered', 'paid')).toBe(
      'An order cannot go from Delivered (delivered) to Paid (paid)',
    );
    expect(orderTransitionProblem('pending', 'paid')).toMatch(/pending.*paid.*not by hand/);
    expect(orderTransitionProblem('pending', 'paid', 'system')).toBeNull();
    expect(orderTransitionProblem('pending', 'expired', 'system')).toBeNull();
  });

  it('answers for every pair what the table says', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const legal = ORDER_TRANSITIONS[from].includes(to);
        expect(orderTransitionProblem(from, to, 'system') === null).toBe(legal);
        if (!legal) expect(orderTransitionProblem(from, to)).toContain(`(${from})`);
      }
    }
    expect(orderActions('pending')).toEqual(['cancelled']);
    expect(orderActions('paid')).toEqual(['processing', 'cancelled']);
  });
});

describe('trackingUrl', () => {
  it('links the known carriers and not the others', () => {
    expect(trackingUrl('UPS', ' 1Z 999 ')).toBe('https://www.ups.com/track?tracknum=1Z%20999');
    expect(trackingUrl('FedEx', '123')).toContain('fedex.com');
    expect(trackingUrl('other', '123')).toBeNull();
    expect(trackingUrl('UPS', '')).toBeNull();
  });
});

describe('quoteRefund', () => {
  const order: RefundableOrder = {
    items: [
      { sku: 'A', quantity: 2, unitPrice: 1000, tax: 160 },
      { sku: 'B', quantity: 1, unitPrice: 333, tax: 27 },
    ],
    subtotal: 2333,
    discount: 0,
    shipping: 500,
    total: 3020,
    refunded: 0,
    refundedUnits: new Map(),
    refundedShipping: 0,
  };

  it('refunds a unit with its share of the tax, and the rest exactly', () => {
    const one = quoteRefund(order, { lines: [{ sku: 'A', quantity: 1 }] });
    expect(one).toMatchObject({ ok: true, amount: 1080, complete: false });
    const rest = quoteRefund(
      { ...order, refunded: 1080, refundedUnits: new Map([['A', 1]]) },
      {
        lines: [
          { sku: 'A', quantity: 1 },
          { sku: 'B', quantity: 1 },
        ],
        shipping: true,
      },
    );
    expect(rest).toMatchObject({ ok: true, amount: 3020 - 1080, shipping: 500, complete: true });
  });

  it('refuses more units than are left, an unknown SKU, nothing, and the shipping twice', () => {
    expect(quoteRefund(order, { lines: [{ sku: 'A', quantity: 3 }] })).toMatchObject({
      ok: false,
      field: 'lines.0.quantity',
    });
    expect(quoteRefund(order, { lines: [{ sku: 'Z', quantity: 1 }] })).toMatchObject({ ok: false });
    expect(quoteRefund(order, { lines: [] })).toMatchObject({ ok: false, field: 'lines' });
    expect(
      quoteRefund(
        { ...order, refundedShipping: 500, refunded: 500 },
        { lines: [], shipping: true },
      ),
    ).toMatchObject({ ok: false, field: 'shipping' });
  });

  it('keeps commission and net proportional to what is kept', () => {
    expect(netAfterRefunds(10_000, 0, 15)).toEqual({ commission: 1500, designerNet: 8500 });
    expect(netAfterRefunds(10_000, 2500, 15)).toEqual({ commission: 1125, designerNet: 6375 });
    expect(netAfterRefunds(10_000, 10_000, 15)).toEqual({ commission: 0, designerNet: 0 });
  });
});

describe('order requests', () => {
  it('names some orders by id, comma-separated, at most a page of them', () => {
    const id = '0b7c1b4e-7c1a-4e1f-9a57-2d8c3e4f5a6b';
    const other = '1c8d2c5f-8d2b-4f2a-8b68-3e9d4f5a6b7c';
    expect(orderListQuerySchema.parse({ ids: `${id}, ${other}` }).ids).toEqual([id, other]);
    expect(orderListQuerySchema.parse({}).ids).toBeUndefined();
    const problem = (ids: string) =>
      orderListQuerySchema.safeParse({ ids }).error?.issues[0]?.message;
    expect(problem(',')).toBe(orderMessages.idsMissing);
    expect(problem(`${id},nope`)).toBe(orderMessages.idsInvalid);
    expect(problem(Array.from({ length: 101 }, () => id).join(','))).toBe('At most 100 orders');
  });

  it('filters on a failed payout, and names what it takes otherwise', () => {
    expect(orderListQuerySchema.parse({ transfer: 'failed' }).transfer).toBe('failed');
    const problem = orderListQuerySchema.safeParse({ transfer: 'made' }).error?.issues[0];
    expect(problem?.message).toBe('Must be failed');
    expect(problem?.message).toBe(orderMessages.transferFilterInvalid);
  });

  it('needs a carrier and a tracking number to ship', () => {
    expect(orderPatchSchema.safeParse({ status: 'shipped' }).success).toBe(false);
    expect(
      orderPatchSchema.safeParse({ status: 'shipped', carrier: 'UPS', trackingNumber: '1Z' })
        .success,
    ).toBe(true);
    expect(orderPatchSchema.safeParse({ status: 'processing', carrier: 'UPS' }).success).toBe(
      false,
    );
    expect(orderPatchSchema.safeParse({ carrier: 'Royal Mail', trackingNumber: 'x' }).success).toBe(
      false,
    );
    expect(orderPatchSchema.safeParse({}).success).toBe(false);
  });

  it('takes notes and refunds through the text rule', () => {
    expect(orderNoteSchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(orderNoteSchema.safeParse({ text: 'a\u0000b' }).success).toBe(false);
    expect(
      orderRefundSchema.safeParse({
        lines: [{ sku: 'A', quantity: 1 }],
        reason: 'damaged',
        restock: true,
      }).success,
    ).toBe(true);
    expect(orderRefundSchema.safeParse({ lines: [], reason: 'whim', restock: true }).success).toBe(
      false,
    );
    expect(
      orderRefundSchema.safeParse({
        lines: [{ sku: 'A', quantity: 1, amount: 5 }],
        reason: 'damaged',
        restock: true,
      }).success,
    ).toBe(false);
  });

  it('reads the list filters', () => {
    expect(orderListQuerySchema.parse({ from: '2026-01-01', to: '2026-01-31' })).toMatchObject({
      from: '2026-01-01',
    });
    expect(orderListQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(orderListQuerySchema.safeParse({ from: '2026-02-02', to: '2026-02-01' }).success).toBe(
      false,
    );
  });
});
