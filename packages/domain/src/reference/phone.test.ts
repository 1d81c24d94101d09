import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PHONE_INPUT_MAX_LENGTH,
  hasMobileDigitCount,
  isValidMobileNumber,
  mobileDigitCount,
  phoneCodeOf,
} from './phone';
import { PROPERTY_TIMEOUT_MS } from '../testing/property';

describe('phone rules', () => {
  it('limits the phone input to 15 characters: a plus and 14 digits', () => {
    expect(PHONE_INPUT_MAX_LENGTH).toBe(15);
  });

  it('counts only digits', () => {
    expect(mobileDigitCount('+1 (201) 555-0123')).toBe(11);
    expect(hasMobileDigitCount('+1234567')).toBe(false);
    expect(hasMobileDigitCount('+12345678')).toBe(true);
    expect(hasMobileDigitCount('+12345678901234')).toBe(true);
    expect(hasMobileDigitCount('+123456789012345')).toBe(false);
  });

  it('tells valid international numbers from invalid ones', () => {
    expect(isValidMobileNumber('+12015550123')).toBe(true);
    expect(isValidMobileNumber('+447911123456')).toBe(true);
    expect(isValidMobileNumber('+11234567890')).toBe(false);
    expect(isValidMobileNumber('+1000000000')).toBe(false);
  });

  it(
    'never throws on any text',
    () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (text) => {
          expect(typeof isValidMobileNumber(text)).toBe('boolean');
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it("gives the picker's calling code for a country", () => {
    expect(phoneCodeOf('US')).toBe('+1');
    expect(phoneCodeOf('GB')).toBe('+44');
    expect(phoneCodeOf('ZZ')).toBeUndefined();
  });
});
