import { addressesFoundOn, messages } from '@runway-live/domain';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import {
  candidatesToOffer,
  formatCandidate,
  lookupProblem,
  type AddressKeyFormat,
  type AddressLookup,
} from './addressCandidates';
import {
  StyledAddressDialog,
  StyledCandidates,
  StyledEntered,
  StyledHeading,
  StyledProblem,
} from './AddressPopup.styles';

/** How the popup ended: with the chosen candidate, or closed without one. */
export type AddressPopupResult =
  { kind: 'selected'; address: AddressKeyFormat } | { kind: 'closed' };

export type AddressPopupProps = {
  open: boolean;
  /** The shipping carrier named in the title, e.g. 'UPS'. */
  carrier: string;
  /** The primary address the person typed. */
  enteredAddress: string;
  lookup: AddressLookup;
  onClose: (result: AddressPopupResult) => void;
};

/**
 * The address-choice popup (spec 2.12): the entered address and the carrier's candidates,
 * one of which may be ticked. Select returns it; Cancel, Escape or Okay return a closed flag.
 */
export function AddressPopup({
  open,
  carrier,
  enteredAddress,
  lookup,
  onClose,
}: AddressPopupProps) {
  const candidates = candidatesToOffer(lookup);
  const problem = lookupProblem(lookup, carrier);
  const [chosen, setChosen] = useState<number | null>(null);
  const [askToChoose, setAskToChoose] = useState(false);

  // The next opening starts afresh.
  const finish = (result: AddressPopupResult) => {
    setChosen(null);
    setAskToChoose(false);
    onClose(result);
  };

  const select = () => {
    const address = chosen === null ? undefined : candidates[chosen];
    if (address) finish({ kind: 'selected', address });
    else setAskToChoose(true);
  };

  const close = () => finish({ kind: 'closed' });

  return (
    <StyledAddressDialog
      open={open}
      title={addressesFoundOn(carrier)}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          {candidates.length > 0 ? (
            <Button onClick={select}>Select</Button>
          ) : (
            <Button onClick={close}>Okay</Button>
          )}
        </>
      }
    >
      <StyledHeading>Entered address</StyledHeading>
      <StyledEntered>{enteredAddress}</StyledEntered>
      {candidates.length > 0 ? (
        <StyledCandidates>
          <legend>Addresses found</legend>
          {candidates.map((address, index) => (
            <Checkbox
              key={index}
              label={formatCandidate(address)}
              checked={chosen === index}
              onChange={(event) => {
                // One choice at most: ticking one unticks the others.
                setChosen(event.target.checked ? index : null);
                setAskToChoose(false);
              }}
            />
          ))}
        </StyledCandidates>
      ) : null}
      {problem ? <StyledProblem>{problem}</StyledProblem> : null}
      {askToChoose ? <StyledProblem role="alert">{messages.selectAddress}</StyledProblem> : null}
    </StyledAddressDialog>
  );
}
