import type { ApiAddressKeyFormat, ValidateAddressRequest } from '@runway-live/domain/api';
import type { AddressValidation, AddressValidator } from './types';
import { findUsState, statesOfZip } from './usZipPrefixes';

const ZIP_PATTERN = /^(\d{5})(?:-?(\d{4}))?$/;
const CITY_PATTERN = /^[\p{L}][\p{L} .'-]{0,79}$/u;

function keyFormat(
  address: ValidateAddressRequest,
  stateCode: string,
  zip: string,
): ApiAddressKeyFormat {
  // The carrier answers in upper case; the console shows what it gets.
  return {
    AddressLine: [address.primaryAddress.toUpperCase()],
    PoliticalDivision2: address.city.trim().toUpperCase(),
    PoliticalDivision1: stateCode,
    PostcodePrimaryLow: zip,
    CountryCode: 'US',
  };
}

/**
 * A stand-in for UPS street-level validation, for the United States: the state must exist,
 * the ZIP code must be five digits (ZIP+4 allowed) inside one of the state's ZIP prefixes,
 * and the city must look like a place name. A ZIP that belongs to another state gives
 * AmbiguousAddressIndicator with the corrected state(s) as candidates.
 */
export function createLocalAddressValidator(): AddressValidator {
  return {
    carrier: 'UPS',
    validate: async (address): Promise<AddressValidation> => {
      const none: AddressValidation = { indicator: 'NoCandidatesIndicator', candidates: [] };
      const state = findUsState(address.state);
      const zip = ZIP_PATTERN.exec(address.pincode.trim())?.[1];
      if (!state || !zip || !CITY_PATTERN.test(address.city.trim())) return none;
      if (statesOfZip(zip).some((owner) => owner.code === state.code)) {
        return {
          indicator: 'ValidAddressIndicator',
          candidates: [{ AddressKeyFormat: keyFormat(address, state.code, zip) }],
        };
      }
      const owners = statesOfZip(zip);
      if (owners.length === 0) return none;
      return {
        indicator: 'AmbiguousAddressIndicator',
        candidates: owners.map((owner) => ({
          AddressKeyFormat: keyFormat(address, owner.code, zip),
        })),
      };
    },
  };
}
