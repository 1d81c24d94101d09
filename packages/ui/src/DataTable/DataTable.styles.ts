import { styled } from 'styled-components';
import { focusRing } from '../theme/focusRing';
import { tokens } from '../theme/tokens';
import { visuallyHidden } from '../theme/visuallyHidden';

/**
 * Never wider than its box: as a grid or flex item it would otherwise grow to the table's
 * widest row (min-width: auto) and push the page sideways on a phone. The rows scroll
 * inside the table's own box instead, and the pagination wraps.
 */
export const StyledDataTable = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  min-width: 0;
  max-width: 100%;
`;

export const StyledBulkBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border-radius: ${tokens.radius[1]};
  background: ${tokens.color.accentSubtle};
  font-size: ${tokens.fontSize[2]};

  & > span {
    margin-right: auto;
    font-weight: ${tokens.fontWeight.semibold};
  }
`;

export const StyledScroller = styled.div<{ $maxHeight: string }>`
  max-height: ${({ $maxHeight }) => $maxHeight};
  overflow: auto;
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.surface};
  ${focusRing}
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${tokens.fontSize[2]};

  caption {
    ${visuallyHidden}
  }

  th,
  td {
    padding: ${tokens.space[2]} ${tokens.space[3]};
    border-bottom: ${tokens.borderWidth[1]} solid ${tokens.color.border};
    text-align: left;
    vertical-align: middle;
  }

  /* The header stays in view while the rows scroll under it. */
  thead th {
    position: sticky;
    top: 0;
    z-index: ${tokens.z.sticky};
    background: ${tokens.color.surfaceMuted};
    font-weight: ${tokens.fontWeight.semibold};
    white-space: nowrap;
  }

  tbody tr[aria-selected='true'] td {
    background: ${tokens.color.accentSubtle};
  }

  input[type='checkbox'] {
    width: ${tokens.size.check};
    height: ${tokens.size.check};
    margin: 0;
    accent-color: ${tokens.color.accent};
    ${focusRing}
  }
`;

export const StyledSelectCell = styled.td`
  width: ${tokens.size.controlMd};
`;

export const StyledSortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  ${focusRing}

  svg {
    width: ${tokens.size.iconSm};
    height: ${tokens.size.iconSm};
  }
`;

export const StyledStateCell = styled.td`
  padding: ${tokens.space[4]};
`;

export const StyledSpacer = styled.tr`
  td {
    padding: 0;
    border: 0;
  }
`;
