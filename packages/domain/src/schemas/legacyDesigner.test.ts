import { describe, expect, it } from 'vitest';
import { firstMessages } from './validators';
import { legacyDesignerSchema, type LegacyDesignerValues } from './legacyDesigner';

const valid: LegacyDesignerValues = {
  brandName: 'Maison Ada',
  website: 'maison-ada.com',
  about: 'Tailoring.',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@maison.test',
  mobileNumber: '2015550123',
  address: '350 Fifth Avenue',
  city: 'New York',
  postcode: '10001',
};

function messagesOf(values: unknown) {
  const result = legacyDesignerSchema.safeParse(values);
  return result.success ? {} : firstMessages(result.error);
}

describe('legacyDesignerSchema', () => {
  it('accepts values within every limit', () => {
    expect(messagesOf(valid)).toEqual({});
  });

  it.each([
    ['about', 1000],
    ['address', 80],
    ['city', 80],
    ['returnAddress', 80],
    ['returnCity', 80],
    ['taxNumber', 80],
    ['idNumber', 15],
    ['firstName', 60],
    ['lastName', 60],
    ['brandName', 60],
    ['postcode', 8],
    ['returnPostcode', 8],
  ] as const)('allows %s up to %i characters', (field, limit) => {
    expect(messagesOf({ ...valid, [field]: 'a'.repeat(limit) })).toEqual({});
    expect(messagesOf({ ...valid, [field]: 'a'.repeat(limit + 1) })).toEqual({
      [field]: `Please enter at most ${limit} characters`,
    });
  });

  it("takes 9-14 digits for the mobile: 'Enter 9 to 14 digits'", () => {
    expect(messagesOf({ ...valid, mobileNumber: '12345678' })).toEqual({
      mobileNumber: 'Enter 9 to 14 digits',
    });
    expect(messagesOf({ ...valid, mobileNumber: '123456789' })).toEqual({});
    expect(messagesOf({ ...valid, mobileNumber: '+12345678901234' })).toEqual({});
    expect(messagesOf({ ...valid, mobileNumber: '123456789012345' })).toEqual({
      mobileNumber: 'Enter 9 to 14 digits',
    });
  });

  it("says 'Must be a valid site URL' for a website without a domain", () => {
    expect(messagesOf({ ...valid, website: 'maison' })).toEqual({
      website: 'Must be a valid site URL',
    });
  });
});
