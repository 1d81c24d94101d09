import { styled } from 'styled-components';
import { focusRingStyles } from '../theme/focusRing';
import { tokens } from '../theme/tokens';

/** The control's box: the chips and the input wrap inside one field-looking frame. */
export const StyledBox = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[1]};
  width: ${tokens.size.field};
  min-height: ${tokens.size.controlMd};
  padding: ${tokens.space[1]} ${tokens.space[2]};
  border: ${tokens.borderWidth[1]} solid
    ${({ $invalid }) => ($invalid ? tokens.color.danger : tokens.color.borderStrong)};
  border-radius: ${tokens.radius[1]};
  background: ${({ $disabled }) => ($disabled ? tokens.color.surfaceMuted : tokens.color.surface)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'text')};
  transition: border-color ${tokens.motion.fast} ${tokens.motion.easing};

  &:hover {
    border-color: ${({ $invalid, $disabled }) =>
      $invalid ? tokens.color.danger : $disabled ? tokens.color.borderStrong : tokens.color.text};
  }

  /* The input has no ring of its own: the whole box shows the keyboard focus. */
  &:has(input:focus-visible) {
    ${focusRingStyles}
  }
`;

export const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[1]};
  max-width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledChip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]};
  max-width: 100%;
  min-height: ${tokens.size.controlSm};
  padding-inline-start: ${tokens.space[2]};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surfaceMuted};
  color: ${tokens.color.text};
  font-size: ${tokens.fontSize[2]};

  & > button {
    min-height: ${tokens.size.controlSm};
    min-width: ${tokens.size.controlSm};
    border-radius: ${tokens.radius.pill};
  }
`;

export const StyledChipText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledDescription = styled.span`
  color: ${tokens.color.textMuted};
  font-family: ${tokens.font.mono};
  font-size: ${tokens.fontSize[1]};
`;

export const StyledSwatch = styled.span`
  flex: none;
  width: ${tokens.size.swatch};
  height: ${tokens.size.swatch};
  border: ${tokens.borderWidth[1]} solid ${tokens.color.borderStrong};
  border-radius: ${tokens.radius.round};
`;

export const StyledInput = styled.input`
  flex: 1 0 ${tokens.size.fileStatus};
  min-width: 0;
  min-height: ${tokens.size.controlSm};
  padding: 0 ${tokens.space[1]};
  border: 0;
  outline: none;
  background: transparent;
  color: ${tokens.color.text};
  font-family: ${tokens.font.body};
  font-size: ${tokens.fontSize[3]};

  &::placeholder {
    color: ${tokens.color.textMuted};
  }

  &:disabled {
    color: ${tokens.color.textDisabled};
    cursor: not-allowed;
  }
`;

export const StyledMenu = styled.ul<{ $open: boolean }>`
  position: absolute;
  top: calc(100% + ${tokens.space[1]});
  inset-inline: 0;
  z-index: ${tokens.z.menu};
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  max-height: calc(${tokens.size.controlMd} * 6);
  margin: 0;
  padding: ${tokens.space[1]} 0;
  overflow-y: auto;
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[1]};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow[2]};
  list-style: none;
`;

export const StyledOption = styled.li<{ $highlighted: boolean }>`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[2]} ${tokens.space[3]};
  background: ${({ $highlighted }) => ($highlighted ? tokens.color.surfaceHover : 'transparent')};
  color: ${tokens.color.text};
  cursor: pointer;

  & > ${StyledDescription} {
    margin-inline-start: auto;
  }
`;

export const StyledNoOptions = styled.div`
  position: absolute;
  top: calc(100% + ${tokens.space[1]});
  inset-inline: 0;
  z-index: ${tokens.z.menu};
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[1]};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow[2]};
  color: ${tokens.color.textMuted};
`;
