import { readQuantity } from '../import/fields';

/**
 * The product form's variant rules (issue 12): a product comes in colours × sizes, each
 * cell with its quantity and SKU. The form edits them as a grid (colour → size → cell, the
 * text as typed); the product stores them as `colors[].sizes[]`. These are the pure rules
 * between the two, written once for the form and its tests.
 */

/** One cell of the grid: the quantity as typed, and the SKU. */
export type VariantCellText = { quantity: string; sku: string };
/** The grid: [colour name][size] → cell. A missing cell is empty. */
export type VariantCells = Record<string, Record<string, VariantCellText>>;

/** A size entry as the form holds it (quantity typed) or the API answers it (a number). */
type SizeEntry = { size: string; quantity?: string | number | null; sku: string };
type ColorEntry = { color: string; sizes: readonly SizeEntry[] };

const EMPTY_CELL: VariantCellText = { quantity: '', sku: '' };

/** A part of a SKU: upper case, every run of other characters one dash, no dash at the ends. */
function skuPart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The SKU of one variant by the pattern `productCode-colour-size`, normalised:
 * ('dr 001', 'Light blue', 'xl') → 'DR-001-LIGHT-BLUE-XL'. Empty parts are left out.
 */
export function variantSku(productCode: string, color: string, size: string): string {
  return [productCode, color, size].map(skuPart).filter(Boolean).join('-');
}

/**
 * The sizes a product keeps when its category (so its size chart) changes: those still in
 * the new chart, in the chart's order, and the ones dropped, in their old order.
 */
export function keepSizesInChart(
  sizes: readonly string[],
  chart: readonly string[],
): { kept: string[]; dropped: string[] } {
  const chosen = new Set(sizes);
  const inChart = new Set(chart);
  return {
    kept: chart.filter((size) => chosen.has(size)),
    dropped: sizes.filter((size) => !inChart.has(size)),
  };
}

/**
 * The sizes a product's colours use, in the chart's order; a size the chart does not have
 * (the chart changed since) comes after, so that nothing saved is hidden.
 */
export function sizesOfColors(colors: readonly ColorEntry[], chart: readonly string[]): string[] {
  const used: string[] = [];
  for (const color of colors) {
    for (const { size } of color.sizes) if (!used.includes(size)) used.push(size);
  }
  const inChart = chart.filter((size) => used.includes(size));
  return [...inChart, ...used.filter((size) => !chart.includes(size))];
}

const quantityText = (quantity: SizeEntry['quantity']): string =>
  quantity === undefined || quantity === null ? '' : String(quantity);

/** The grid of a product's colours. */
export function variantCellsOf(colors: readonly ColorEntry[]): VariantCells {
  const cells: VariantCells = {};
  for (const color of colors) {
    const row: Record<string, VariantCellText> = {};
    for (const entry of color.sizes) {
      row[entry.size] = { quantity: quantityText(entry.quantity), sku: entry.sku };
    }
    cells[color.color] = row;
  }
  return cells;
}

/**
 * The colours with the grid written back: every colour gets every size, in `sizes`'
 * order, with its cell (an empty one when the grid has none, so the product rules name
 * the missing quantity and SKU). The colours' other fields stay as they are.
 */
export function colorsWithCells<Color extends ColorEntry>(
  colors: readonly Color[],
  sizes: readonly string[],
  cells: VariantCells,
): (Omit<Color, 'sizes'> & { sizes: VariantSizeText[] })[] {
  return colors.map((color) => ({
    ...color,
    sizes: sizes.map((size) => {
      const cell = cells[color.color]?.[size] ?? EMPTY_CELL;
      return { size, quantity: cell.quantity, sku: cell.sku };
    }),
  }));
}
export type VariantSizeText = { size: string; quantity: string; sku: string };

/**
 * A product's stock: the sum of its variants' quantities. Typed text counts when the
 * importer's Quantity reader takes it; anything else (blank, '2.5', 'abc') counts as nothing.
 */
export function totalStock(colors: readonly ColorEntry[]): number {
  let total = 0;
  for (const color of colors) {
    for (const { quantity } of color.sizes) {
      total += readQuantity(quantityText(quantity).trim()) ?? 0;
    }
  }
  return total;
}

/** A variant as the import's preview and the product form name it: 'Navy S'. */
export function variantName({ color, size }: { color: string; size: string }): string {
  return `${color} ${size}`;
}

/** 'Remove this variant', 'Remove these 3 variants': the import's and the form's words. */
export function removeVariantsText(count: number): string {
  return `Remove ${count === 1 ? 'this variant' : `these ${count} variants`}`;
}

/** A variant another list of colours leaves out: its colour, size, SKU and stock. */
export type RemovedVariant = { color: string; size: string; sku: string; quantity: number };

/**
 * The variants of `before` (by colour and size) that `after` leaves out, in `before`'s
 * order, with their stock (a quantity the Quantity reader does not take counts as none):
 * what an import's update or a form's save removes, which both name and ask about first.
 */
export function removedVariants(
  before: readonly ColorEntry[],
  after: readonly ColorEntry[],
): RemovedVariant[] {
  const kept = new Set(
    after.flatMap((color) => color.sizes.map((size) => `${color.color}\u0000${size.size}`)),
  );
  return before.flatMap((color) =>
    color.sizes
      .filter((size) => !kept.has(`${color.color}\u0000${size.size}`))
      .map((size) => ({
        color: color.color,
        size: size.size,
        sku: size.sku,
        quantity: totalStock([{ color: color.color, sizes: [size] }]),
      })),
  );
}
