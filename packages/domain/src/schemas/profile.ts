import * as z from 'zod';
import { emailField } from '../api/common';
import { messages } from '../messages';
import { hasMobileDigitCount, isValidMobileNumber } from '../reference/phone';
import { whenFilled } from './fieldRules';
import { shippingFlatRateField } from './shipping';
import { optionalUploadedImageName } from './uploadedImage';
import {
  onlyChar,
  optionalSiteUrl,
  optionalSocialUrl,
  requiredText,
  textField,
} from './validators';

/**
 * The mobile number on "my profile": may be left empty (accounts made by an admin often
 * have none), but when filled it follows the wizard's rules: 8-14 digits, then a number
 * libphonenumber-js knows to be valid.
 */
function optionalMobileNumber() {
  return textField(messages.mobileInvalid)
    .refine(hasMobileDigitCount, { error: messages.mobileDigits, when: whenFilled })
    .refine(isValidMobileNumber, {
      error: messages.mobileInvalid,
      when: (payload) => whenFilled(payload) && hasMobileDigitCount(String(payload.value)),
    });
}

/** Every value is sent trimmed, as the server stores it; a left-out field becomes ''. */
function trimmedOrEmpty(value: string | undefined): string {
  return value?.trim() ?? '';
}

/**
 * "My profile" for admin and staff: the own account's fields POST /api/v2/user/update-user
 * accepts. Only the display name is required; the first and last name follow it.
 */
export const myProfileSchema = z.object({
  // The first and last name are read from it by the server (accountNames): one value.
  fullName: requiredText().transform(trimmedOrEmpty),
  mobileNumber: optionalMobileNumber().transform(trimmedOrEmpty),
  about: textField().transform(trimmedOrEmpty),
});
export type MyProfileInput = z.input<typeof myProfileSchema>;
export type MyProfileValues = z.output<typeof myProfileSchema>;

/**
 * "My profile" for a designer: the same plus the brand fields a designer may change on its
 * own account (roles, commission and application status stay the admin's), and its shop's
 * flat shipping per order. The brand name stays required as in the application; site
 * addresses are checked when filled.
 */
export const myDesignerProfileSchema = myProfileSchema.extend({
  brandName: requiredText().transform(trimmedOrEmpty),
  website: optionalSiteUrl().transform(trimmedOrEmpty),
  instagram: optionalSocialUrl('instagram').transform(trimmedOrEmpty),
  facebook: optionalSocialUrl('facebook').transform(trimmedOrEmpty),
  shippingFlatRate: shippingFlatRateField(),
});
export type MyDesignerProfileInput = z.input<typeof myDesignerProfileSchema>;
export type MyDesignerProfileValues = z.output<typeof myDesignerProfileSchema>;

/**
 * "Add member" (admin): the member payload of section 3 an admin types, checked as "my
 * profile" checks the same fields, plus the e-mail the invitation goes to and the profile
 * image's upload name. The console sends it with roles ['member'], the default.
 */
export const memberFormSchema = myProfileSchema
  .pick({ fullName: true, mobileNumber: true, about: true })
  .extend({
    firstName: onlyChar().transform(trimmedOrEmpty),
    email: emailField(),
    profile: optionalUploadedImageName(),
  });
export type MemberFormInput = z.input<typeof memberFormSchema>;
export type MemberFormValues = z.output<typeof memberFormSchema>;
