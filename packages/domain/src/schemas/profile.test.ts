import { describe, expect, it } from 'vitest';
import { firstMessages } from './validators';
import { myDesignerProfileSchema, myProfileSchema } from './profile';
import { shippingFlatRateMessages } from './shipping';

const staffProfile = {
  fullName: '  Ava Admin ',
  mobileNumber: '',
  about: ' Runs the spring shows. ',
};

const designerProfile = {
  ...staffProfile,
  brandName: 'Maison Dara',
  website: 'maisondara.com',
  instagram: '',
  facebook: 'https://facebook.com/maisondara',
  shippingFlatRate: '0',
};

function messagesOf(result: { error?: Parameters<typeof firstMessages>[0] }) {
  return result.error ? firstMessages(result.error) : {};
}

describe('myProfileSchema', () => {
  it('accepts a profile and trims what it sends', () => {
    expect(myProfileSchema.parse(staffProfile)).toEqual({
      fullName: 'Ava Admin',
      mobileNumber: '',
      about: 'Runs the spring shows.',
    });
  });

  it("says 'This field is required' for a blank full name", () => {
    expect(messagesOf(myProfileSchema.safeParse({ ...staffProfile, fullName: '  ' }))).toEqual({
      fullName: 'This field is required',
    });
  });

  it('checks a filled mobile number: digit count first, then validity', () => {
    expect(
      messagesOf(myProfileSchema.safeParse({ ...staffProfile, mobileNumber: '+1 555' })),
    ).toEqual({ mobileNumber: 'Enter 8-14 numbers' });
    expect(
      messagesOf(myProfileSchema.safeParse({ ...staffProfile, mobileNumber: '+1 000 000 0000' })),
    ).toEqual({ mobileNumber: 'Enter valid mobile number' });
    expect(
      myProfileSchema.safeParse({ ...staffProfile, mobileNumber: '+12015550123' }).success,
    ).toBe(true);
  });
});

describe('myDesignerProfileSchema', () => {
  it('accepts the brand fields, site addresses with or without their scheme', () => {
    expect(myDesignerProfileSchema.parse(designerProfile)).toMatchObject({
      brandName: 'Maison Dara',
      website: 'maisondara.com',
      instagram: '',
      facebook: 'https://facebook.com/maisondara',
    });
  });

  it('requires the brand name and checks each filled site address', () => {
    expect(
      messagesOf(
        myDesignerProfileSchema.safeParse({
          ...designerProfile,
          brandName: '',
          website: 'not a site',
          instagram: 'not a page',
        }),
      ),
    ).toEqual({
      brandName: 'This field is required',
      website: 'Must be a valid site URL',
      instagram: 'Must be a valid site URL',
    });
  });

  it('stores a social handle as the address of its page (issue 27)', () => {
    expect(
      myDesignerProfileSchema.parse({
        ...designerProfile,
        instagram: '@maisonlumiere',
        facebook: '@maison.lumiere',
      }),
    ).toMatchObject({
      instagram: 'https://www.instagram.com/maisonlumiere',
      facebook: 'https://www.facebook.com/maison.lumiere',
    });
  });

  it('drops fields the server would refuse from a designer, such as commission', () => {
    expect(myDesignerProfileSchema.parse({ ...designerProfile, commission: 0 })).not.toHaveProperty(
      'commission',
    );
  });

  it('reads the shipping flat rate by the money rule: "4,90" is 4.90, never 490', () => {
    const shipping = (typed: string | number) =>
      myDesignerProfileSchema.safeParse({ ...designerProfile, shippingFlatRate: typed });
    expect(shipping('4,90').data?.shippingFlatRate).toBe(4.9);
    expect(shipping('$12.50').data?.shippingFlatRate).toBe(12.5);
    expect(shipping(0).data?.shippingFlatRate).toBe(0);
    expect(messagesOf(shipping(''))).toEqual({
      shippingFlatRate: shippingFlatRateMessages.missing,
    });
    expect(messagesOf(shipping('-4'))).toEqual({
      shippingFlatRate: shippingFlatRateMessages.invalid,
    });
    expect(messagesOf(shipping('free'))).toEqual({
      shippingFlatRate: shippingFlatRateMessages.invalid,
    });
    // "1,299" could be 1299 or 1.299: the rule asks rather than guesses.
    expect(messagesOf(shipping('1,299')).shippingFlatRate).toContain('could be read two ways');
  });
});
