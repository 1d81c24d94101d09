import { tokens } from '@runway-live/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const StyledMain = styled.main`
  min-height: 100vh;
  display: grid;
  align-content: start;
  justify-items: center;
  gap: ${tokens.space[5]};
  padding: ${tokens.space[7]} ${tokens.space[4]};
  background: ${tokens.color.canvas};
  color: ${tokens.color.text};
`;

const StyledBrand = styled.p`
  margin: 0;
  font-family: ${tokens.font.display};
  font-size: ${tokens.fontSize[5]};
  letter-spacing: ${tokens.letterSpacing.wide};
`;

const StyledContent = styled.div`
  width: min(100%, ${tokens.size.card});
`;

/**
 * The frame of a page shown outside the shell (no one signed in, or a route the spec
 * keeps out of it): the brand above the page, on the canvas, in a main landmark.
 */
export function StandaloneFrame({ children }: { children: ReactNode }) {
  return (
    <StyledMain>
      <StyledBrand>RUNWAY LIVE</StyledBrand>
      <StyledContent>{children}</StyledContent>
    </StyledMain>
  );
}
