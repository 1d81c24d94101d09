import { describe, expect, it } from 'vitest';
import { REGISTER_WIZARD_DEFAULTS, type RegisterWizardValues } from '../schemas/registerWizard';
import { buildWebUserPayload, subRolesOf } from './webUser';

const wizard: RegisterWizardValues = {
  ...REGISTER_WIZARD_DEFAULTS,
  name: 'Ada Lovelace',
  email: 'ada@maison.test',
  password: 'runway-demo-1',
  brand: 'Maison Ada',
  website: 'maison-ada.com',
  mobile: '+12015550123',
};

describe('buildWebUserPayload', () => {
  it('maps the wizard to the web-user call', () => {
    expect(buildWebUserPayload(wizard)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@maison.test',
      password: 'runway-demo-1',
      brandName: 'Maison Ada',
      mobileNumber: '+12015550123',
      website: 'maison-ada.com',
      address: { country: 'United States' },
      subRoles: ['Designer'],
    });
  });

  it('sends an empty last name for a one-word name', () => {
    expect(buildWebUserPayload({ ...wizard, name: 'Ada' })).toMatchObject({
      firstName: 'Ada',
      lastName: '',
    });
  });

  it("defaults a blank country to 'United States' and keeps a chosen one", () => {
    expect(buildWebUserPayload({ ...wizard, country: ' ' }).address).toEqual({
      country: 'United States',
    });
    expect(buildWebUserPayload({ ...wizard, country: 'Canada' }).address).toEqual({
      country: 'Canada',
    });
  });

  it('adds every ticked category after Designer with the exact values of section 3', () => {
    const everything = {
      design: true,
      marketplace: true,
      skincare: true,
      magazine: true,
      services: true,
      lifestyle: true,
      art: true,
      hotels: true,
      food: true,
    };
    expect(buildWebUserPayload({ ...wizard, ...everything }).subRoles).toEqual([
      'Designer',
      'Marketplace Or Retailer',
      'Beauty/ Skincare',
      'Digital Magazine',
      'Services/ Booking',
      'Lifestyle/ Realty/ Auto',
      'Hotels',
      'Food/ Drink',
      'Art',
    ]);
  });

  it('lists Designer once whether or not design is ticked', () => {
    expect(subRolesOf({ design: true })).toEqual(['Designer']);
    expect(subRolesOf({ food: true, art: false })).toEqual(['Designer', 'Food/ Drink']);
  });
});
