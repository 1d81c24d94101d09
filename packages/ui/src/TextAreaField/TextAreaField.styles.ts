import { styled } from 'styled-components';
import { controlStyles } from '../Field/Field.styles';
import { tokens } from '../theme/tokens';
import { visuallyHidden } from '../theme/visuallyHidden';

/** The text inputs' look, grown to several lines; the writer may make it taller. */
export const StyledTextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  padding-block: ${tokens.space[2]};
  resize: vertical;
`;

/** The count sits under the box at its end, where the eye finishes a line. */
export const StyledCount = styled.span<{ $over: boolean }>`
  align-self: flex-end;
  color: ${({ $over }) => ($over ? tokens.color.danger : tokens.color.textMuted)};
  font-size: ${tokens.fontSize[1]};
  font-variant-numeric: tabular-nums;
`;

export const StyledSpokenCount = styled.span`
  ${visuallyHidden}
`;
