import { styled } from 'styled-components';
import { focusRing } from '../theme/focusRing';
import { tokens } from '../theme/tokens';

export const StyledCard = styled.article<{ $onScreen: boolean }>`
  display: grid;
  grid-template-columns: ${tokens.size.thumbnail} minmax(0, 1fr);
  gap: ${tokens.space[3]};
  padding: ${tokens.space[3]};
  border: ${tokens.borderWidth[2]} solid
    ${({ $onScreen }) => ($onScreen ? tokens.color.accent : tokens.color.border)};
  border-radius: ${tokens.radius[2]};
  background: ${({ $onScreen }) => ($onScreen ? tokens.color.accentSubtle : tokens.color.surface)};
  transition:
    background ${tokens.motion.normal} ${tokens.motion.easing},
    border-color ${tokens.motion.normal} ${tokens.motion.easing};
`;

export const StyledImage = styled.img`
  width: ${tokens.size.thumbnail};
  aspect-ratio: 3 / 4;
  object-fit: cover;
  border-radius: ${tokens.radius[1]};
  background: ${tokens.color.surfaceMuted};
`;

export const StyledNoImage = styled.div`
  width: ${tokens.size.thumbnail};
  aspect-ratio: 3 / 4;
  border-radius: ${tokens.radius[1]};
  background: ${tokens.color.surfaceMuted};
`;

export const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
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
  color: ${tokens.color.textMuted};
`;

export const StyledOnScreen = styled.p`
  margin: 0;
  color: ${tokens.color.accent};
  font-size: ${tokens.fontSize[1]};
  font-weight: ${tokens.fontWeight.semibold};
  letter-spacing: ${tokens.letterSpacing.wide};
  text-transform: uppercase;
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
  margin-top: auto;
  padding-top: ${tokens.space[2]};
`;

const action = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${tokens.size.controlSm};
  padding: 0 ${tokens.space[3]};
  border: ${tokens.borderWidth[1]} solid;
  border-radius: ${tokens.radius[1]};
  font: inherit;
  font-size: ${tokens.fontSize[2]};
  font-weight: ${tokens.fontWeight.semibold};
  text-decoration: none;
  cursor: pointer;
`;

export const StyledBuy = styled.a`
  ${action}
  background: ${tokens.color.accent};
  border-color: ${tokens.color.accent};
  color: ${tokens.color.onAccent};
  &:hover {
    background: ${tokens.color.accentHover};
  }
  ${focusRing}
`;

export const StyledJump = styled.button`
  ${action}
  background: ${tokens.color.surface};
  border-color: ${tokens.color.borderStrong};
  color: ${tokens.color.text};
  &:hover {
    background: ${tokens.color.surfaceHover};
  }
  ${focusRing}
`;
