import {
  getCountryCallingCode,
  isSupportedCountry,
  isValidPhoneNumber,
} from 'libphonenumber-js/min';

/**
 * Phone rules of the register wizard (sections 5 and 9). The 'min' metadata of
 * libphonenumber-js is enough to tell a valid number from an invalid one and keeps the
 * console's login bundle inside its budget.
 */

/** The phone input's maximum length: a plus and 14 digits. */
export const PHONE_INPUT_MAX_LENGTH = 15;

/** Accepted count of digits in a mobile number. */
export const MOBILE_DIGITS = { min: 8, max: 14 } as const;

/** How many digits a typed number holds; a plus, spaces and dashes do not count. */
export function mobileDigitCount(text: string): number {
  return typeof text === 'string' ? text.replace(/\D/g, '').length : 0;
}

/** True when the digit count is within 8-14 (section 9). */
export function hasMobileDigitCount(text: string): boolean {
  const digits = mobileDigitCount(text);
  return digits >= MOBILE_DIGITS.min && digits <= MOBILE_DIGITS.max;
}

/** True for a valid number in international form ('+12015550123'). Total on any string. */
export function isValidMobileNumber(text: string): boolean {
  try {
    return isValidPhoneNumber(text);
  } catch {
    return false;
  }
}

/**
 * The calling code of an ISO 3166 country as the phone picker writes it ('+1' for US),
 * or undefined for a code libphonenumber-js does not know.
 */
export function phoneCodeOf(countryCode: string): string | undefined {
  if (typeof countryCode !== 'string' || !isSupportedCountry(countryCode)) return undefined;
  return `+${getCountryCallingCode(countryCode)}`;
}
