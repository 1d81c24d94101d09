import { styled } from 'styled-components';
import { focusRingStyles } from '../theme/focusRing';
import { tokens } from '../theme/tokens';
import { visuallyHidden } from '../theme/visuallyHidden';

export const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[1]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const StyledLegend = styled.legend`
  margin-bottom: ${tokens.space[1]};
  padding: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[1]};
  font-weight: ${tokens.fontWeight.medium};
`;

export const StyledChoices = styled.div`
  display: flex;
  padding: ${tokens.space[1]};
  gap: ${tokens.space[1]};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.surfaceMuted};
`;

/** The radio itself is hidden but focusable; its label draws the segment and the ring. */
export const StyledRadio = styled.input`
  ${visuallyHidden}
`;

export const StyledChoice = styled.label`
  flex: 1;
  display: flex;

  span {
    flex: 1;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${tokens.space[1]};
    min-height: ${tokens.size.controlSm};
    padding: 0 ${tokens.space[2]};
    border-radius: ${tokens.radius[1]};
    color: ${tokens.color.textMuted};
    font-size: ${tokens.fontSize[1]};
    cursor: pointer;
  }

  span:hover {
    color: ${tokens.color.text};
  }

  input:checked + span {
    background: ${tokens.color.surface};
    color: ${tokens.color.text};
    font-weight: ${tokens.fontWeight.semibold};
    box-shadow: ${tokens.shadow[1]};
  }

  input:focus-visible + span {
    ${focusRingStyles}
  }
`;
