import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterMobileInput, filterNumericInput } from './filters';
import { PROPERTY_TIMEOUT_MS } from './testing/property';

// Anything typed or pasted: digits, points and pluses in plenty, and any other character.
const typed = fc.oneof(
  fc.string({ unit: fc.constantFrom('1', '2', '.', '+', ' ', '-', ',', 'a') }),
  fc.string({ unit: 'binary' }),
);

describe('filterNumericInput', () => {
  it.each([
    ['12.50', '12.50'],
    ['$1,299.99', '1299.99'],
    ['1.2.3', '1.23'],
    ['.5', '.5'],
    ['abc', ''],
    ['', ''],
  ])('keeps digits and one decimal point: %j → %j', (typed, kept) => {
    expect(filterNumericInput(typed)).toBe(kept);
  });

  it(
    'keeps only digits and at most one point, and is idempotent',
    () => {
      fc.assert(
        fc.property(typed, (text) => {
          const kept = filterNumericInput(text);
          expect(kept).toMatch(/^\d*\.?\d*$/);
          expect(filterNumericInput(kept)).toBe(kept);
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('filterMobileInput', () => {
  it.each([
    ['+1 (201) 555-0123', '+12015550123'],
    [' +44 7911 123456', '+447911123456'],
    ['1+2', '12'],
    ['++1', '+1'],
    ['2015550123', '2015550123'],
    ['call me', ''],
  ])('keeps digits and a leading plus: %j → %j', (typed, kept) => {
    expect(filterMobileInput(typed)).toBe(kept);
  });

  it(
    'keeps only digits after an optional leading plus, and is idempotent',
    () => {
      fc.assert(
        fc.property(typed, (text) => {
          const kept = filterMobileInput(text);
          expect(kept).toMatch(/^\+?\d*$/);
          expect(filterMobileInput(kept)).toBe(kept);
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
