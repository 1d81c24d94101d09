import { Button, Link, tokens } from '@runway-live/ui';
import { styled } from 'styled-components';

const StyledRow = styled.div`
  display: flex;
  gap: ${tokens.space[2]};
  justify-content: center;
  flex-wrap: wrap;
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
      <Link href="#help" tone="inherit">
        Help
      </Link>
      <Link href="#privacy" tone="inherit">
        Privacy
      </Link>
      <Link href="#terms" tone="inherit">
        Terms
      </Link>
    </StyledFooter>
  );
}
