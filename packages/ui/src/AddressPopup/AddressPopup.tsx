import { messages } from '@runway-live/domain';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import {
  StyledAddressDialog,
  StyledCandidates,
  StyledEntered,
  StyledHeading,
  StyledProblem,
} from './AddressPopup.styles';

/** How the popup ended: with the chosen candidate, or closed without one. */
export type AddressPopupResult<Address> =
  { kind: 'selected'; address: Address } | { kind: 'closed' };

export type AddressPopupProps<Address> = {
  open: boolean;
  /** The dialog's title, e.g. the console's "Addresses we found on UPS". */
  title: string;
  /** The primary address the person typed. */
  enteredAddress: string;
  /** The addresses to choose from, in the carrier's shape (the popup only shows them). */
  candidates: readonly Address[];
  /** One line for a candidate, its checkbox's label. */
  describe: (address: Address) => string;
  /** Said instead of a choice when the lookup found none or failed. */
  problem?: string | null;
  onClose: (result: AddressPopupResult<Address>) => void;
};

/**
 * The address-choice popup (spec 2.12): the entered address and the candidates, one of which
 * may be ticked (a single candidate comes ticked). Select returns it; Cancel, Escape or Okay return a closed flag. It knows no
 * carrier: the app reads the lookup and passes the candidates, their lines and any problem.
 */
export function AddressPopup<Address>({
  open,
  title,
  enteredAddress,
  candidates,
  describe,
  problem,
  onClose,
}: AddressPopupProps<Address>) {
  // 'only' until the person ticks or unticks: then the one candidate there is, if there
  // is exactly one, is already ticked (a single match needs no choosing).
  const [picked, setChosen] = useState<number | null | 'only'>('only');
  const chosen = picked === 'only' ? (candidates.length === 1 ? 0 : null) : picked;
  const [askToChoose, setAskToChoose] = useState(false);

  // The next opening starts afresh.
  const finish = (result: AddressPopupResult<Address>) => {
    setChosen('only');
    setAskToChoose(false);
    onClose(result);
  };

  const select = () => {
    const address = chosen === null ? undefined : candidates[chosen];
    if (address !== undefined) finish({ kind: 'selected', address });
    else setAskToChoose(true);
  };

  const close = () => finish({ kind: 'closed' });

  return (
    <StyledAddressDialog
      open={open}
      title={title}
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
              label={describe(address)}
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
