import { messages } from '../messages';
import { hasMobileDigitCount, isValidMobileNumber } from '../reference/phone';
import { whenFilled } from './fieldRules';
import { requiredText } from './validators';

// Its own module so that only the forms asking for a mobile number (the register wizard)
// pull libphonenumber-js's metadata; the login and forgot password forms do not.

/**
 * The wizard's mobile number: required, 8-14 digits ('Enter 8-14 numbers'), then a
 * number libphonenumber-js knows to be valid ('Enter valid mobile number').
 */
export function mobileNumber() {
  return requiredText()
    .refine(hasMobileDigitCount, { error: messages.mobileDigits, when: whenFilled })
    .refine(isValidMobileNumber, {
      error: messages.mobileInvalid,
      when: (payload) => whenFilled(payload) && hasMobileDigitCount(String(payload.value)),
    });
}
