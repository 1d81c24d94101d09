import { styled } from 'styled-components';
import { focusRing } from '../theme/focusRing';
import { media } from '../theme/media';
import { tokens } from '../theme/tokens';

/** Never wider than its box: on a phone the grid scrolls inside, not the page. */
export const StyledVariantGrid = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  min-width: 0;
  max-width: 100%;
`;

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${tokens.space[3]};
`;

export const StyledSetQuantity = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${tokens.space[2]};

  & > :first-child {
    flex: 0 0 ${tokens.size.fileStatus};
  }

  & > :nth-child(2) {
    flex: 0 0 ${tokens.size.popover};
  }

  /* On a phone the target shrinks to stay beside the quantity. */
  @media ${media.narrow} {
    & > :nth-child(2) {
      flex: 1 1 ${tokens.size.fileStatus};
    }
  }

  & > button {
    /* Level with the inputs under their labels. */
    margin-top: calc(${tokens.fontSize[2]} * ${tokens.lineHeight.normal} + ${tokens.space[1]});
  }
`;

export const StyledHistory = styled.div`
  display: flex;
  gap: ${tokens.space[1]};
  margin-inline-start: auto;
`;

export const StyledNotice = styled.div<{ $tone: 'warning' | 'info' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[2]} ${tokens.space[4]};
  border-inline-start: ${tokens.borderWidth[3]} solid
    ${({ $tone }) => ($tone === 'warning' ? tokens.color.warning : tokens.color.info)};
  border-radius: ${tokens.radius[1]};
  background: ${({ $tone }) =>
    $tone === 'warning' ? tokens.color.warningSubtle : tokens.color.infoSubtle};
  color: ${tokens.color.text};
  font-size: ${tokens.fontSize[2]};

  /* Kept in the page while empty, so what it says next is announced. */
  &:empty {
    padding: 0;
    border: 0;
  }
`;

/** The edge shadow of a sticky column, cast over the sizes scrolled under it. */
const edgeShadow = (direction: 1 | -1) =>
  `${direction === 1 ? '' : '-'}${tokens.space[2]} 0 ${tokens.space[2]} -${tokens.space[1]} ${tokens.color.overlay}`;

export const StyledScroller = styled.div`
  max-width: 100%;
  overflow: auto;
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.surface};

  /* More sizes lie to one side: the sticky column on that side casts a shadow. */
  &[data-more-start] th[scope='row'],
  &[data-more-start] th[data-sticky] {
    box-shadow: ${edgeShadow(1)};
  }

  &[data-more-end] [data-row-total] {
    box-shadow: ${edgeShadow(-1)};
  }
`;

export const StyledTable = styled.table`
  border-collapse: separate;
  border-spacing: 0;
  min-width: 100%;
  font-size: ${tokens.fontSize[2]};

  th,
  td {
    padding: ${tokens.space[2]};
    border-bottom: ${tokens.borderWidth[1]} solid ${tokens.color.border};
    text-align: left;
    vertical-align: top;
    white-space: nowrap;
  }

  thead th {
    background: ${tokens.color.surfaceMuted};
    color: ${tokens.color.textMuted};
    font-weight: ${tokens.fontWeight.semibold};
  }

  thead th[colspan] {
    color: ${tokens.color.text};
    text-align: center;
  }

  /* The colour stays in sight while the sizes scroll under it. */
  th[scope='row'],
  th[data-sticky] {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    background: ${tokens.color.surface};
    color: ${tokens.color.text};
    font-weight: ${tokens.fontWeight.medium};
  }

  thead th[data-sticky] {
    background: ${tokens.color.surfaceMuted};
  }

  /* The colour's stock stays in sight at the end, however many sizes scroll. */
  [data-row-total] {
    position: sticky;
    inset-inline-end: 0;
    z-index: 1;
    background: ${tokens.color.surface};
  }

  thead th[data-row-total] {
    background: ${tokens.color.surfaceMuted};
  }

  tfoot th,
  tfoot th[scope='row'],
  tfoot td,
  tfoot td[data-row-total] {
    border-bottom: 0;
    background: ${tokens.color.surfaceMuted};
    font-weight: ${tokens.fontWeight.semibold};
  }

  td[data-total],
  tfoot th {
    line-height: ${tokens.size.controlSm};
  }

  [data-total] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledColor = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]};
  min-height: ${tokens.size.controlSm};
`;

export const StyledSwatch = styled.span`
  flex: none;
  width: ${tokens.size.swatch};
  height: ${tokens.size.swatch};
  border: ${tokens.borderWidth[1]} solid ${tokens.color.borderStrong};
  border-radius: ${tokens.radius.round};
`;

export const StyledCellInput = styled.input<{ $invalid: boolean; $field: 'quantity' | 'sku' }>`
  display: block;
  width: ${({ $field }) => ($field === 'quantity' ? tokens.size.gridQuantity : tokens.size.gridSku)};
  min-height: ${tokens.size.controlSm};
  padding: 0 ${tokens.space[2]};
  border: ${tokens.borderWidth[1]} solid
    ${({ $invalid }) => ($invalid ? tokens.color.danger : tokens.color.border)};
  border-radius: ${tokens.radius[1]};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-family: ${({ $field }) => ($field === 'sku' ? tokens.font.mono : tokens.font.body)};
  font-size: ${tokens.fontSize[2]};
  text-align: ${({ $field }) => ($field === 'quantity' ? 'right' : 'left')};
  font-variant-numeric: tabular-nums;

  &:hover:not(:disabled) {
    border-color: ${({ $invalid }) => ($invalid ? tokens.color.danger : tokens.color.borderStrong)};
  }

  &:disabled {
    background: ${tokens.color.surfaceMuted};
    color: ${tokens.color.textDisabled};
    cursor: not-allowed;
  }

  ${focusRing}
`;

export const StyledCellNote = styled.span`
  display: block;
  max-width: ${tokens.size.gridSku};
  margin-top: ${tokens.space[1]};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[1]};
  white-space: normal;
`;

export const StyledCellError = styled.span`
  display: block;
  max-width: ${tokens.size.gridSku};
  margin-top: ${tokens.space[1]};
  color: ${tokens.color.danger};
  font-size: ${tokens.fontSize[1]};
  white-space: normal;
`;

export const StyledEmpty = styled.p`
  margin: 0;
  padding: ${tokens.space[5]};
  border: ${tokens.borderWidth[1]} dashed ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[2]};
  text-align: center;
`;
