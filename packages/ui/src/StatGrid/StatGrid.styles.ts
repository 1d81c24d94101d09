import { styled } from 'styled-components';
import { tokens } from '../theme/tokens';

/**
 * As many columns as fit cards of at least `size.statCard`, one column on a phone. Grid
 * rows stretch their cells, and a StatCard fills its cell: a row's cards share a height.
 */
export const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${tokens.size.statCard}), 1fr));
  align-items: stretch;
  gap: ${tokens.space[4]};
`;
