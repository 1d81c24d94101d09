import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { netAfterRefunds } from '../orders/refunds';
import {
  BULK_CODE_ALPHABET,
  BULK_CODE_RANDOM_LENGTH,
  COUPON_REFUSAL_STATUS,
  COUPON_REFUSALS,
  bulkCode,
  bulkCodesRequestSchema,
  couponCodesToCsv,
  couponDiscount,
  couponDiscountTotal,
  couponFormSchema,
  couponPatchSchema,
  couponRefusal,
  couponRefusalMessage,
  couponStatus,
  marketplaceFundedDiscount,
  isCouponCode,
  randomCodePart,
  splitInProportion,
  type CouponLine,
  type CouponRules,
} from './index';

const NOW = new Date('2026-11-28T12:00:00Z');
const A = '0190a000-0000-7000-8000-00000000000a';
const B = '0190a000-0000-7000-8000-00000000000b';
const SHOW = '0190a000-0000-7000-8000-0000000000e1';

const rules = (over: Partial<CouponRules> = {}): CouponRules => ({
  status: 'active',
  type: 'percent',
  value: 20,
  minOrderAmount: 0,
  maxUses: null,
  perUserLimit: null,
  usedCount: 0,
  startsAt: null,
  endsAt: null,
  scope: 'all',
  designerId: null,
  eventId: null,
  liveWindowMinutes: null,
  ...over,
});
const lines: CouponLine[] = [
  { designerId: A, eventId: SHOW, amount: 10_000 },
  { designerId: B, eventId: null, amount: 5_000 },
];
const check = (over: Partial<Parameters<typeof couponRefusal>[2]> = {}) => ({
  now: NOW,
  lines,
  buyerUses: 0,
  ...over,
});

describe('couponRefusal', () => {
  it('accepts a valid code and gives each reason its message and a 4xx', () => {
    expect(couponRefusal(rules(), null, check())).toBeNull();
    const cases: [string, ReturnType<typeof couponRefusal>][] = [
      ['unknown', couponRefusal(null, null, check())],
      ['unknown', couponRefusal(rules({ status: 'inactive' }), null, check())],
      [
        'unknown',
        couponRefusal(rules(), { status: 'inactive', maxUses: 1, usedCount: 0 }, check()),
      ],
      [
        'notStarted',
        couponRefusal(rules({ startsAt: new Date('2026-12-01T00:00:00Z') }), null, check()),
      ],
      ['ended', couponRefusal(rules({ endsAt: NOW }), null, check())],
      ['usedUp', couponRefusal(rules({ maxUses: 5, usedCount: 5 }), null, check())],
      ['usedUp', couponRefusal(rules(), { status: 'active', maxUses: 1, usedCount: 1 }, check())],
      ['alreadyUsed', couponRefusal(rules({ perUserLimit: 1 }), null, check({ buyerUses: 1 }))],
      [
        'noEligibleItems',
        couponRefusal(
          rules({ scope: 'designer', designerId: '0190a000-0000-7000-8000-0000000000cc' }),
          null,
          check(),
        ),
      ],
      ['belowMinimum', couponRefusal(rules({ minOrderAmount: 15_001 }), null, check())],
    ];
    for (const [reason, got] of cases) expect(got).toBe(reason);
    for (const reason of COUPON_REFUSALS) {
      expect(couponRefusalMessage(reason, 5000).length).toBeGreaterThan(0);
      expect(COUPON_REFUSAL_STATUS[reason]).toBeGreaterThanOrEqual(400);
      expect(COUPON_REFUSAL_STATUS[reason]).toBeLessThan(500);
    }
    expect(couponRefusalMessage('belowMinimum', 5000)).toContain('$50.00');
  });

  it('reads the minimum on the eligible lines only', () => {
    const mine = rules({ scope: 'designer', designerId: B, minOrderAmount: 6_000 });
    expect(couponRefusal(mine, null, check())).toBe('belowMinimum');
    expect(couponRefusal({ ...mine, minOrderAmount: 5_000 }, null, check())).toBeNull();
    const show = rules({ scope: 'event', eventId: SHOW });
    expect(couponRefusal(show, null, check({ lines: [lines[1]!] }))).toBe('noEligibleItems');
  });

  it('holds a live window to the show’s first minutes live', () => {
    const live = rules({ scope: 'event', eventId: SHOW, liveWindowMinutes: 15 });
    const wentLiveAt = new Date(NOW.getTime() - 10 * 60_000);
    expect(couponRefusal(live, null, check({ show: { status: 'live', wentLiveAt } }))).toBeNull();
    expect(
      couponRefusal(live, null, check({ show: { status: 'scheduled', wentLiveAt: null } })),
    ).toBe('notStarted');
    expect(
      couponRefusal(
        live,
        null,
        check({ show: { status: 'live', wentLiveAt: new Date(NOW.getTime() - 16 * 60_000) } }),
      ),
    ).toBe('ended');
    expect(couponRefusal(live, null, check({ show: { status: 'ended', wentLiveAt } }))).toBe(
      'ended',
    );
  });
});

