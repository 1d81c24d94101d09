import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { tokens } from '../theme/tokens';

export type ShopperAccountBarProps = {
  /** The signed-in viewer's name; null for an anonymous viewer. */
  name: string | null;
  onSignIn: () => void;
  onCreateAccount: () => void;
  /** Without it (a console session the player only borrows), no Sign out is offered. */
  onSignOut?: () => void;
  /** More of the viewer's own things (the cart, their orders), after the account's. */
  children?: ReactNode;
};

const StyledBar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]};
`;

const StyledName = styled.span`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[2]};
  overflow-wrap: anywhere;
`;

/**
 * The viewer's own row on a player page: Sign in and Create account for an anonymous
 * viewer, their name and Sign out once signed in, then whatever the page adds (the cart).
 */
export function ShopperAccountBar({
  name,
  onSignIn,
  onCreateAccount,
  onSignOut,
  children,
}: ShopperAccountBarProps) {
  return (
    <StyledBar aria-label="Your account">
      {name === null ? (
        <>
          <Button size="sm" onClick={onSignIn}>
            Sign in
          </Button>
          <Button size="sm" variant="secondary" onClick={onCreateAccount}>
            Create account
          </Button>
        </>
      ) : (
        <>
          <StyledName>{`Signed in as ${name}`}</StyledName>
          {onSignOut ? (
            <Button size="sm" variant="ghost" onClick={onSignOut}>
              Sign out
            </Button>
          ) : null}
        </>
      )}
      {children}
    </StyledBar>
  );
}
