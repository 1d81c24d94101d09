import { titleStyles, tokens } from '@runway-live/ui';
import type { ReactNode, Ref } from 'react';
import { styled } from 'styled-components';
import { AlertRegion } from '../../shared/AlertRegion';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

const StyledPage = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${tokens.space[5]};
`;

const StyledCard = styled.section<{ $narrow: boolean }>`
  width: 100%;
  max-width: ${({ $narrow }) => ($narrow ? tokens.size.cardNarrow : tokens.size.card)};
  display: grid;
  gap: ${tokens.space[4]};
  padding: ${tokens.space[6]};
  background: ${tokens.color.surface};
  border-radius: ${tokens.radius[3]};
  box-shadow: ${tokens.shadow[2]};
`;

const StyledBrand = styled.p`
  margin: 0;
  font-family: ${tokens.font.display};
  font-size: ${tokens.fontSize[5]};
  letter-spacing: ${tokens.letterSpacing.wide};
  text-align: center;
`;

/** The console's one title style (PageHeader's and Card's), centred on the auth card. */
const StyledTitle = styled.h1`
  ${titleStyles}
  text-align: center;
`;

type AuthFrameProps = {
  title: string;
  /** The wizard's card is narrower at 0 and 100 percent (section 4). */
  narrow?: boolean;
  /** Given, the title can take focus from script (a wizard's new step moves focus to it). */
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/** The frame of every auth screen: the brand, the screen's title, the alert and a card. */
export function AuthFrame({ title, narrow = true, titleRef, children }: AuthFrameProps) {
  useDocumentTitle(title);
  return (
    <StyledPage>
      <StyledCard $narrow={narrow} aria-labelledby="auth-title">
        <StyledBrand>RUNWAY LIVE</StyledBrand>
        <StyledTitle id="auth-title" ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
          {title}
        </StyledTitle>
        <AlertRegion />
        {children}
      </StyledCard>
    </StyledPage>
  );
}