describe('couponStatus', () => {
  it('derives expired from the end date alone', () => {
    expect(couponStatus({ status: 'active', endsAt: null }, NOW)).toBe('active');
    expect(couponStatus({ status: 'inactive', endsAt: new Date('2027-01-01') }, NOW)).toBe(
      'inactive',
    );
    expect(couponStatus({ status: 'active', endsAt: NOW }, NOW)).toBe('expired');
  });
});

describe('splitInProportion', () => {
  it('adds up exactly, stays within one unit of the exact share, and is deterministic', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const parts = splitInProportion(total, weights);
          const sum = weights.reduce((a, b) => a + b, 0);
          expect(parts).toEqual(splitInProportion(total, weights));
          if (sum === 0 || total === 0) {
            expect(parts.every((part) => part === 0)).toBe(true);
            return;
          }
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          parts.forEach((part, index) => {
            expect(Number.isInteger(part)).toBe(true);
            const exact = (total * weights[index]!) / sum;
            expect(Math.abs(part - exact)).toBeLessThan(1);
            if (weights[index] === 0) expect(part).toBe(0);
          });
        },
      ),
    );
  });

  it('gives the leftover unit to the earlier line on a tie', () => {
    expect(splitInProportion(1, [1, 1])).toEqual([1, 0]);
    expect(splitInProportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
  });
});

describe('couponDiscount', () => {
  it('applies to eligible lines only and splits across the designers in proportion', () => {
    const show = couponDiscount(rules({ scope: 'event', eventId: SHOW, value: 10 }), lines);
    expect(show.total).toBe(1_000);
    expect(show.lines).toEqual([1_000, 0]);
    expect(show.byDesigner.get(B)).toBe(0);
    const fixed = couponDiscount(rules({ type: 'fixed', value: 1_000 }), lines);
    expect(fixed.lines).toEqual([667, 333]);
    expect(fixed.byDesigner).toEqual(
      new Map([
        [A, 667],
        [B, 333],
      ]),
    );
  });

  it('never takes more than the eligible goods, and the shares add up', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'percent' | 'fixed'>('percent', 'fixed'),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(
          fc.record({
            designerId: fc.constantFrom(A, B),
            eventId: fc.constantFrom(SHOW, null),
            amount: fc.integer({ min: 0, max: 1_000_000 }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.constantFrom<CouponRules['scope']>('all', 'designer', 'event'),
        (type, raw, cart, scope) => {
          const value = type === 'percent' ? (raw % 100) + 1 : raw;
          const coupon = rules({ type, value, scope, designerId: A, eventId: SHOW });
          const result = couponDiscount(coupon, cart);
          const eligible = cart
            .filter((line) =>
              scope === 'all'
                ? true
                : scope === 'designer'
                  ? line.designerId === A
                  : line.eventId === SHOW,
            )
            .reduce((sum, line) => sum + line.amount, 0);
          expect(result.total).toBe(couponDiscountTotal(coupon, eligible));
          expect(result.total).toBeLessThanOrEqual(eligible);
          expect(result.lines.reduce((a, b) => a + b, 0)).toBe(result.total);
          expect([...result.byDesigner.values()].reduce((a, b) => a + b, 0)).toBe(result.total);
          result.lines.forEach((share, index) => {
            expect(share).toBeLessThanOrEqual(cart[index]!.amount);
          });
        },
      ),
    );
  });

  it('rounds a percentage half up in minor units', () => {
    expect(couponDiscountTotal({ type: 'percent', value: 15 }, 999)).toBe(150);
    expect(couponDiscountTotal({ type: 'percent', value: 15 }, 990)).toBe(149);
    expect(couponDiscountTotal({ type: 'fixed', value: 5_000 }, 1_999)).toBe(1_999);
  });

  it('credits the designer the discount only when the marketplace funds it', () => {
    const order = { total: 8_000, discount: 2_000 };
    expect(marketplaceFundedDiscount({ ...order, discountFundedBy: 'marketplace' })).toBe(2_000);
    expect(marketplaceFundedDiscount({ ...order, discountFundedBy: 'designer' })).toBe(0);
    expect(marketplaceFundedDiscount({ ...order, discountFundedBy: null })).toBe(0);
    // 10% commission: the marketplace's coupon leaves the net of the full price.
    expect(netAfterRefunds(8_000, 0, 10, 2_000)).toEqual({ commission: 1_000, designerNet: 9_000 });
    expect(netAfterRefunds(8_000, 0, 10, 0)).toEqual({ commission: 800, designerNet: 7_200 });
    expect(netAfterRefunds(8_000, 8_000, 10, 2_000)).toEqual({ commission: 0, designerNet: 0 });
    expect(netAfterRefunds(8_000, 4_000, 10, 2_000)).toEqual({
      commission: 500,
      designerNet: 4_500,
    });
  });
});

describe('couponFormSchema', () => {
  it('stores the code upper case and fills the defaults', () => {
    const parsed = couponFormSchema.parse({ code: ' spring-20 ', type: 'percent', value: 20 });
    expect(parsed).toMatchObject({
      code: 'SPRING-20',
      minOrderAmount: 0,
      maxUses: null,
      scope: 'all',
      status: 'active',
      liveWindowMinutes: null,
    });
    expect(couponFormSchema.parse({ code: 'NORD', type: 'fixed', value: '12,50' }).value).toBe(
      12.5,
    );
  });

  it('refuses what does not agree, with the field named', () => {
    const issues = (body: unknown) =>
      (couponFormSchema.safeParse(body).error?.issues ?? []).map((issue) => issue.path.join('.'));
    expect(issues({ code: 'a b', type: 'percent', value: 20 })).toEqual(['code']);
    expect(issues({ code: 'SALE--1', type: 'percent', value: 20 })).toEqual(['code']);
    expect(issues({ code: 'SALE', type: 'percent', value: 101 })).toEqual(['value']);
    expect(issues({ code: 'SALE', type: 'percent', value: 12.5 })).toEqual(['value']);
    expect(issues({ code: 'SALE', type: 'fixed', value: 0 })).toEqual(['value']);
    expect(issues({ code: 'SALE', type: 'fixed', value: 5, maxUses: 2, perUserLimit: 3 })).toEqual([
      'perUserLimit',
    ]);
    expect(
      issues({
        code: 'SALE',
        type: 'fixed',
        value: 5,
        startsAt: '2026-12-02T00:00:00Z',
        endsAt: '2026-12-01T00:00:00+01:00',
      }),
    ).toEqual(['endsAt']);
    expect(issues({ code: 'SALE', type: 'fixed', value: 5, scope: 'event' })).toEqual(['eventId']);
    expect(issues({ code: 'SALE', type: 'fixed', value: 5, liveWindowMinutes: 15 })).toEqual([
      'liveWindowMinutes',
    ]);
    expect(issues({ code: 'SALE', type: 'fixed', value: 5, unitPrice: 1 })).toEqual(['']);
    expect(couponPatchSchema.parse({ status: 'inactive' })).toEqual({ status: 'inactive' });
  });

  it('accepts every code the pattern allows, upper-cased', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9]{1,10}(-[a-zA-Z0-9]{1,10}){0,2}$/), (code) => {
        fc.pre(code.length >= 3);
        const parsed = couponFormSchema.safeParse({ code, type: 'percent', value: 5 });
        expect(parsed.success).toBe(true);
        expect(parsed.data?.code).toBe(code.toUpperCase());
        expect(isCouponCode(parsed.data!.code)).toBe(true);
      }),
    );
  });
});

