import * as z from 'zod';
import { messages, textTooLong } from '../messages';
import { mobileDigitCount } from '../reference/phone';
import { requiredEmail, requiredSiteUrl, requiredText, textField } from './validators';

/** The limits of the shorter legacy designer form (section 5). */
export const LEGACY_DESIGNER_LIMITS = {
  about: 1000,
  mobileDigits: { min: 9, max: 14 },
  postcode: 8,
  address: 80,
  city: 80,
  taxNumber: 80,
  idNumber: 15,
  name: 60,
} as const;

const limits = LEGACY_DESIGNER_LIMITS;

function atMost(limit: number) {
  return textField().max(limit, { error: textTooLong(limit) });
}

function requiredAtMost(limit: number) {
  return requiredText().max(limit, { error: textTooLong(limit) });
}

const optionalAtMost = (limit: number) => atMost(limit).optional();

/**
 * The legacy designer form: Brand, Designer, Contact, Address, Return Address and Profile
 * (section 2.7). The spec gives its limits but not which fields were required; the fields
 * its create payload cannot do without (names, brand, website, e-mail, mobile, address)
 * are required here, the rest are optional within their limits.
 */
export const legacyDesignerSchema = z.object({
  // Brand
  brandName: requiredAtMost(limits.name),
  website: requiredSiteUrl(),
  about: optionalAtMost(limits.about),
  // Designer
  firstName: requiredAtMost(limits.name),
  lastName: requiredAtMost(limits.name),
  idNumber: optionalAtMost(limits.idNumber),
  taxNumber: optionalAtMost(limits.taxNumber),
  // Contact
  email: requiredEmail(messages.loginEmailInvalid),
  mobileNumber: requiredText().refine(
    (value) => {
      const digits = mobileDigitCount(value);
      return digits >= limits.mobileDigits.min && digits <= limits.mobileDigits.max;
    },
    {
      error: messages.legacyMobileDigits,
      when: (payload) => typeof payload.value === 'string' && payload.value.trim() !== '',
    },
  ),
  // Address
  address: requiredAtMost(limits.address),
  city: optionalAtMost(limits.city),
  postcode: optionalAtMost(limits.postcode),
  // Return address
  returnAddress: optionalAtMost(limits.address),
  returnCity: optionalAtMost(limits.city),
  returnPostcode: optionalAtMost(limits.postcode),
  // Profile: the uploaded image's name
  profileImage: textField().optional(),
});

export type LegacyDesignerValues = z.output<typeof legacyDesignerSchema>;
