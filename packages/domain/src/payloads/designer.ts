import type { DesignerApplicationValues } from '../schemas/designerApplication';

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
  values: DesignerPayloadSource,
  imageName: string,
): DesignerPayload {
  const address: DesignerAddress = {
    pincode: values.pincode,
    primaryAddress: values.primaryAddress,
    country: values.country,
    state: values.state,
    city: values.city,
  };
  const returnAddress: DesignerAddress = values.is_same
    ? { ...address }
    : {
        pincode: values.returnpincode ?? '',
        primaryAddress: values.returnprimaryAddress ?? '',
        country: values.returncountry ?? '',
        state: values.returnstate ?? '',
        city: values.returncity ?? '',
      };
  return {
    contactFirstName: values.contactFirstName,
    contactLastName: values.contactLastName,
    fullName: values.fullName,
    mobileNumber: values.mobileNumber,
    brandName: values.brandName,
    events: eventsOf(values.events),
    instagram: values.instagram ?? '',
    facebook: values.facebook ?? '',
    address,
    returnAddress,
    returnAddressIsSame: values.is_same,
    enquiry: {
      mobileNumber: values.contactMobileNumber ?? '',
      email: values.contactEmail ?? '',
    },
    businessTelephone: values.businessTelephone,
    taxResaleNumber: values.taxResaleNumber,
    identification: values.identification,
    website: values.website,
    email: values.email,
    about: values.about,
    ...(values.commission === undefined ? {} : { commission: values.commission }),
    ...(values.subscriptionAmount === undefined
      ? {}
      : { subscriptionAmount: values.subscriptionAmount }),
    brandLogo: imageName,
    roles: ['designer'],
  };
}
