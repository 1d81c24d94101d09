import { styled } from 'styled-components';
import { tokens } from '../theme/tokens';
import { visuallyHidden } from '../theme/visuallyHidden';

export type SortableOrientation = 'vertical' | 'horizontal';

export const StyledList = styled.ul<{ $orientation: SortableOrientation }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'vertical' ? 'column' : 'row')};
  flex-wrap: ${({ $orientation }) => ($orientation === 'vertical' ? 'nowrap' : 'wrap')};
  gap: ${tokens.space[2]};
  min-width: 0;
  max-width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledItem = styled.li<{ $orientation: SortableOrientation; $dragging: boolean }>`
  position: relative;
  z-index: ${({ $dragging }) => ($dragging ? tokens.z.menu : tokens.z.base)};
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'vertical' ? 'row' : 'column')};
  align-items: ${({ $orientation }) => ($orientation === 'vertical' ? 'center' : 'stretch')};
  gap: ${tokens.space[2]};
  min-width: 0;
  padding: ${tokens.space[2]};
  border: ${tokens.borderWidth[1]} solid
    ${({ $dragging }) => ($dragging ? tokens.color.accent : tokens.color.border)};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.surface};
  box-shadow: ${({ $dragging }) => ($dragging ? tokens.shadow[3] : 'none')};
  color: ${tokens.color.text};
  font-size: ${tokens.fontSize[2]};
  transition: box-shadow ${tokens.motion.fast} ${tokens.motion.easing};
`;

export const StyledContent = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const StyledControls = styled.div<{ $orientation: SortableOrientation }>`
  display: flex;
  flex: none;
  justify-content: space-between;
  gap: ${tokens.space[1]};
  order: ${({ $orientation }) => ($orientation === 'vertical' ? 0 : 1)};
`;

export const StyledHandle = styled.span`
  display: contents;

  & > button {
    cursor: grab;
    touch-action: none;
  }

  & > button:disabled {
    cursor: not-allowed;
  }
`;

export const StyledEmpty = styled.p`
  margin: 0;
  padding: ${tokens.space[4]};
  border: ${tokens.borderWidth[1]} dashed ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[2]};
`;

export const StyledSpoken = styled.div`
  ${visuallyHidden}
`;
