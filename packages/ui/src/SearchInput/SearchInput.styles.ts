import { styled } from 'styled-components';
import { focusRingStyles } from '../theme/focusRing';
import { visuallyHidden } from '../theme/visuallyHidden';
import { tokens } from '../theme/tokens';

export const StyledSearch = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-width: 14rem;

  label {
    ${visuallyHidden}
  }

  & > svg {
    position: absolute;
    left: ${tokens.space[3]};
    width: ${tokens.size.iconSm};
    height: ${tokens.size.iconSm};
    color: ${tokens.color.textMuted};
    pointer-events: none;
  }

  input {
    width: 100%;
    min-height: ${tokens.size.controlMd};
    padding: 0 ${tokens.space[3]} 0 calc(${tokens.space[3]} * 2 + ${tokens.size.iconSm});
    border: ${tokens.borderWidth[1]} solid ${tokens.color.borderStrong};
    border-radius: ${tokens.radius[1]};
    background: ${tokens.color.surface};
    color: ${tokens.color.text};
    font: inherit;
    font-size: ${tokens.fontSize[2]};
  }

  input:focus-visible {
    ${focusRingStyles}
  }
`;
