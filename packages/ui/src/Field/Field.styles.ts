import { css, styled } from 'styled-components';
import { focusRing } from '../theme/focusRing';
import { tokens } from '../theme/tokens';

export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[1]};
  width: ${tokens.size.field};
`;

export const StyledLabel = styled.label`
  color: ${tokens.color.text};
  font-size: ${tokens.fontSize[2]};
  font-weight: ${tokens.fontWeight.medium};
`;

export const StyledHint = styled.span`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[1]};
`;

export const StyledError = styled.span`
  color: ${tokens.color.danger};
  font-size: ${tokens.fontSize[1]};
`;

/** A row holding the control and anything fixed to its end (the password toggle). */
export const StyledControlRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const StyledEndAdornment = styled.div`
  position: absolute;
  inset-inline-end: ${tokens.space[1]};
  display: flex;
  align-items: center;
`;

/** Inputs, selects and the combobox share one look. */
export const controlStyles = css<{ $invalid: boolean; $withEnd?: boolean }>`
  width: ${tokens.size.field};
  min-height: ${tokens.size.controlMd};
  padding: 0 ${tokens.space[3]};
  padding-inline-end: ${({ $withEnd }) => ($withEnd ? tokens.size.controlMd : tokens.space[3])};
  border: ${tokens.borderWidth[1]} solid
    ${({ $invalid }) => ($invalid ? tokens.color.danger : tokens.color.borderStrong)};
  border-radius: ${tokens.radius[1]};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-family: ${tokens.font.body};
  font-size: ${tokens.fontSize[3]};
  transition: border-color ${tokens.motion.fast} ${tokens.motion.easing};

  &::placeholder {
    color: ${tokens.color.textMuted};
  }

  &:hover:not(:disabled) {
    border-color: ${({ $invalid }) => ($invalid ? tokens.color.danger : tokens.color.text)};
  }

  &:disabled {
    background: ${tokens.color.surfaceMuted};
    color: ${tokens.color.textDisabled};
    cursor: not-allowed;
  }

  ${focusRing}
`;

export const StyledInput = styled.input<{ $invalid: boolean; $withEnd?: boolean }>`
  ${controlStyles}
`;
