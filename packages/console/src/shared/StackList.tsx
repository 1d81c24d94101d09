import { tokens } from '@runway-live/ui';
import { styled } from 'styled-components';

/**
 * A list read as rows one under another, without bullets or indent (a picker's items, a
 * chart's sizes, the control room's products): `as="ol"` where the order means something.
 */
export const StackList = styled.ul<{ $gap?: 2 | 3 }>`
  display: grid;
  gap: ${({ $gap = 2 }) => tokens.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
