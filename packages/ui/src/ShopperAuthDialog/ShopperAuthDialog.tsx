import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Tabs } from '../Tabs/Tabs';
import { tokens } from '../theme/tokens';

/** Which of the two forms the dialog shows. */
export type ShopperAuthMode = 'sign-in' | 'create-account';

export type ShopperAuthDialogProps = {
  open: boolean;
  mode: ShopperAuthMode;
  onModeChange: (mode: ShopperAuthMode) => void;
  /** Close, Escape: the viewer goes back to the show. */
  onClose: () => void;
  /** The sign-in form (the app's: it knows the calls and the rules). */
  signIn: ReactNode;
  /** The create-account form. */
  createAccount: ReactNode;
  /** What the dialog says once done (the account is made, check the e-mail…), instead of the forms. */
  done?: ReactNode;
};

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  padding-top: ${tokens.space[2]};
`;

export const shopperAuthWords = {
  title: 'Your Runway Live account',
  tabs: 'Sign in or create an account',
  signIn: 'Sign in',
  createAccount: 'Create account',
  close: 'Back to the show',
} as const;

/**
 * The shoppers' sign-in and sign-up on a player page: a modal dialog over the show (the
 * video behind keeps playing), two tabs, the app's forms in them, and a way back.
 */
export function ShopperAuthDialog({
  open,
  mode,
  onModeChange,
  onClose,
  signIn,
  createAccount,
  done,
}: ShopperAuthDialogProps) {
  return (
    <Dialog
      open={open}
      title={shopperAuthWords.title}
      onClose={onClose}
      bodyDescribes={done !== undefined && done !== null}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {shopperAuthWords.close}
        </Button>
      }
    >
      {done ?? (
        <Tabs
          label={shopperAuthWords.tabs}
          value={mode}
          onChange={(id) => onModeChange(id as ShopperAuthMode)}
          items={[
            {
              id: 'sign-in',
              label: shopperAuthWords.signIn,
              content: <StyledBody>{signIn}</StyledBody>,
            },
            {
              id: 'create-account',
              label: shopperAuthWords.createAccount,
              content: <StyledBody>{createAccount}</StyledBody>,
            },
          ]}
        />
      )}
    </Dialog>
  );
}
