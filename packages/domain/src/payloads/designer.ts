import type { DesignerApplicationValues } from '../schemas/designerApplication';
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
export type DesignerPayloadSource = DesignerApplicationValues & {
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
