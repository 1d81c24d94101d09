import type { ClipboardEvent, FormEvent, KeyboardEvent } from 'react';
import { cellName } from './gridWords';
import {
  StyledCellError,
  StyledCellInput,
  StyledCellNote,
  StyledColor,
  StyledSwatch,
  StyledTable,
} from './VariantGrid.styles';
import type { VariantGridCellErrors, VariantGridColor } from './VariantGrid.types';
import {
  cellOf,
  columnTotal,
  rowTotal,
  type GridColumn,
  type VariantGridValue,
} from './variantGridModel';
import type { Position } from './useGridKeys';

type VariantGridTableProps = {
  /** Ties each cell to its error message. */
  id: string;
  label: string;
  colors: readonly VariantGridColor[];
  sizes: readonly string[];
  columns: readonly GridColumn[];
  value: VariantGridValue;
  errors?: Record<string, Record<string, VariantGridCellErrors>>;
  /** `[colorKey][size]` → a note under the quantity ('2 held'). */
  notes?: Record<string, Record<string, string>>;
  disabled: boolean;
  /** The cell holding the grid's one tab stop. */
  active: Position;
  cellRef: (at: Position) => (element: HTMLInputElement | null) => void;
  onCellFocus: (at: Position) => void;
  onCellKeyDown: (event: KeyboardEvent<HTMLInputElement>, at: Position) => void;
  onCellChange: (event: FormEvent<HTMLInputElement>, at: Position) => void;
  onCellPaste: (event: ClipboardEvent<HTMLInputElement>, at: Position) => void;
};

/** The table itself: a colour per row, a quantity and a SKU per size, stock totals at the ends. */
export function VariantGridTable({
  id,
  label,
  colors,
  sizes,
  columns,
  value,
  errors,
  notes,
  disabled,
  active,
  cellRef,
  onCellFocus,
  onCellKeyDown,
  onCellChange,
  onCellPaste,
}: VariantGridTableProps) {
  const colorKeys = colors.map((color) => color.key);
  const overall = colorKeys.reduce((sum, color) => sum + rowTotal(value, color, sizes), 0);
  return (
    <StyledTable role="grid" aria-label={label} aria-disabled={disabled || undefined}>
      <thead>
        <tr>
          <th scope="col" rowSpan={2} data-sticky>
            Colour
          </th>
          {sizes.map((size) => (
            <th key={size} scope="colgroup" colSpan={2}>
              {size}
            </th>
          ))}
          <th scope="col" rowSpan={2} data-total data-row-total>
            Stock
          </th>
        </tr>
        <tr>
          {sizes.map((size) => [
            <th key={`${size}-q`} scope="col">
              Qty
            </th>,
            <th key={`${size}-s`} scope="col">
              SKU
            </th>,
          ])}
        </tr>
      </thead>
      <tbody>
        {colors.map((color, r) => (
          <tr key={color.key}>
            <th scope="row">
              <StyledColor>
                {color.swatch ? (
                  <StyledSwatch aria-hidden style={{ background: color.swatch }} />
                ) : null}
                {color.label}
              </StyledColor>
            </th>
            {columns.map(({ size, field }, c) => {
              const error = errors?.[color.key]?.[size]?.[field];
              const errorId = `${id}-${r}-${c}-error`;
              const note = field === 'quantity' ? notes?.[color.key]?.[size] : undefined;
              const noteId = `${id}-${r}-${c}-note`;
              const described = [error ? errorId : '', note ? noteId : ''].filter(Boolean);
              const at = { row: r, col: c };
              return (
                <td key={`${size}-${field}`} role="gridcell">
                  <StyledCellInput
                    ref={cellRef(at)}
                    aria-label={cellName(color.label, size, field)}
                    inputMode={field === 'quantity' ? 'numeric' : undefined}
                    autoComplete="off"
                    spellCheck={false}
                    tabIndex={r === active.row && c === active.col ? 0 : -1}
                    value={cellOf(value, color.key, size)[field]}
                    disabled={disabled}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={described.length ? described.join(' ') : undefined}
                    $invalid={Boolean(error)}
                    $field={field}
                    onFocus={(event) => {
                      onCellFocus(at);
                      event.currentTarget.select();
                    }}
                    onKeyDown={(event) => onCellKeyDown(event, at)}
                    onChange={(event) => onCellChange(event, at)}
                    onPaste={(event) => onCellPaste(event, at)}
                  />
                  {error ? <StyledCellError id={errorId}>{error}</StyledCellError> : null}
                  {note ? <StyledCellNote id={noteId}>{note}</StyledCellNote> : null}
                </td>
              );
            })}
            <td role="gridcell" data-total data-row-total>
              {rowTotal(value, color.key, sizes)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          {sizes.map((size) => [
            // Under the size's quantities; its SKU column has no total.
            <td key={`${size}-q`} role="gridcell" data-total>
              {columnTotal(value, colorKeys, size)}
            </td>,
            <td key={`${size}-s`} role="gridcell" />,
          ])}
          <td role="gridcell" data-total data-row-total>
            {overall}
          </td>
        </tr>
      </tfoot>
    </StyledTable>
  );
}
