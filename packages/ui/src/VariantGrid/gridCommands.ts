import { isQuantityText, plural, was } from './gridWords';
import type { VariantGridColor } from './VariantGrid.types';
import { cellOf, type VariantField, type VariantGridValue } from './variantGridModel';

// The grid's bulk commands as pure functions: which fields each sets, and what the grid
// says about it afterwards. The component turns the targets into one step of its history.

export type CellTarget = { color: string; size: string; field: VariantField; to: string };

/**
 * A block pasted at a cell fills the kind of cell it is pasted into and skips the other
 * kind: numbers pasted into a quantity land in the quantities of the sizes to the right,
 * never in SKUs.
 */
export function pasteTargets(
  block: readonly (readonly string[])[],
  at: { row: number; size: string; field: VariantField },
  colors: readonly VariantGridColor[],
  sizes: readonly string[],
): { targets: CellTarget[]; what: string; said: string } {
  const start = sizes.indexOf(at.size);
  const targets: CellTarget[] = [];
  let left = 0;
  let refused = 0;
  block.forEach((line, i) => {
    line.forEach((text, j) => {
      const color = colors[at.row + i];
      const size = sizes[start + j];
      if (!color || size === undefined) left += 1;
      else if (at.field === 'quantity' && !isQuantityText(text)) refused += 1;
      else targets.push({ color: color.key, size, field: at.field, to: text });
    });
  });
  const what =
    at.field === 'quantity'
      ? plural(targets.length, 'quantity', 'quantities')
      : plural(targets.length, 'SKU', 'SKUs');
  const said =
    (at.field === 'quantity' ? `Pasted ${what}.` : `Pasted ${what} into the SKU cells.`) +
    (refused > 0
      ? ` ${plural(refused, 'cell', 'cells')} ${was(refused)} not a whole number and left out.`
      : '') +
    (left > 0
      ? ` ${plural(left, 'cell', 'cells')} did not fit in the grid and ${was(left)} left out.`
      : '');
  return { targets, what, said };
}

/** Generated SKUs for the empty cells, or for every cell when `replace`; `kept` counts the others. */
export function skuTargets(
  value: VariantGridValue,
  colorKeys: readonly string[],
  sizes: readonly string[],
  generateSku: (colorKey: string, size: string) => string,
  replace: boolean,
): { targets: CellTarget[]; kept: number } {
  const targets: CellTarget[] = [];
  let kept = 0;
  for (const color of colorKeys) {
    for (const size of sizes) {
      const current = cellOf(value, color, size).sku;
      const generated = generateSku(color, size);
      if (current === '' || replace) targets.push({ color, size, field: 'sku', to: generated });
      else if (current !== generated) kept += 1;
    }
  }
  return { targets, kept };
}

export function generatedSaid(replace: boolean, changed: number, kept: number): string {
  if (replace) return `Overwrote ${plural(changed, 'SKU', 'SKUs')}.`;
  if (changed === 0 && kept === 0) return 'Every SKU is already filled in.';
  return (
    `Generated ${plural(changed, 'SKU', 'SKUs')}.` +
    (kept > 0 ? ` ${plural(kept, 'cell', 'cells')} already had a SKU and ${was(kept)} kept.` : '')
  );
}

/** Set quantity's choices: every cell, a row (`row:<colour key>`) or a column (`col:<size>`). */
export const EVERY_CELL = 'all';

export function quantityTargetOptions(
  colors: readonly VariantGridColor[],
  sizes: readonly string[],
) {
  return [
    { value: EVERY_CELL, label: 'Every cell' },
    ...colors.map((color) => ({ value: `row:${color.key}`, label: `Row: ${color.label}` })),
    ...sizes.map((size) => ({ value: `col:${size}`, label: `Column: ${size}` })),
  ];
}

/** The quantity cells one of Set quantity's choices covers, and how the grid names them. */
export function quantityTargets(
  target: string,
  quantity: string,
  colors: readonly VariantGridColor[],
  sizes: readonly string[],
): { targets: CellTarget[]; where: string | undefined } {
  const [kind, key] = target === EVERY_CELL ? [EVERY_CELL, ''] : target.split(/:(.*)/s);
  const colorKeys = colors.map((color) => color.key);
  const rows = kind === 'row' ? colorKeys.filter((color) => color === key) : colorKeys;
  const cols = kind === 'col' ? sizes.filter((size) => size === key) : sizes;
  const targets = rows.flatMap((color) =>
    cols.map((size) => ({ color, size, field: 'quantity' as const, to: quantity })),
  );
  const where =
    kind === 'row'
      ? colors.find((color) => color.key === key)?.label
      : kind === 'col'
        ? `size ${key}`
        : 'every cell';
  return { targets, where };
}
