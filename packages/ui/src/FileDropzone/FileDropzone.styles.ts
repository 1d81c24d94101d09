import { styled } from 'styled-components';
import { focusRingStyles } from '../theme/focusRing';
import { tokens } from '../theme/tokens';
import { visuallyHidden } from '../theme/visuallyHidden';

export const StyledZone = styled.div<{ $dragging: boolean; $invalid: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space[2]};
  min-height: ${tokens.size.dropzone};
  padding: ${tokens.space[5]};
  border: ${tokens.borderWidth[2]} dashed
    ${({ $dragging, $invalid }) =>
      $invalid ? tokens.color.danger : $dragging ? tokens.color.accent : tokens.color.borderStrong};
  border-radius: ${tokens.radius[2]};
  background: ${({ $dragging, $disabled }) =>
    $disabled
      ? tokens.color.surfaceMuted
      : $dragging
        ? tokens.color.accentSubtle
        : tokens.color.surface};
  color: ${tokens.color.textMuted};
  text-align: center;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'default')};
  transition:
    background ${tokens.motion.fast} ${tokens.motion.easing},
    border-color ${tokens.motion.fast} ${tokens.motion.easing};

  & > svg {
    width: ${tokens.size.iconLg};
    height: ${tokens.size.iconLg};
  }

  /* The real file input is hidden but focusable: its focus ring is drawn on the zone. */
  &:has(input:focus-visible) {
    ${focusRingStyles}
  }
`;

export const StyledInput = styled.input`
  ${visuallyHidden}
`;

export const StyledChoose = styled.label<{ $disabled: boolean }>`
  color: ${tokens.color.accent};
  font-weight: ${tokens.fontWeight.semibold};
  text-decoration: underline;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export const StyledTypes = styled.span`
  font-size: ${tokens.fontSize[1]};
`;
