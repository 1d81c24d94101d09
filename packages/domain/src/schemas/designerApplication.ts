import * as z from 'zod';
import { messages } from '../messages';
import {
  isBlank,
  optionalEmail,
  optionalSiteUrl,
  requiredEmail,
  requiredSiteUrl,
  requiredText,
  textField,
} from './validators';

/** The dropzone's image types (section 5): png, jpg and jpeg. */
export const PROFILE_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

const PROFILE_IMAGE_PATTERN = new RegExp(`\\.(${PROFILE_IMAGE_EXTENSIONS.join('|')})$`, 'i');

/** The five fields of the return address, required only when is_same is off. */
export const RETURN_ADDRESS_FIELDS = [
  'returnpincode',
  'returnprimaryAddress',
  'returncountry',
  'returnstate',
  'returncity',
] as const;

const optionalText = textField().optional();

/**
 * The full designer application form (sections 2.7, 3 and 5). The spec quotes no message for
 * this form: blanks say 'This field is required', e-mails use the login screen's wording and
 * site addresses the legacy form's 'Must be a valid site URL'.
 */
export const designerApplicationSchema = z
  .object({
    // Contact
    contactFirstName: requiredText(),
    contactLastName: requiredText(),
    fullName: requiredText(),
    email: requiredEmail(messages.loginEmailInvalid),
    mobileNumber: requiredText(),
    contactEmail: optionalEmail(messages.loginEmailInvalid),
    contactMobileNumber: optionalText,
    // Brand
    brandName: requiredText(),
    website: requiredSiteUrl(),
    facebook: optionalSiteUrl(),
    instagram: optionalSiteUrl(),
    about: requiredText(),
    // Identification and tax
    identification: requiredText(),
    businessTelephone: requiredText(),
    taxResaleNumber: requiredText(),
    // Address
    pincode: requiredText(),
    primaryAddress: requiredText(),
    country: requiredText(),
    state: requiredText(),
    city: requiredText(),
    // Return address
    is_same: z.boolean(),
    returnpincode: optionalText,
    returnprimaryAddress: optionalText,
    returncountry: optionalText,
    returnstate: optionalText,
    returncity: optionalText,
    // Profile: the name the upload answered with
    profileImage: textField(messages.profileImageRequired)
      .refine((name) => !isBlank(name), { error: messages.profileImageRequired })
      .refine((name) => PROFILE_IMAGE_PATTERN.test(name.trim()), {
        error: messages.profileImageType,
        when: (payload) => !isBlank(payload.value),
      }),
  })
  .superRefine(
    (values, ctx) => {
      if (values.is_same !== false) return;
      for (const field of RETURN_ADDRESS_FIELDS) {
        if (isBlank(values[field])) {
          ctx.addIssue({ code: 'custom', path: [field], message: messages.required });
        }
      }
    },
    // Runs while other fields are still invalid, so every missing field shows at once.
    {
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        (payload.value as Record<string, unknown>).is_same === false,
    },
  );

export type DesignerApplicationValues = z.output<typeof designerApplicationSchema>;

/** A blank form: the return address is the same as the address by default (section 3). */
export const DESIGNER_APPLICATION_DEFAULTS: DesignerApplicationValues = {
  contactFirstName: '',
  contactLastName: '',
  fullName: '',
  email: '',
  mobileNumber: '',
  contactEmail: '',
  contactMobileNumber: '',
  brandName: '',
  website: '',
  facebook: '',
  instagram: '',
  about: '',
  identification: '',
  businessTelephone: '',
  taxResaleNumber: '',
  pincode: '',
  primaryAddress: '',
  country: '',
  state: '',
  city: '',
  is_same: true,
  returnpincode: '',
  returnprimaryAddress: '',
  returncountry: '',
  returnstate: '',
  returncity: '',
  profileImage: '',
};
