import { styled } from 'styled-components';
import { focusRing } from '../theme/focusRing';
import { tokens } from '../theme/tokens';
import { visuallyHidden } from '../theme/visuallyHidden';

export const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

export const StyledHeading = styled.h2`
  margin: 0;
  font-family: ${tokens.font.display};
  font-size: ${tokens.fontSize[5]};
`;

export const StyledSubheading = styled.p`
  margin: 0;
  color: ${tokens.color.accent};
  font-size: ${tokens.fontSize[1]};
  font-weight: ${tokens.fontWeight.semibold};
  letter-spacing: ${tokens.letterSpacing.wide};
  text-transform: uppercase;
`;

export const StyledList = styled.ul`
  display: grid;
  gap: ${tokens.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledCard = styled.article<{ $highlighted: boolean; $soldOut: boolean }>`
  display: grid;
  grid-template-columns: ${tokens.size.thumbnail} minmax(0, 1fr);
  gap: ${tokens.space[3]};
  padding: ${tokens.space[3]};
  border: ${tokens.borderWidth[2]} solid
    ${({ $highlighted }) => ($highlighted ? tokens.color.accent : tokens.color.border)};
  border-radius: ${tokens.radius[2]};
  background: ${({ $highlighted }) =>
    $highlighted ? tokens.color.accentSubtle : tokens.color.surface};
  color: ${tokens.color.text};

  img {
    opacity: ${({ $soldOut }) => ($soldOut ? tokens.opacity.disabled : '1')};
  }
`;

export const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens.space[1]};
  min-width: 0;
`;

export const StyledName = styled.h3`
  margin: 0;
  font-size: ${tokens.fontSize[3]};
  font-weight: ${tokens.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

export const StyledPrice = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
`;

export const StyledBuyLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${tokens.size.controlSm};
  padding: 0 ${tokens.space[4]};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.accent};
  color: ${tokens.color.onAccent};
  font-weight: ${tokens.fontWeight.semibold};
  text-decoration: none;

  &:hover {
    background: ${tokens.color.accentHover};
  }
  ${focusRing}
`;

export const StyledEmpty = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
`;

export const StyledLook = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[3]};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.surfaceMuted};
`;

export const StyledLookName = styled.p`
  margin: 0;
  font-weight: ${tokens.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

export const StyledAnnouncer = styled.p`
  ${visuallyHidden}
`;
