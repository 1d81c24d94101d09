import { totalStock, type VariantCells, type VariantCellText } from '@runway-live/domain';

/** One cell of the colour × size grid: the quantity as typed, and the SKU (the domain's shape). */
export type VariantCell = VariantCellText;
/** The grid's value, `[colorKey][size]`; a missing cell is an empty one. */
export type VariantGridValue = VariantCells;
export type VariantField = keyof VariantCell;

/** One edited field: what it held and what it holds now. */
export type CellEdit = {
  color: string;
  size: string;
  field: VariantField;
  from: string;
  to: string;
};

/** One step of the grid's history: a typed value, a pasted block, a filled row. */
export type GridChange = { edits: CellEdit[]; label: string };

/** The editable columns in order: each size's quantity, then its SKU. */
export type GridColumn = { size: string; field: VariantField };

export const EMPTY_CELL: VariantCell = { quantity: '', sku: '' };

export function cellOf(value: VariantGridValue, color: string, size: string): VariantCell {
  return value[color]?.[size] ?? EMPTY_CELL;
}

export function gridColumns(sizes: readonly string[]): GridColumn[] {
  return sizes.flatMap((size) => [
    { size, field: 'quantity' as const },
    { size, field: 'sku' as const },
  ]);
}

/** The edits that set the given fields, leaving out those that change nothing. */
export function editsFor(
  value: VariantGridValue,
  targets: readonly { color: string; size: string; field: VariantField; to: string }[],
): CellEdit[] {
  return targets
    .map((target) => ({ ...target, from: cellOf(value, target.color, target.size)[target.field] }))
    .filter((edit) => edit.from !== edit.to);
}

/** Applies edits forwards (redo, a new change) or backwards (undo) to a value. */
export function applyEdits(
  value: VariantGridValue,
  edits: readonly CellEdit[],
  direction: 'forward' | 'backward',
): VariantGridValue {
  const next: VariantGridValue = { ...value };
  for (const edit of edits) {
    const row = { ...next[edit.color] };
    const cell = { ...cellOf(next, edit.color, edit.size) };
    cell[edit.field] = direction === 'forward' ? edit.to : edit.from;
    row[edit.size] = cell;
    next[edit.color] = row;
  }
  return next;
}

/**
 * A block copied from a spreadsheet: rows by line, cells by tab. A trailing line break
 * (spreadsheets add one) is not an empty row. Plain text without a tab or a line break is
 * not a block.
 */
export function parseBlock(text: string): string[][] | null {
  if (!/[\t\r\n]/.test(text)) return null;
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  return lines.map((line) => line.split('\t').map((cell) => cell.trim()));
}

/** The entries of one colour's sizes, as the domain's stock rule reads them. */
const entries = (value: VariantGridValue, color: string, sizes: readonly string[]) =>
  sizes.map((size) => ({ size, ...cellOf(value, color, size) }));

/**
 * Stock totals by the domain's one rule (`totalStock`): a quantity counts when the
 * importer's Quantity reader takes it, anything else counts as nothing.
 */
export function rowTotal(value: VariantGridValue, color: string, sizes: readonly string[]): number {
  return totalStock([{ color, sizes: entries(value, color, sizes) }]);
}

export function columnTotal(
  value: VariantGridValue,
  colors: readonly string[],
  size: string,
): number {
  return totalStock(colors.map((color) => ({ color, sizes: entries(value, color, [size]) })));
}
