import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useValidateAddress } from './designerApplicationApi';
import { useAddressCheck, type AddressVerificationOptions } from '../../forms/useAddressCheck';

export type { AddressFlags, AddressVerificationOptions } from '../../forms/useAddressCheck';

/**
 * The designer forms' address check (the application and the admin's designer form): the
 * shared check of useAddressCheck, through the console's own client.
 */
export function useAddressVerification<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'subscribe' | 'setValue'>,
  options: AddressVerificationOptions,
) {
  return useAddressCheck(form, options, useValidateAddress());
}
