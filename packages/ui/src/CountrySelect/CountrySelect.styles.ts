import { css, styled } from 'styled-components';
import { tokens } from '../theme/tokens';

export const StyledCombobox = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const StyledToggle = styled.div`
  position: absolute;
  inset-inline-end: ${tokens.space[1]};
`;

const popup = css`
  position: absolute;
  top: calc(100% + ${tokens.space[1]});
  inset-inline: 0;
  z-index: ${tokens.z.menu};
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[1]};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow[2]};
`;

export const StyledMenu = styled.ul<{ $open: boolean }>`
  ${popup}
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  max-height: calc(${tokens.size.controlMd} * 6);
  margin: 0;
  padding: ${tokens.space[1]} 0;
  overflow-y: auto;
  list-style: none;
`;

export const StyledOption = styled.li<{ $highlighted: boolean; $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[2]} ${tokens.space[3]};
  background: ${({ $highlighted }) => ($highlighted ? tokens.color.surfaceHover : 'transparent')};
  color: ${tokens.color.text};
  font-weight: ${({ $selected }) =>
    $selected ? tokens.fontWeight.semibold : tokens.fontWeight.regular};
  cursor: pointer;
`;

export const StyledNoMatch = styled.div`
  ${popup}
  padding: ${tokens.space[2]} ${tokens.space[3]};
  color: ${tokens.color.textMuted};
`;
