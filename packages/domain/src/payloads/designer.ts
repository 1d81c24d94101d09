import type { ApiUser } from '../api/user';
import type { UpdateUserRequest } from '../api/users';
import {
  DESIGNER_APPLICATION_DEFAULTS,
  type DesignerAccountFormValues,
  type DesignerApplicationValues,
} from '../schemas/designerApplication';
import { fieldsOf, textOf } from './text';

/** The five address fields (section 3); the return address has the same five. */
export type DesignerAddress = {
  pincode: string;
  primaryAddress: string;
  country: string;
  state: string;
  city: string;
};

/** The body of the designer registration and create calls (section 3, full form). */
export type DesignerPayload = {
  contactFirstName: string;
  contactLastName: string;
  fullName: string;
  mobileNumber: string;
  brandName: string;
  events: string[];
  instagram: string;
  facebook: string;
  address: DesignerAddress;
  returnAddress: DesignerAddress;
  returnAddressIsSame: boolean;
  enquiry: { mobileNumber: string; email: string };
  businessTelephone: string;
  taxResaleNumber: string;
  identification: string;
  website: string;
  email: string;
  about: string;
  commission?: number;
  subscriptionAmount?: number;
  brandLogo: string;
  roles: ['designer'];
};

/**
 * What the builder reads: the application form, plus the fields an admin's create form
 * adds. `events` may arrive as a string from an untouched select; it then counts as none.
 */
export type DesignerPayloadSource = (DesignerApplicationValues | DesignerAccountFormValues) & {
  events?: readonly string[] | string;
  commission?: number;
  subscriptionAmount?: number;
};

function eventsOf(events: DesignerPayloadSource['events']): string[] {
  if (typeof events === 'string' || !Array.isArray(events)) return [];
  return events.filter((event): event is string => typeof event === 'string');
}

/** The application form's values and the uploaded image's name as the payload (section 3). */
export function buildDesignerPayload(
  formValues: DesignerPayloadSource,
  imageName: string,
): DesignerPayload {
  const values = fieldsOf(formValues);
  const address: DesignerAddress = {
    pincode: textOf(values.pincode),
    primaryAddress: textOf(values.primaryAddress),
    country: textOf(values.country),
    state: textOf(values.state),
    city: textOf(values.city),
  };
  const returnAddressIsSame = values.is_same !== false;
  const returnAddress: DesignerAddress = returnAddressIsSame
    ? { ...address }
    : {
        pincode: textOf(values.returnpincode),
        primaryAddress: textOf(values.returnprimaryAddress),
        country: textOf(values.returncountry),
        state: textOf(values.returnstate),
        city: textOf(values.returncity),
      };
  return {
    contactFirstName: textOf(values.contactFirstName),
    contactLastName: textOf(values.contactLastName),
    fullName: textOf(values.fullName),
    mobileNumber: textOf(values.mobileNumber),
    brandName: textOf(values.brandName),
    events: eventsOf(values.events),
    instagram: textOf(values.instagram),
    facebook: textOf(values.facebook),
    address,
    returnAddress,
    returnAddressIsSame,
    enquiry: {
      mobileNumber: textOf(values.contactMobileNumber),
      email: textOf(values.contactEmail),
    },
    businessTelephone: textOf(values.businessTelephone),
    taxResaleNumber: textOf(values.taxResaleNumber),
    identification: textOf(values.identification),
    website: textOf(values.website),
    email: textOf(values.email),
    about: textOf(values.about),
    ...(typeof values.commission === 'number' ? { commission: values.commission } : {}),
    ...(typeof values.subscriptionAmount === 'number'
      ? { subscriptionAmount: values.subscriptionAmount }
      : {}),
    brandLogo: textOf(imageName),
    roles: ['designer'],
  };
}

/** What an admin's new designer sends (POST /api/v2/user/runwayuser, section 3). */
export type DesignerAccountPayload = Omit<DesignerPayload, 'address' | 'returnAddress'> & {
  /** Left out when the admin gave no address (the form asks all five fields or none). */
  address?: DesignerAddress;
  returnAddress?: DesignerAddress;
  commission: number;
  subscriptionAmount: number;
};