describe('bulk codes', () => {
  it('draws from the alphabet without look-alikes, evenly, with the prefix', () => {
    for (const ch of '01ILO') expect(BULK_CODE_ALPHABET).not.toContain(ch);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), (bytes) => {
        let at = 0;
        const source = (size: number) => {
          const out = new Uint8Array(size);
          for (let i = 0; i < size; i++) out[i] = bytes[at++ % bytes.length]! % 248;
          return out;
        };
        const code = bulkCode('VIP', source);
        expect(code).toMatch(
          new RegExp(`^VIP-[${BULK_CODE_ALPHABET}]{${BULK_CODE_RANDOM_LENGTH}}$`),
        );
        expect(isCouponCode(code)).toBe(true);
      }),
    );
    // Bytes of 248 and above are skipped (no modulo bias): all 255s then zeros give '2's.
    let calls = 0;
    const skewed = (size: number) => new Uint8Array(size).fill(calls++ === 0 ? 255 : 0);
    expect(randomCodePart(skewed, 4)).toBe('2222');
  });

  it('takes 1 to 10 000 codes, single use by default', () => {
    expect(bulkCodesRequestSchema.parse({ count: 10_000, prefix: 'vip' })).toEqual({
      count: 10_000,
      prefix: 'VIP',
      maxUses: 1,
    });
    expect(bulkCodesRequestSchema.safeParse({ count: 10_001 }).success).toBe(false);
    expect(bulkCodesRequestSchema.safeParse({ count: 5, prefix: 'TOO-LONG-PREFIX' }).success).toBe(
      false,
    );
  });

  it('exports CSV with a header and neutralised cells', () => {
    const csv = couponCodesToCsv([
      { code: 'VIP-ABC', status: 'active', usedCount: 0, maxUses: 1, createdAt: '2026-11-28' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Code,Status,Uses,Max uses,Created',
      'VIP-ABC,active,0,1,2026-11-28',
    ]);
  });
});
