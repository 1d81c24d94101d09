import { styled } from 'styled-components';
import { focusRing } from '../theme/focusRing';
import { tokens } from '../theme/tokens';

export const StyledFilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${tokens.space[4]};
`;

export const StyledChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
`;

export const StyledChip = styled.button`
  min-height: ${tokens.size.controlSm};
  padding: 0 ${tokens.space[3]};
  border: ${tokens.borderWidth[1]} solid ${tokens.color.borderStrong};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font: inherit;
  font-size: ${tokens.fontSize[2]};
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${tokens.color.surfaceHover};
  }

  &[aria-pressed='true'] {
    border-color: ${tokens.color.accent};
    background: ${tokens.color.accent};
    color: ${tokens.color.onAccent};
  }
`;

export const StyledDates = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${tokens.space[3]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${tokens.space[1]};
    font-size: ${tokens.fontSize[2]};
    font-weight: ${tokens.fontWeight.semibold};
  }
`;
