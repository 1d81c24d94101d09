import type { ApiAddressKeyFormat, ValidateAddressRequest } from '@runway-live/domain/api';

export type AddressIndicator =
  'ValidAddressIndicator' | 'AmbiguousAddressIndicator' | 'NoCandidatesIndicator';

export type AddressValidation = {
  indicator: AddressIndicator;
  candidates: { AddressKeyFormat: ApiAddressKeyFormat }[];
};

/** The carrier's street-level address validation (UPS), or the local stand-in. */
export type AddressValidator = {
  carrier: 'UPS';
  validate: (address: ValidateAddressRequest) => Promise<AddressValidation>;
};
