import { Button, Link, tokens } from '@runway-live/ui';
import { styled } from 'styled-components';

// One row of three equal buttons, or (narrower than 22rem, a phone) one under another,
// never two and one: a basis that is negative above the width and huge below it.
const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
  & > * {
    flex: 1 1 calc((22rem - 100%) * 999);
  }
`;

const StyledFooter = styled.nav`
  display: flex;
  gap: ${tokens.space[4]};
  justify-content: center;
  font-size: ${tokens.fontSize[2]};
  color: ${tokens.color.textMuted};
`;

/** Apple, Google and Facebook sign-in: shown, and inert (section 2.4). */
export function SocialSignIn() {
  return (
    <StyledRow role="group" aria-label="Social sign-in">
      {['Apple', 'Google', 'Facebook'].map((provider) => (
        <Button key={provider} variant="secondary" aria-disabled="true">
          {provider}
        </Button>
      ))}
    </StyledRow>
  );
}

/** The footer links Help, Privacy and Terms (section 2.4). */
export function AuthFooter() {
  return (
    <StyledFooter aria-label="Legal">
      {['Help', 'Privacy', 'Terms'].map((name) => (
        <Link key={name} href={`#${name.toLowerCase()}`} tone="inherit">
          {name}
        </Link>
      ))}
    </StyledFooter>
  );
}
