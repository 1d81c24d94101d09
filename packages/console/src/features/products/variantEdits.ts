import type { ApiColor } from '@runway-live/domain/api';
import type { ProductFormInput, RemovedVariant, VariantCells } from '@runway-live/domain/schemas';

/** The variant editor's small rules (VariantSection.tsx): lists, orders and cells. */

export type FormColor = ProductFormInput['colors'][number];

/** 'XS', 'XS and S', 'XS, S and M' */
const AND_LIST = new Intl.ListFormat('en-GB', { type: 'conjunction' });
export const listOf = (items: readonly string[]) => AND_LIST.format(items);

export const inStock = (variants: readonly RemovedVariant[]) =>
  variants.reduce((sum, variant) => sum + variant.quantity, 0);

/** The sizes in the chart's order, then any the chart does not have (saved before it changed). */
export function inChartOrder(sizes: readonly string[], chart: readonly string[]): string[] {
  return [
    ...chart.filter((size) => sizes.includes(size)),
    ...sizes.filter((size) => !chart.includes(size)),
  ];
}

/** The cells of `sizes` in every colour: what removing those sizes takes, kept for Undo. */
export function cellsOfSizes(
  colors: readonly FormColor[],
  cells: VariantCells,
  sizes: readonly string[],
): VariantCells {
  const taken: VariantCells = {};
  for (const color of colors) {
    for (const size of sizes) {
      const cell = cells[color.color]?.[size];
      if (cell) (taken[color.color] ??= {})[size] = cell;
    }
  }
  return taken;
}

/** `cells` with `back` put in again (an Undo). */
export function withCells(cells: VariantCells, back: VariantCells): VariantCells {
  const merged = { ...cells };
  for (const [color, row] of Object.entries(back)) merged[color] = { ...merged[color], ...row };
  return merged;
}

/** A colour entry for a newly picked colour, with its reference hex as the colour code. */
export function newColor(name: string, colors: readonly ApiColor[]): FormColor {
  const hex = colors.find((color) => color.name === name)?.hex ?? '';
  return { color: name, colorCode: hex, alternateColor: '', swatch: '', images: [], sizes: [] };
}
