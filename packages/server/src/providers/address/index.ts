import { createLocalAddressValidator } from './local';
import type { AddressValidator } from './types';
import { createUpsAddressValidator } from './ups';

export type { AddressValidator, AddressValidation } from './types';

export function createAddressValidator(
  ups: { clientId: string; clientSecret: string; baseUrl: string } | undefined,
): AddressValidator {
  return ups ? createUpsAddressValidator(ups) : createLocalAddressValidator();
}
