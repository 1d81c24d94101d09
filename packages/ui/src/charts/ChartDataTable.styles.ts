import { styled } from 'styled-components';
import { focusRing } from '../theme/focusRing';
import { tokens } from '../theme/tokens';

export const StyledTableScroller = styled.div`
  max-width: 100%;
  max-height: ${tokens.size.calendar};
  overflow: auto;
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.surface};
  ${focusRing}
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.fontSize[2]};

  caption {
    padding: ${tokens.space[2]} ${tokens.space[3]};
    text-align: start;
    font-weight: ${tokens.fontWeight.semibold};
  }

  th,
  td {
    padding: ${tokens.space[2]} ${tokens.space[3]};
    border-top: ${tokens.borderWidth[1]} solid ${tokens.color.border};
    text-align: end;
    white-space: nowrap;
  }

  th:first-child,
  td:first-child {
    text-align: start;
  }

  thead th {
    position: sticky;
    top: 0;
    background: ${tokens.color.surfaceMuted};
    color: ${tokens.color.textMuted};
    font-weight: ${tokens.fontWeight.medium};
  }

  td {
    font-variant-numeric: tabular-nums;
  }
`;
