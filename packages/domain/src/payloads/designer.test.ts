import { describe, expect, it } from 'vitest';
import {
  DESIGNER_APPLICATION_DEFAULTS,
  type DesignerApplicationValues,
} from '../schemas/designerApplication';
import type { ApiUser } from '../api/user';
import {
  DESIGNER_ACCOUNT_DEFAULTS,
  buildDesignerAccountPayload,
  buildDesignerPayload,
  buildDesignerUpdate,
  designerAccountFormValues,
} from './designer';

const form: DesignerApplicationValues = {
  ...DESIGNER_APPLICATION_DEFAULTS,
  contactFirstName: 'Grace',
  contactLastName: 'Hopper',
  fullName: 'Ada Lovelace',
  email: 'ada@maison.test',
  mobileNumber: '+12015550123',
  contactEmail: 'press@maison.test',
  contactMobileNumber: '+12015550199',
  brandName: 'Maison Ada',
  website: 'https://maison-ada.com',
  facebook: 'https://facebook.com/maisonada',
  instagram: 'https://instagram.com/maisonada',
  about: 'Tailoring from London.',
  identification: 'P1234567',
  businessTelephone: '+12015550100',
  taxResaleNumber: 'TX-998877',
  pincode: '10001',
  primaryAddress: '350 Fifth Avenue',
  country: 'United States',
  state: 'NY',
  city: 'New York',
  is_same: true,
  returnpincode: '07302',
  returnprimaryAddress: '1 Harbor Way',
  returncountry: 'United States',
  returnstate: 'NJ',
  returncity: 'Jersey City',
  profileImage: 'brands_k3j2_1700000000000.png',
};

const address = {
  pincode: '10001',
  primaryAddress: '350 Fifth Avenue',
  country: 'United States',
  state: 'NY',
  city: 'New York',
};

describe('buildDesignerPayload', () => {
  it('maps the application form to the registration payload', () => {
    expect(buildDesignerPayload(form, 'brands_k3j2_1700000000000.png')).toEqual({
      contactFirstName: 'Grace',
      contactLastName: 'Hopper',
      fullName: 'Ada Lovelace',
      mobileNumber: '+12015550123',
      brandName: 'Maison Ada',
      events: [],
      instagram: 'https://instagram.com/maisonada',
      facebook: 'https://facebook.com/maisonada',
      address,
      returnAddress: address,
      returnAddressIsSame: true,
      enquiry: { mobileNumber: '+12015550199', email: 'press@maison.test' },
      businessTelephone: '+12015550100',
      taxResaleNumber: 'TX-998877',
      identification: 'P1234567',
      website: 'https://maison-ada.com',
      email: 'ada@maison.test',
      about: 'Tailoring from London.',
      brandLogo: 'brands_k3j2_1700000000000.png',
      roles: ['designer'],
    });
  });

  it('copies the address into returnAddress when is_same is set, as a separate object', () => {
    const payload = buildDesignerPayload(form, 'logo.png');
    expect(payload.returnAddress).toEqual(payload.address);
    expect(payload.returnAddress).not.toBe(payload.address);
  });

  it('sends the separate return address when is_same is off', () => {
    const payload = buildDesignerPayload({ ...form, is_same: false }, 'logo.png');
    expect(payload.returnAddressIsSame).toBe(false);
    expect(payload.returnAddress).toEqual({
      pincode: '07302',
      primaryAddress: '1 Harbor Way',
      country: 'United States',
      state: 'NJ',
      city: 'Jersey City',
    });
  });

  it('treats an events string as an empty list and keeps a list', () => {
    expect(buildDesignerPayload({ ...form, events: '' }, 'logo.png').events).toEqual([]);
    expect(buildDesignerPayload({ ...form, events: 'e1' }, 'logo.png').events).toEqual([]);
    expect(buildDesignerPayload({ ...form, events: ['e1', 'e2'] }, 'logo.png').events).toEqual([
      'e1',
      'e2',
    ]);
  });

  it('sends empty strings for optional fields left out', () => {
    const payload = buildDesignerPayload(
      { ...form, facebook: undefined, contactEmail: undefined, contactMobileNumber: undefined },
      'logo.png',
    );
    expect(payload.facebook).toBe('');
    expect(payload.enquiry).toEqual({ mobileNumber: '', email: '' });
  });

  it("carries an admin form's commission and subscription amount", () => {
    const payload = buildDesignerPayload(
      { ...form, commission: 12.5, subscriptionAmount: 49 },
      'logo.png',
    );
    expect(payload).toMatchObject({ commission: 12.5, subscriptionAmount: 49 });
  });
});

