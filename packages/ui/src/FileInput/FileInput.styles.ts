import { styled } from 'styled-components';
import { focusRingStyles } from '../theme/focusRing';
import { tokens } from '../theme/tokens';
import { visuallyHidden } from '../theme/visuallyHidden';

/** Drawn like the other controls: one bordered row holding the button and the status. */
export const StyledBox = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]} ${tokens.space[3]};
  min-width: 0;
  min-height: ${tokens.size.controlMd};
  padding: ${tokens.space[1]};
  border: ${tokens.borderWidth[1]} solid
    ${({ $invalid }) => ($invalid ? tokens.color.danger : tokens.color.borderStrong)};
  border-radius: ${tokens.radius[1]};
  background: ${({ $disabled }) => ($disabled ? tokens.color.surfaceMuted : tokens.color.surface)};
  color: ${tokens.color.text};
`;

/** The real input: hidden, still focusable and still the form's field. */
export const StyledInput = styled.input`
  ${visuallyHidden}
`;

/** The visible "Choose file": a label, so a click opens the picker of the input before it. */
export const StyledChoose = styled.label<{ $disabled: boolean }>`
  flex: none;

  & > span {
    display: inline-flex;
    align-items: center;
    gap: ${tokens.space[2]};
    min-height: ${tokens.size.controlSm};
    padding: 0 ${tokens.space[3]};
    border: ${tokens.borderWidth[1]} solid ${tokens.color.borderStrong};
    border-radius: ${tokens.radius[1]};
    background: ${tokens.color.surfaceMuted};
    color: ${tokens.color.text};
    font-size: ${tokens.fontSize[1]};
    font-weight: ${tokens.fontWeight.semibold};
    letter-spacing: ${tokens.letterSpacing.wide};
    text-transform: uppercase;
    white-space: nowrap;
    cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
    opacity: ${({ $disabled }) => ($disabled ? tokens.opacity.disabled : '1')};
  }

  & > span:hover {
    background: ${({ $disabled }) => ($disabled ? tokens.color.surfaceMuted : tokens.color.surfaceHover)};
  }

  /* The hidden input's keyboard focus, drawn on the button that stands for it. */
  input:focus-visible + & > span {
    ${focusRingStyles}
  }
`;

export const StyledThumb = styled.img`
  flex: none;
  width: ${tokens.size.controlSm};
  height: ${tokens.size.controlSm};
  border-radius: ${tokens.radius[1]};
  object-fit: cover;
`;

/**
 * Takes the rest of the row, or a row of its own when less than fileStatus is left. Its
 * content never sizes it (`contain: inline-size`): a long stored name would otherwise be
 * the width a form's grid column cannot shrink below, and the page would scroll sideways.
 */
export const StyledStatus = styled.span`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  flex: 1 1 ${tokens.size.fileStatus};
  min-width: 0;
  contain: inline-size;
  font-size: ${tokens.fontSize[2]};
`;

/** A long name is cut with an ellipsis, never pushed off the side. */
export const StyledName = styled.span<{ $empty: boolean }>`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ $empty }) => ($empty ? tokens.color.textMuted : 'inherit')};
`;

export const StyledNote = styled.span`
  flex: none;
  padding: 0 ${tokens.space[2]};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.accentSubtle};
  color: ${tokens.color.accent};
  font-size: ${tokens.fontSize[1]};
  font-weight: ${tokens.fontWeight.medium};
`;
