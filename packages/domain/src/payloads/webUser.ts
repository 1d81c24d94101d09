import {
  DEFAULT_COUNTRY,
  type CompanyType,
  type RegisterWizardValues,
} from '../schemas/registerWizard';
import { splitFullName } from './splitFullName';
import { fieldsOf, textOf } from './text';

/** Every registering web user is a Designer (section 3). */
export const BASE_SUB_ROLE = 'Designer';

/**
 * The sub-role each ticked company type adds, with the exact values of section 3 (note
 * the space after each slash). 'design' adds nothing: Designer is always there.
 */
export const SUB_ROLE_OF_COMPANY_TYPE = {
  marketplace: 'Marketplace Or Retailer',
  skincare: 'Beauty/ Skincare',
  magazine: 'Digital Magazine',
  services: 'Services/ Booking',
  lifestyle: 'Lifestyle/ Realty/ Auto',
  hotels: 'Hotels',
  food: 'Food/ Drink',
  art: 'Art',
} as const satisfies Partial<Record<CompanyType, string>>;

export type SubRole =
  typeof BASE_SUB_ROLE | (typeof SUB_ROLE_OF_COMPANY_TYPE)[keyof typeof SUB_ROLE_OF_COMPANY_TYPE];

/** The body of `POST api/v2/auth/web-user` (section 3, wizard variant). */
export type WebUserPayload = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  brandName: string;
  mobileNumber: string;
  website: string;
  address: { country: string };
  subRoles: SubRole[];
};

/** Designer first, then the ticked categories in the order section 3 lists them. */
export function subRolesOf(ticks: Partial<Record<CompanyType, boolean | undefined>>): SubRole[] {
  const ticked = fieldsOf(ticks);
  const subRoles: SubRole[] = [BASE_SUB_ROLE];
  for (const [companyType, subRole] of Object.entries(SUB_ROLE_OF_COMPANY_TYPE)) {
    if (ticked[companyType as CompanyType] === true) subRoles.push(subRole);
  }
  return subRoles;
}

/** The register wizard's values as the web-user call sends them. */
export function buildWebUserPayload(wizardValues: RegisterWizardValues): WebUserPayload {
  const values = fieldsOf(wizardValues);
  const { firstName, lastName } = splitFullName(textOf(values.name));
  const country = textOf(values.country).trim() || DEFAULT_COUNTRY;
  return {
    firstName,
    lastName,
    email: textOf(values.email),
    password: textOf(values.password),
    brandName: textOf(values.brand),
    mobileNumber: textOf(values.mobile),
    website: textOf(values.website),
    address: { country },
    subRoles: subRolesOf(values),
  };
}

/**
 * The wizard's field each field of the web-user call is made from (buildWebUserPayload,
 * read backwards), so a server error about a field of the call lands under the field the
 * person typed it in, on its step.
 */
export const WIZARD_FIELD_OF_WEB_USER = {
  firstName: 'name',
  lastName: 'name',
  email: 'email',
  password: 'password',
  brandName: 'brand',
  mobileNumber: 'mobile',
  website: 'website',
  address: 'country',
  subRoles: 'design',
} as const satisfies Record<keyof WebUserPayload, keyof RegisterWizardValues>;
