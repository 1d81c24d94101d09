/**
 * Every user-facing string of the spec (sections 2, 5 and 8), quoted exactly, in one
 * place. Screens, schemas and the server read them from here by name; tests quote the
 * literal once so that a changed message fails loudly. Spelling mistakes of the spec
 * ('occured', 'encreptedData') are kept on purpose: they are the product's strings.
 */
export const messages = {
  // Form validation (section 5)
  required: 'This field is required',
  loginEmailInvalid: 'Please enter valid email',
  forgotEmailInvalid: 'Please enter a valid email address',
  wizardEmailInvalid: 'Enter valid email',
  mobileDigits: 'Enter 8-14 numbers',
  mobileInvalid: 'Enter valid mobile number',
  invalidCountry: 'Invalid Country Value.',
  invalidForm: 'Invalid Form',
  siteUrlInvalid: 'Must be a valid site URL',
  passwordMin: 'Please enter min 8 characters',
  passwordMismatch: 'Password not match with new password',

  // Error catalogue (section 8)
  invalidLogin: 'Invalid login',
  technicalError: 'Technical error occured. Please try again.',
  invalidUrl: 'Invalid url',
  errorTitle: 'Error!',
  successTitle: 'Success',
  webUserRegistrationTitle: 'Web User Registration',

  // Address verification (sections 2.12, 4, 5 and 8)
  addressesFoundOn: 'Addresses we found on',
  selectAddress: 'Please select an address from the list.',
  noAddressSelected: "Didn't select any addresses.",
  unknownAddressCase: 'Technical error: Not a valid address field case.',
  noAddressCandidatesPrefix: "Couldn't find any similar address at",
  noAddressCandidatesSuffix: '. Please try again with another address.',
  addressLookupFailed: 'Technical error. Please try again.',

  // CSV import (sections 2.14, 5 and 8)
  invalidCsvFile: 'Please import valid .csv file.',
  emptyCsvHeader: 'Please download sample csv file to import data.',
  nothingToUpload: 'Nothing to upload.',
  noImportMessages: 'No errors & warning',
  pleaseWait: 'Please wait...',
  invalidStartDate: 'StartDate is Invalid... It would be MM/dd/yyyy',
  lookInformationMissing: 'Look information is missing',

  // Shell (section 2.10)
  copyDesignerId: 'Copy Your Designer ID',
  cropImageTitle: 'Crop image',
  confirmCrop: 'Confirm!',

  // Designed here: the spec shows no message for these rules ("Messages for the other
  // forms: not shown"), so they are written plainly (issue 27: the spec's broken English
  // stays on the one field it names, the new password's confirmation).
  onlyLetters: 'Please enter letters and spaces only',
  passwordsMustMatch: 'The passwords do not match',
  profileImageRequired: 'Please upload a profile image',
  profileImageType: 'Please upload a png, jpg or jpeg image',
  legacyMobileDigits: 'Enter 9 to 14 digits',

  // Reference data forms (categories, colours, size charts): invented here, the spec shows
  // no messages for them ("size chart … forms: not shown"; section 9 gives the hex rule).
  colorCodeInvalid: 'Enter a hash followed by six hex digits',
  wholeNumberInvalid: 'Enter a whole number above zero',
  sizeChartKeyInvalid: 'Use lower-case letters, digits and hyphens only',
  sizesRequired: 'Add at least one size',
  sizesRepeated: 'Each size may appear only once',

  // Designed here too: a NUL character or half of an emoji pair (pasted or forged) that no
  // field can store (see isStorableText).
  unsupportedCharacters: 'Please remove unsupported characters',

  // Invented: an id in a request that is no UUID (objectIdField).
  idInvalid: 'Must be a valid id',
} as const;

export type MessageKey = keyof typeof messages;

/** 'Please enter at most 60 characters': every length limit (invented: the spec gives none). */
export function textTooLong(max: number): string {
  return `Please enter at most ${max} characters`;
}

/** 'Couldn't find any similar address at UPS. Please try again with another address.' */
export function noAddressCandidates(carrier: string): string {
  return `${messages.noAddressCandidatesPrefix} ${carrier}${messages.noAddressCandidatesSuffix}`;
}

/** 'Addresses we found on UPS' */
export function addressesFoundOn(carrier: string): string {
  return `${messages.addressesFoundOn} ${carrier}`;
}

/**
 * '{field} is missing': a product rule's message, {field} the CSV column's header name. The
 * product form shows it as it is; the importer adds the line (fieldMissingInLine), so both
 * say the same thing about the same field.
 */
export function fieldMissing(field: string): string {
  return `${field} is missing`;
}

/** '{field} is invalid': the form's half of fieldInvalidInLine. */
export function fieldInvalid(field: string): string {
  return `${field} is invalid`;
}

/** '{field} is missing in line N' — {field} is the CSV column's header name. */
export function fieldMissingInLine(field: string, lineNumber: number): string {
  return `${fieldMissing(field)} in line ${lineNumber}`;
}

/** '{field} is invalid in line N' */
export function fieldInvalidInLine(field: string, lineNumber: number): string {
  return `${fieldInvalid(field)} in line ${lineNumber}`;
}

/** The size error adds a pointer to the Help section's size charts. */
export const SIZE_HELP_SUFFIX = ', please refer Help Section.';
