import { describe, expect, it } from 'vitest';
import {
  DESIGNER_APPLICATION_DEFAULTS,
  type DesignerApplicationValues,
} from '../schemas/designerApplication';
import { buildDesignerPayload } from './designer';

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
