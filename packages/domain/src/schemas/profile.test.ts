import { describe, expect, it } from 'vitest';
import { firstMessages } from './validators';
import { myDesignerProfileSchema, myProfileSchema } from './profile';

const staffProfile = {
  fullName: '  Ava Admin ',
  firstName: 'Ava',
  lastName: 'Admin',
  mobileNumber: '',
  about: ' Runs the spring shows. ',
};

const designerProfile = {
  ...staffProfile,
  brandName: 'Maison Dara',
  website: 'maisondara.com',
  instagram: '',
  facebook: 'https://facebook.com/maisondara',
};

function messagesOf(result: { error?: Parameters<typeof firstMessages>[0] }) {
  return result.error ? firstMessages(result.error) : {};
}

describe('myProfileSchema', () => {
  it('accepts a profile and trims what it sends', () => {
    expect(myProfileSchema.parse(staffProfile)).toEqual({
      fullName: 'Ava Admin',
      firstName: 'Ava',
      lastName: 'Admin',
      mobileNumber: '',
      about: 'Runs the spring shows.',
    });
  });

  it("says 'This field is required' for a blank full name", () => {
    expect(messagesOf(myProfileSchema.safeParse({ ...staffProfile, fullName: '  ' }))).toEqual({
      fullName: 'This field is required',
    });
  });

  it('allows letters and spaces only in the first and last name', () => {
    expect(
      messagesOf(
        myProfileSchema.safeParse({ ...staffProfile, firstName: 'Ava2', lastName: 'Zoë' }),
      ),
    ).toEqual({ firstName: 'Please enter letters and spaces only' });
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
          instagram: 'instagram',
        }),
      ),
    ).toEqual({
      brandName: 'This field is required',
      website: 'Must be a valid site URL',
      instagram: 'Must be a valid site URL',
    });
  });

  it('drops fields the server would refuse from a designer, such as commission', () => {
    expect(myDesignerProfileSchema.parse({ ...designerProfile, commission: 0 })).not.toHaveProperty(
      'commission',
    );
  });
});
