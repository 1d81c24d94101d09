import { describe, expect, it } from 'vitest';
import { firstMessages } from './validators';
import { messages } from '../messages';
import { DESIGNER_ACCOUNT_DEFAULTS } from '../payloads/designer';
import {
  DESIGNER_APPLICATION_DEFAULTS,
  RETURN_ADDRESS_FIELDS,
  designerAccountFormSchema,
  designerApplicationSchema,
  type DesignerApplicationValues,
} from './designerApplication';

const complete: DesignerApplicationValues = {
  ...DESIGNER_APPLICATION_DEFAULTS,
  contactFirstName: 'Ada',
  contactLastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  email: 'ada@maison.test',
  mobileNumber: '+12015550123',
  brandName: 'Maison Ada',
  website: 'https://maison-ada.com',
  about: 'Tailoring from London.',
  identification: 'P1234567',
  businessTelephone: '+12015550100',
  taxResaleNumber: 'TX-998877',
  pincode: '10001',
  primaryAddress: '350 Fifth Avenue',
  country: 'United States',
  state: 'NY',
  city: 'New York',
  profileImage: 'brands_k3j2_1700000000000.png',
};

function messagesOf(values: unknown) {
  const result = designerApplicationSchema.safeParse(values);
  return result.success ? {} : firstMessages(result.error);
}

describe('designerApplicationSchema', () => {
  it('accepts a complete application with the same return address', () => {
    expect(messagesOf(complete)).toEqual({});
  });

  it("asks for every required field with 'This field is required', blanks included", () => {
    const blank = { ...DESIGNER_APPLICATION_DEFAULTS, contactFirstName: '   ' };
    expect(messagesOf(blank)).toEqual({
      contactFirstName: 'This field is required',
      contactLastName: 'This field is required',
      fullName: 'This field is required',
      email: 'This field is required',
      mobileNumber: 'This field is required',
      brandName: 'This field is required',
      website: 'This field is required',
      about: 'This field is required',
      identification: 'This field is required',
      businessTelephone: 'This field is required',
      taxResaleNumber: 'This field is required',
      pincode: 'This field is required',
      primaryAddress: 'This field is required',
      country: 'This field is required',
      state: 'This field is required',
      city: 'This field is required',
      profileImage: 'Please upload a profile image',
    });
  });

  it("says 'Please enter valid email' for the e-mail and a filled contact e-mail", () => {
    expect(messagesOf({ ...complete, email: 'ada', contactEmail: 'press@' })).toEqual({
      email: 'Please enter valid email',
      contactEmail: 'Please enter valid email',
    });
  });

  it('leaves contactEmail, facebook and instagram optional', () => {
    expect(
      messagesOf({ ...complete, contactEmail: undefined, facebook: '', instagram: undefined }),
    ).toEqual({});
  });

  it("says 'Must be a valid site URL' for website, facebook and instagram", () => {
    expect(
      messagesOf({ ...complete, website: 'maison', facebook: 'facebook', instagram: 'insta gram' }),
    ).toEqual({
      website: 'Must be a valid site URL',
      facebook: 'Must be a valid site URL',
      instagram: 'Must be a valid site URL',
    });
    expect(
      messagesOf({
        ...complete,
        facebook: 'https://facebook.com/maisonada',
        instagram: 'instagram.com/maisonada',
      }),
    ).toEqual({});
  });

  it('ignores blank return address fields while is_same is on', () => {
    expect(messagesOf({ ...complete, is_same: true, returncity: '' })).toEqual({});
  });

  it("requires every return address field when is_same is off: 'This field is required'", () => {
    const separate = { ...complete, is_same: false, returnstate: 'NJ', returncity: '  ' };
    expect(messagesOf(separate)).toEqual({
      returnpincode: 'This field is required',
      returnprimaryAddress: 'This field is required',
      returncountry: 'This field is required',
      returncity: 'This field is required',
    });
  });

  it('reports missing return fields together with other invalid fields', () => {
    const result = messagesOf({ ...complete, is_same: false, brandName: '' });
    expect(Object.keys(result).sort()).toEqual(['brandName', ...RETURN_ADDRESS_FIELDS].sort());
  });

  it('accepts a complete separate return address', () => {
    expect(
      messagesOf({
        ...complete,
        is_same: false,
        returnpincode: '07302',
        returnprimaryAddress: '1 Harbor Way',
        returncountry: 'United States',
        returnstate: 'NJ',
        returncity: 'Jersey City',
      }),
    ).toEqual({});
  });

  it.each(['look.png', 'LOOK.JPG', 'look.jpeg'])('accepts a %j profile image', (name) => {
    expect(messagesOf({ ...complete, profileImage: name })).toEqual({});
  });

  it.each(['look.gif', 'look.bmp', 'look.png.exe', 'look'])(
    "says 'Please upload a png, jpg or jpeg image' for %j",
    (name) => {
      expect(messagesOf({ ...complete, profileImage: name })).toEqual({
        profileImage: 'Please upload a png, jpg or jpeg image',
      });
    },
  );

  it('starts with the return address the same as the address', () => {
    expect(DESIGNER_APPLICATION_DEFAULTS.is_same).toBe(true);
  });
});

function accountMessagesOf(values: unknown) {
  const result = designerAccountFormSchema.safeParse(values);
  return result.success ? {} : firstMessages(result.error);
}

describe("the admin's designer form", () => {
  const minimal = {
    ...DESIGNER_ACCOUNT_DEFAULTS,
    fullName: 'Theo Tailor',
    email: 'theo@tailor.test',
    brandName: 'Tailor & Co',
  };

  it('needs only the names, e-mail and brand; the terms are numbers within their columns', () => {
    const parsed = designerAccountFormSchema.safeParse({
      ...minimal,
      commission: '12.5',
      subscriptionAmount: '49',
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ commission: 12.5, subscriptionAmount: 49 });
    expect(
      accountMessagesOf({
        ...DESIGNER_ACCOUNT_DEFAULTS,
        commission: 101,
        subscriptionAmount: 'lots',
      }),
    ).toEqual({
      fullName: 'This field is required',
      email: 'This field is required',
      brandName: 'This field is required',
      commission: 'Must be 100 or less',
      subscriptionAmount: 'Must be a number',
    });
  });

  it('asks the whole address once a part of it is given, and the return address when it differs', () => {
    expect(accountMessagesOf({ ...minimal, city: 'New York', is_same: false })).toEqual({
      pincode: 'This field is required',
      primaryAddress: 'This field is required',
      country: 'This field is required',
      state: 'This field is required',
      ...Object.fromEntries(
        RETURN_ADDRESS_FIELDS.map((field) => [field, 'This field is required']),
      ),
    });
  });

  it('takes a logo later, but only a png or jpeg one', () => {
    expect(accountMessagesOf({ ...minimal, profileImage: 'logo.gif' })).toEqual({
      profileImage: messages.profileImageType,
    });
  });
});
