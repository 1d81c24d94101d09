import { addressesFoundOn, messages } from '@runway-live/domain/messages';
import { isUnitedStates } from '@runway-live/domain/reference';
import { AddressPopup, type AddressPopupResult } from '@runway-live/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import {
  candidatesToOffer,
  formatCandidate,
  lookupProblem,
  type AddressKeyFormat,
  type AddressLookup,
} from './addressCandidates';
import { ADDRESS_FIELDS, candidateValues, type AddressKind } from './addressFields';
import type { ValidateAddressRequest, ValidateAddressResponse } from '@runway-live/domain/api';

type PopupState = { kind: AddressKind; lookup: AddressLookup; carrier: string; entered: string };

export type AddressFlags = Record<AddressKind, boolean>;

export type AddressVerificationOptions = {
  /** What went wrong (the lookup failed, no address was picked), for the screen to show. */
  onProblem: (text: string) => void;
  /** An address was picked: an earlier problem's message may go. */
  onPicked: () => void;
  /** Addresses taken as verified until a field of theirs changes (a saved designer's). */
  saved?: boolean;
  /**
   * Submits the form again: the check opened on Submit, so the submission goes on with the
   * chosen address (the next address to check, or the save) without a second press.
   */
  resubmit: () => void;
};

/** The carrier's lookup (POST /api/v2/order/validate_address), however the page calls it. */
export type AddressLookupCall = {
  mutateAsync: (address: ValidateAddressRequest) => Promise<ValidateAddressResponse>;
  isPending: boolean;
};

/**
 * The check of United States addresses (sections 2.12 and 4) that the designer application,
 * the admin's designer form and the viewer page's checkout share: a United States address is
 * verified through the carrier's lookup and the address popup before the form is sent, and
 * changing any of its fields asks for the check again. The lookup is given (`validateAddress`):
 * the console's forms call it through the console's client, the player through its own.
 */
export function useAddressCheck<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'subscribe' | 'setValue'>,
  { onProblem, onPicked, resubmit, saved = false }: AddressVerificationOptions,
  validateAddress: AddressLookupCall,
) {
  const [verified, setVerified] = useState<AddressFlags>({ primary: false, return: false });
  // The flags as the submission reads them: set at once, not at the next render. A saved
  // address passes without being shown as verified by a check.
  const flags = useRef<AddressFlags>({ primary: saved, return: saved });
  const [popup, setPopup] = useState<PopupState | null>(null);
  const { subscribe, setValue } = form;

  const mark = (next: AddressFlags) => {
    flags.current = next;
    setVerified(next);
  };

  // The verified flags reset whenever an address field changes (section 4).
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          for (const kind of ['primary', 'return'] as const) {
            const fields: readonly string[] = Object.values(ADDRESS_FIELDS[kind]);
            if (name && fields.includes(name) && flags.current[kind]) {
              mark({ ...flags.current, [kind]: false });
            }
          }
        },
      }),
    [subscribe],
  );

  async function verify(kind: AddressKind, values: Readonly<Record<string, unknown>>) {
    const fields = ADDRESS_FIELDS[kind];
    const text = (name: string) => (typeof values[name] === 'string' ? values[name] : '');
    const address = {
      primaryAddress: text(fields.primaryAddress),
      pincode: text(fields.pincode),
      city: text(fields.city),
      state: text(fields.state),
      country: text(fields.country),
    };
    try {
      const answer = await validateAddress.mutateAsync(address);
      setPopup({
        kind,
        carrier: answer.carrier,
        entered: address.primaryAddress,
        lookup: { indicator: answer.indicator, candidates: answer.candidates },
      });
    } catch {
      onProblem(messages.addressLookupFailed);
    }
  }

  function close(result: AddressPopupResult<AddressKeyFormat>) {
    const kind = popup?.kind;
    setPopup(null);
    if (!kind) return;
    if (result.kind === 'closed') {
      onProblem(messages.noAddressSelected);
      return;
    }
    onPicked();
    for (const [field, value] of Object.entries(candidateValues(kind, result.address))) {
      setValue(field as Path<Values>, value as PathValue<Values, Path<Values>>, {
        shouldValidate: true,
        shouldDirty: true,
      });
    }
    mark({ ...flags.current, [kind]: true });
    resubmit();
  }

  /**
   * Whether every United States address of `values` is verified; if one is not, its check
   * starts (the popup opens) and the answer is false. A separate return address is checked
   * after the address.
   */
  function verifiedOrCheck(values: Readonly<Record<string, unknown>>): boolean {
    const countryOf = (name: string) => (typeof values[name] === 'string' ? values[name] : '');
    if (isUnitedStates(countryOf(ADDRESS_FIELDS.primary.country)) && !flags.current.primary) {
      void verify('primary', values);
      return false;
    }
    const separate = values.is_same === false;
    if (separate && isUnitedStates(countryOf(ADDRESS_FIELDS.return.country))) {
      if (!flags.current.return) {
        void verify('return', values);
        return false;
      }
    }
    return true;
  }

  const dialog: ReactNode = popup ? (
    <AddressPopup
      open
      title={addressesFoundOn(popup.carrier)}
      enteredAddress={popup.entered}
      candidates={candidatesToOffer(popup.lookup)}
      describe={formatCandidate}
      problem={lookupProblem(popup.lookup, popup.carrier)}
      onClose={close}
    />
  ) : null;

  return { verified, checking: validateAddress.isPending, verifiedOrCheck, dialog };
}
