import { css, styled } from 'styled-components';
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

/** One row however narrow: the count keeps its words, the actions keep theirs. */
export const StyledBulkBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border-radius: ${tokens.radius[1]};
  background: ${tokens.color.accentSubtle};
  font-size: ${tokens.fontSize[2]};

  & > span {
    flex: none;
    margin-right: auto;
    font-weight: ${tokens.fontWeight.semibold};
    white-space: nowrap;
  }
`;

/** More actions than a phone's row holds scroll inside the bar, never wrap under it. */
export const StyledBulkActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  min-width: 0;
  overflow-x: auto;

  & > * {
    flex: none;
  }
`;

export const StyledScroller = styled.div<{ $maxHeight: string; $cards: boolean }>`
  max-height: ${({ $maxHeight }) => $maxHeight};
  overflow: auto;
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.surface};
  ${focusRing}

  /* Cards flow in the page's own scroll: no box of their own. */
  ${({ $cards }) =>
    $cards &&
    css`
      max-height: none;
      overflow: visible;
      border: 0;
      background: none;
    `}
`;

/** A phone's layout: the header row as a bar of sort buttons, then a card per row. */
const cardsLayout = css`
  display: block;

  thead,
  tbody {
    display: block;
  }

  thead tr {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space[2]} ${tokens.space[4]};
    padding: ${tokens.space[2]} ${tokens.space[3]};
    border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
    border-radius: ${tokens.radius[2]};
    background: ${tokens.color.surfaceMuted};
  }

  thead th {
    position: static;
    padding: 0;
    border: 0;
    background: none;
  }

  /* A column that cannot sort has nothing to do in the bar; its name is on each card. */
  thead th:not([aria-sort]):not([data-select]) {
    ${visuallyHidden}
  }

  tbody tr {
    display: grid;
    gap: ${tokens.space[2]};
    margin-top: ${tokens.space[3]};
    padding: ${tokens.space[3]};
    border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
    border-radius: ${tokens.radius[2]};
    background: ${tokens.color.surface};
  }

  tbody tr[aria-selected='true'] {
    background: ${tokens.color.accentSubtle};
  }

  tbody td,
  tbody tr[aria-selected='true'] td {
    display: grid;
    grid-template-columns: minmax(0, 7rem) minmax(0, 1fr);
    gap: ${tokens.space[3]};
    align-items: center;
    width: auto;
    padding: 0;
    border: 0;
    background: none;
    /* Words wrap whole; only one longer than the cell (an e-mail, a link) breaks. */
    overflow-wrap: break-word;
  }

  /* A link in a value (a site, an e-mail) has no words to keep: it may break anywhere. */
  tbody td:not([data-label='']) a {
    overflow-wrap: anywhere;
  }

  /* A badge or a link keeps its own width beside its column's name; only actions stretch. */
  tbody td:not([data-label='']) {
    justify-items: start;
  }

  tbody td::before {
    content: attr(data-label);
    color: ${tokens.color.textMuted};
    font-weight: ${tokens.fontWeight.medium};
  }

  /* A cell without a column name (the row's actions, its checkbox) takes the card's width. */
  tbody td[data-label=''] {
    grid-template-columns: minmax(0, 1fr);
  }

  tbody td[data-label='']::before {
    content: none;
  }
`;

export const StyledTable = styled.table<{ $cards: boolean }>`
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

  ${({ $cards }) => $cards && cardsLayout}
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
