import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  majorToMinor,
  currencyDecimals,
  MONEY_MAX_MAJOR,
  minorToMajor,
  moneyMessages,
  moneyOfNumber,
  parseMoney,
} from './money';

const minor = (text: string, convention?: Parameters<typeof parseMoney>[1]) => {
  const reading = parseMoney(text, convention);
  return reading.ok ? reading.minor : reading.problem;
};

describe('parseMoney', () => {
  it('reads a decimal comma as the decimal mark: "149,90" is 149.90, never 14,990', () => {
    expect(minor('149,90')).toBe(14990);
    expect(minor('289,50')).toBe(28950);
    expect(minor('149,9')).toBe(14990);
    expect(minor('0,5')).toBe(50);
  });

  it('reads the point, and thousands grouped either way around the decimal mark', () => {
    expect(minor('149.90')).toBe(14990);
    expect(minor('1,299.50')).toBe(129950);
    expect(minor('1.299,50')).toBe(129950);
    expect(minor('1.299.000,5')).toBe(129900050);
    expect(minor('1,299,000')).toBe(129900000);
    expect(minor('1299')).toBe(129900);
    expect(minor('.5')).toBe(50);
    expect(minor('0')).toBe(0);
  });

  it('leaves out a currency sign or code and spaces, as written before or after', () => {
    expect(minor('$1,299.50')).toBe(129950);
    expect(minor('149,90 €')).toBe(14990);
    expect(minor('€ 149,90')).toBe(14990);
    expect(minor('EUR 149.90')).toBe(14990);
    expect(minor('149.90 USD')).toBe(14990);
    expect(minor('US$12')).toBe(1200);
    expect(minor('1 299,50')).toBe(129950);
    expect(minor('1\u202f299,50\u00a0€')).toBe(129950);
    expect(minor("1'299.50")).toBe(129950);
  });

  it('refuses a single mark before exactly three digits as ambiguous, saying what to write', () => {
    expect(parseMoney('1,299')).toEqual({
      ok: false,
      problem: 'ambiguous',
      message:
        '“1,299” could be read two ways: write 1299 for the whole amount, or add the cents (1,299.00 or 1.299,00)',
    });
    expect(minor('1.299')).toBe('ambiguous');
    expect(minor('12.999')).toBe('ambiguous');
    expect(minor('$ 1.299')).toBe('ambiguous');
  });

  it('lets the convention settle the ambiguous case: a grouping mark, or a currency without cents', () => {
    expect(minor('1,299', { grouping: ',' })).toBe(129900);
    expect(minor('1.299', { grouping: ',' })).toBe('ambiguous');
    expect(minor('1.299', { grouping: '.' })).toBe(129900);
    expect(minor('1,500', { decimals: 0 })).toBe(1500);
    expect(minor('1.500', { decimals: 0 })).toBe(1500);
  });

  it('refuses more decimals than the currency has instead of rounding them', () => {
    expect(parseMoney('1.0055')).toMatchObject({ problem: 'decimals' });
    expect(parseMoney('12,3456')).toEqual({
      ok: false,
      problem: 'decimals',
      message: moneyMessages.decimals(2),
    });
    expect(parseMoney('1500,5', { decimals: 0 })).toEqual({
      ok: false,
      problem: 'decimals',
      message: 'This currency has no cents: write a whole amount',
    });
    expect(minor('0.299')).toBe('decimals');
  });

  it('refuses what is no amount, a negative one and one the column cannot hold', () => {
    for (const text of [
      'abc',
      '12.3.4',
      '1,2,3',
      '1.2,3.4',
      '12abc',
      '$',
      '1e5',
      '5.',
      '1,299,50',
      '1 2,5',
    ])
      expect(minor(text), text).toBe('invalid');
    for (const text of ['-5', '−5', '-$5', '$-5', '(5)'])
      expect(minor(text), text).toBe('negative');
    expect(minor('')).toBe('missing');
    expect(minor('   ')).toBe('missing');
    expect(minor('9999999999.99')).toBe(999999999999);
    expect(minor('10000000000')).toBe('tooLarge');
  });

  it('reads back what en-US, de-DE, fr-FR and de-CH write for any amount', () => {
    const locales = ['en-US', 'de-DE', 'fr-FR', 'de-CH'];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MONEY_MAX_MAJOR * 100 - 1 }),
        fc.constantFrom(...locales),
        fc.boolean(),
        (cents, locale, grouped) => {
          const text = new Intl.NumberFormat(locale, {
            minimumFractionDigits: 2,
            useGrouping: grouped,
          }).format(cents / 100);
          expect(parseMoney(text)).toEqual({ ok: true, minor: cents });
        },
      ),
    );
  });

  it('reads back a price formatted in its currency, sign and all', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.constantFrom('USD', 'EUR', 'GBP', 'CHF', 'JPY'),
        fc.constantFrom('en-US', 'de-DE', 'fr-FR'),
        (amount, currency, locale) => {
          const decimals = currencyDecimals(currency);
          const whole = decimals === 0 ? Math.floor(amount / 100) : amount;
          const text = new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
            minorToMajor(whole, decimals),
          );
          expect(parseMoney(text, { decimals })).toEqual({ ok: true, minor: whole });
        },
      ),
    );
  });

  it('never throws, and what it reads is a whole number of cents within the column', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."0123456789.,$€ -'abcEUR") }), (text) => {
        const reading = parseMoney(text);
        if (reading.ok) {
          expect(Number.isSafeInteger(reading.minor)).toBe(true);
          expect(reading.minor).toBeGreaterThanOrEqual(0);
          expect(reading.minor).toBeLessThan(MONEY_MAX_MAJOR * 100);
        } else expect(reading.message).not.toBe('');
      }),
    );
  });
});

describe('the API’s numbers', () => {
  it('rounds a JSON number to cents as the column does, and turns cents into major units', () => {
    expect(moneyOfNumber(1.005)).toEqual({ ok: true, minor: 101 });
    expect(moneyOfNumber(59.97000000000001)).toEqual({ ok: true, minor: 5997 });
    expect(moneyOfNumber(-1)).toMatchObject({ problem: 'negative' });
    expect(moneyOfNumber(1e10)).toMatchObject({ problem: 'tooLarge' });
    expect(moneyOfNumber(Number.NaN)).toMatchObject({ problem: 'invalid' });
    expect(minorToMajor(14990)).toBe(149.9);
    expect(minorToMajor(1500, 0)).toBe(1500);
    expect(majorToMinor(4.9)).toBe(490);
    expect(() => majorToMinor(-1)).toThrow();
  });

  it('round-trips any amount of cents through the API’s number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MONEY_MAX_MAJOR * 100 - 1 }), (cents) => {
        expect(moneyOfNumber(minorToMajor(cents))).toEqual({ ok: true, minor: cents });
      }),
    );
  });

  it('knows the decimals of a currency, at most the two a price keeps', () => {
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('BHD')).toBe(2);
  });
});