describe("the admin's designer form", () => {
  const account = { ...form, commission: 12.5, subscriptionAmount: 49 };

  it('creates with the application payload, the terms, and no address when none is given', () => {
    expect(buildDesignerAccountPayload(account)).toMatchObject({
      address,
      returnAddress: address,
      commission: 12.5,
      subscriptionAmount: 49,
      brandLogo: 'brands_k3j2_1700000000000.png',
      roles: ['designer'],
    });
    const blank = { pincode: '', primaryAddress: '', country: '', state: '', city: '' };
    const payload = buildDesignerAccountPayload({ ...account, ...blank });
    expect('address' in payload).toBe(false);
    expect('returnAddress' in payload).toBe(false);
  });

  it('updates the account by id, the contact as its names, and reads back into the same form', () => {
    const update = buildDesignerUpdate('u-1', { ...account, is_same: false });
    expect(update).toMatchObject({
      user_id: 'u-1',
      firstName: 'Grace',
      lastName: 'Hopper',
      enquiry: { mobileNumber: '+12015550199', email: 'press@maison.test' },
      address,
      returnAddress: { primaryAddress: '1 Harbor Way', city: 'Jersey City' },
      returnAddressIsSame: false,
      brandLogo: 'brands_k3j2_1700000000000.png',
      commission: 12.5,
    });
    expect('email' in update).toBe(false);

    const saved: ApiUser = {
      _id: 'u-1',
      email: form.email,
      fullName: form.fullName,
      firstName: 'Grace',
      lastName: 'Hopper',
      roles: ['designer'],
      subRoles: ['Designer'],
      mobileNumber: form.mobileNumber,
      about: form.about,
      profile: '',
      country: '',
      status: 'active',
      isAdmin: false,
      emailVerified: false,
      emailVerifiedAt: null,
      payment: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      designer: {
        brandName: form.brandName,
        website: form.website,
        instagram: form.instagram ?? '',
        facebook: form.facebook ?? '',
        identification: form.identification,
        businessTelephone: form.businessTelephone,
        taxResaleNumber: form.taxResaleNumber,
        enquiry: { mobileNumber: '+12015550199', email: 'press@maison.test' },
        address,
        returnAddress: update.returnAddress,
        returnAddressIsSame: false,
        commission: 12.5,
        subscriptionAmount: 49,
        shippingFlatRate: 4.9,
        brandLogo: form.profileImage,
        applicationStatus: 'approved',
        subscription: null,
      },
    };
    expect(designerAccountFormValues(saved)).toEqual({ ...account, is_same: false });
  });

  it("puts an older designer's single-text address in the address line", () => {
    const older = designerAccountFormValues({
      firstName: '',
      lastName: '',
      fullName: 'Old Brand',
      email: 'old@brand.test',
      mobileNumber: '',
      about: '',
      designer: { address: '12 Savile Row, London', returnAddress: null },
    } as unknown as ApiUser);
    expect(older).toMatchObject({
      fullName: 'Old Brand',
      primaryAddress: '12 Savile Row, London',
      city: '',
      returnprimaryAddress: '',
    });
  });

  it('starts a new designer blank, with no commission or subscription', () => {
    expect(DESIGNER_ACCOUNT_DEFAULTS).toMatchObject({ commission: 0, subscriptionAmount: 0 });
  });
});
