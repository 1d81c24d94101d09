import { styled } from 'styled-components';
import { focusRing } from '../theme/focusRing';
import { tokens } from '../theme/tokens';

export const StyledNav = styled.nav`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow-y: auto;
  overflow-x: hidden;
  padding: ${tokens.space[3]} ${tokens.space[2]};
  background: ${tokens.color.surface};
  font-size: ${tokens.fontSize[2]};
`;

export const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[1]};
`;

export const StyledSubList = styled(StyledList)`
  padding-left: ${tokens.space[4]};
  margin-top: ${tokens.space[1]};

  &[hidden] {
    display: none;
  }
`;

const item = `
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  width: 100%;
  min-height: ${tokens.size.controlSm};
  padding: 0 ${tokens.space[3]};
  border-radius: ${tokens.radius[1]};
  color: ${tokens.color.text};
  text-decoration: none;
  font: inherit;
`;

export const StyledLink = styled.a`
  ${item}
  ${focusRing}

  &:hover {
    background: ${tokens.color.surfaceHover};
  }

  &[aria-current='page'] {
    background: ${tokens.color.accentSubtle};
    color: ${tokens.color.accent};
    font-weight: ${tokens.fontWeight.semibold};
  }
`;

export const StyledSectionToggle = styled.button`
  ${item}
  border: 0;
  background: transparent;
  cursor: pointer;
  font-weight: ${tokens.fontWeight.semibold};
  text-align: left;
  ${focusRing}

  &:hover {
    background: ${tokens.color.surfaceHover};
  }

  &[aria-expanded='true'] > :last-child {
    transform: rotate(180deg);
  }
`;

/** The label takes the row's free space, so a section's chevron sits at its end. */
export const StyledLabel = styled.span`
  flex: 1;
  min-width: 0;
`;

export const StyledChevron = styled.svg`
  flex: none;
  width: ${tokens.size.iconSm};
  height: ${tokens.size.iconSm};
  transition: transform ${tokens.motion.fast} ${tokens.motion.easing};
`;
