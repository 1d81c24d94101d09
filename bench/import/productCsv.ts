import { createRequire } from 'node:module';
import type { CsvColumn } from '../../packages/domain/src/index';
import {
  COLORS_NEEDING_DESCRIPTION,
  CSV_COLUMNS,
  DEFAULT_CATALOGUE,
} from '../../packages/domain/src/index';

// The very papaparse the importer uses, so that the raw parse is the same library.
const requireFromDomain = createRequire(
  new URL('../../packages/domain/package.json', import.meta.url),
);
export const Papa = requireFromDomain('papaparse') as {
  parse<T>(
    text: string,
    config: { header: false; delimiter: string; skipEmptyLines: boolean },
  ): { data: T[] };
  unparse(input: { fields: string[]; data: string[][] }): string;
};

const NEEDS_DESCRIPTION = new Set<string>(COLORS_NEEDING_DESCRIPTION);

/**
 * A product CSV of `products` × `variantsPerProduct` lines that imports cleanly against the
 * reference catalogue, varied the way real files are: every category and colour, a few
 * hundred start dates, quoted descriptions with commas, '$1,299.00' prices, pre-orders,
 * looks and events on some products.
 */
export function generateProductCsv(products: number, variantsPerProduct: number): string {
  const { categories, colors, sizeCharts } = DEFAULT_CATALOGUE;
  const sizesByChart = new Map(sizeCharts.map((chart) => [chart.key, chart.sizes]));
  const rows: string[][] = [];
  for (let p = 0; p < products; p += 1) {
    const category = categories[p % categories.length]!;
    const sizes = sizesByChart.get(category.size)!;
    const month = String((p % 12) + 1).padStart(2, '0');
    const day = String((p % 28) + 1).padStart(2, '0');
    const preOrder = p % 5 === 0;
    const looks = p % 7 === 0;
    const product: Partial<Record<CsvColumn, string>> = {
      'Event Id': p % 3 === 0 ? `event-${p % 40}` : '',
      'Designer Id': `designer-${p % 50}`,
      'Category Id': String(category.categoryId),
      'Product Brand': `Atelier ${p % 200}`,
      'Product Name': `${category.subCategory} no. ${p}`,
      'Product Code': `PC-${p}`,
      'Product Weight(LBS)': p % 4 === 0 ? '' : String(1 + (p % 9) / 2),
      Price:
        p % 2 === 0
          ? `$${1 + (p % 9)},${String(p % 1000).padStart(3, '0')}.00`
          : `${20 + (p % 500)}.99`,
      'Fabric Quality': p % 6 === 0 ? '' : 'Organic cotton',
      Description: `Soft, light ${category.category.toLowerCase()} with a "relaxed" cut, made in small batches.`,
      'Tax Rate': p % 2 === 0 ? '8.875' : '7%',
      'Start Date': `${month}/${day}/2026`,
      'Shipping Date': preOrder ? `${day}.${month}.2027` : '',
      PreOrder: preOrder ? 'TRUE' : 'false',
      BackOrder: p % 9 === 0 ? '1' : '',
      Looks: looks ? 'true' : '',
      'Look Id': looks && p % 2 === 0 ? `look-${p % 30}` : '',
      'Look Name': looks ? 'Resort edit' : '',
      'Look Description': looks ? 'Linen, sand and sea' : '',
    };
    for (let v = 0; v < variantsPerProduct; v += 1) {
      const color = colors[(p + Math.floor(v / sizes.length)) % colors.length]!.name;
      const variant: Partial<Record<CsvColumn, string>> = {
        ...product,
        'Color Name': v % 3 === 0 ? color.toUpperCase() : color,
        'Color Code': v % 2 === 0 ? '#1a2B3c' : '',
        'Alternate Color Description': NEEDS_DESCRIPTION.has(color) ? 'Hand-painted stripes' : '',
        Size: sizes[v % sizes.length]!,
        Quantity: String((p + v) % 40),
        SKU: `PC-${p}-${v}`,
      };
      rows.push(CSV_COLUMNS.map((column) => variant[column] ?? ''));
    }
  }
  // unparse builds the text by concatenation; a file read from disk is one flat string.
  return Buffer.from(Papa.unparse({ fields: [...CSV_COLUMNS], data: rows })).toString();
}