function isFilled(address: DesignerAddress): boolean {
  return Object.values(address).some((value) => value.trim() !== '');
}

/** The admin's add designer form as the create payload: the application's, plus its terms. */
export function buildDesignerAccountPayload(
  values: DesignerAccountFormValues,
): DesignerAccountPayload {
  const { address, returnAddress, ...payload } = buildDesignerPayload(values, values.profileImage);
  return {
    ...payload,
    ...(isFilled(address) ? { address } : {}),
    ...(isFilled(returnAddress) ? { returnAddress } : {}),
    commission: values.commission,
    subscriptionAmount: values.subscriptionAmount,
  };
}

/**
 * The admin's edit designer form as update-user's body for that account: the contact's
 * names are the account's first and last name, the logo the brand's. The e-mail is not
 * changed here.
 */
export function buildDesignerUpdate(
  userId: string,
  values: DesignerAccountFormValues,
): UpdateUserRequest {
  const { address, returnAddress, ...payload } = buildDesignerAccountPayload(values);
  return {
    user_id: userId,
    fullName: payload.fullName,
    firstName: payload.contactFirstName,
    lastName: payload.contactLastName,
    mobileNumber: payload.mobileNumber,
    about: payload.about,
    brandName: payload.brandName,
    website: payload.website,
    instagram: payload.instagram,
    facebook: payload.facebook,
    identification: payload.identification,
    businessTelephone: payload.businessTelephone,
    taxResaleNumber: payload.taxResaleNumber,
    enquiry: payload.enquiry,
    ...(address ? { address } : {}),
    ...(returnAddress && !payload.returnAddressIsSame ? { returnAddress } : {}),
    returnAddressIsSame: payload.returnAddressIsSame,
    brandLogo: payload.brandLogo,
    commission: payload.commission,
    subscriptionAmount: payload.subscriptionAmount,
  };
}

/** An address as the API holds it: the five fields, or the older form's single text. */
function addressOf(value: unknown): DesignerAddress {
  if (typeof value === 'string') {
    return { pincode: '', primaryAddress: value, country: '', state: '', city: '' };
  }
  const fields = fieldsOf(value as Partial<DesignerAddress> | null);
  return {
    pincode: textOf(fields.pincode),
    primaryAddress: textOf(fields.primaryAddress),
    country: textOf(fields.country),
    state: textOf(fields.state),
    city: textOf(fields.city),
  };
}

/** A designer's account as the admin's edit form's values (its inverse of the builders). */
export function designerAccountFormValues(user: ApiUser): DesignerAccountFormValues {
  const designer = user.designer;
  const address = addressOf(designer?.address);
  const returnAddress = addressOf(designer?.returnAddress);
  return {
    contactFirstName: user.firstName,
    contactLastName: user.lastName,
    fullName: user.fullName,
    email: user.email,
    mobileNumber: user.mobileNumber,
    contactEmail: designer?.enquiry?.email ?? '',
    contactMobileNumber: designer?.enquiry?.mobileNumber ?? '',
    brandName: designer?.brandName ?? '',
    website: designer?.website ?? '',
    facebook: designer?.facebook ?? '',
    instagram: designer?.instagram ?? '',
    about: user.about,
    identification: designer?.identification ?? '',
    businessTelephone: designer?.businessTelephone ?? '',
    taxResaleNumber: designer?.taxResaleNumber ?? '',
    ...address,
    is_same: designer?.returnAddressIsSame ?? true,
    returnpincode: returnAddress.pincode,
    returnprimaryAddress: returnAddress.primaryAddress,
    returncountry: returnAddress.country,
    returnstate: returnAddress.state,
    returncity: returnAddress.city,
    profileImage: designer?.brandLogo ?? '',
    commission: designer?.commission ?? 0,
    subscriptionAmount: designer?.subscriptionAmount ?? 0,
  };
}

/** A new designer's blank form: the application's blanks, no commission, no subscription. */
export const DESIGNER_ACCOUNT_DEFAULTS: DesignerAccountFormValues = {
  ...DESIGNER_APPLICATION_DEFAULTS,
  commission: 0,
  subscriptionAmount: 0,
};
