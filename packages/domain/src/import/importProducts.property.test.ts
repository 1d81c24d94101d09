import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { importableProducts } from './arbitraries';
import { CSV_COLUMNS } from './columns';
import type { CsvColumn } from './columns';
import { importProductsFromCsv } from './importProducts';
import { productsToCsv } from './productsToCsv';
import { importContext } from './testing';

// Valid and invalid values per column. Valid ones are drawn far more often, so that a
// good share of the generated lines import and the rest fail one rule or another.
const POOLS: Partial<Record<CsvColumn, { valid: string[]; invalid: string[] }>> = {
  'Designer Id': { valid: ['d1', 'd2'], invalid: [''] },
  'Category Id': { valid: ['1001', '1006'], invalid: ['99', ''] },
  'Product Brand': { valid: ['Brand'], invalid: [''] },
  'Product Name': { valid: ['Name'], invalid: [''] },
  'Product Code': { valid: ['P1', 'P2', 'P3', 'P4', 'P5', 'P6'], invalid: [''] },
  'Product Weight(LBS)': { valid: ['', '2.5'], invalid: ['0', 'heavy'] },
  Price: { valid: ['10', '$1,000.50'], invalid: ['x', ''] },
  'Color Name': { valid: ['black', 'NAVY', 'Red'], invalid: ['Nope', ''] },
  'Color Code': { valid: ['', '#a1B2c3'], invalid: ['red'] },
  'Alternate Color Description': { valid: ['', 'Print'], invalid: [] },
  Size: { valid: ['XS', 'S', 'M', 'L', 'XL'], invalid: ['28', ''] },
  Quantity: { valid: ['1', '0', '7'], invalid: ['-1', ''] },
  Description: { valid: ['A dress', 'Two\nlines, "quoted"'], invalid: [''] },
  'Tax Rate': { valid: ['8', '7%'], invalid: ['x', ''] },
  'Start Date': { valid: ['03/04/2026', '25.12.2026', ''], invalid: ['02/30/2026'] },
  'Shipping Date': { valid: ['25.12.2026'], invalid: ['', 'later'] },
  PreOrder: { valid: ['false', 'TRUE'], invalid: [] },
  Looks: { valid: ['', '1'], invalid: [] },
  'Look Id': { valid: ['look-1'], invalid: [''] },
  'Look Name': { valid: ['Look'], invalid: [] },
  'Look Description': { valid: ['Sea'], invalid: [''] },
};

function cellArbitrary(column: CsvColumn): fc.Arbitrary<string> {
  const { valid, invalid } = POOLS[column] ?? { valid: ['x'], invalid: [] };
  return fc.oneof(
    { weight: 40, arbitrary: fc.constantFrom(...valid) },
    { weight: invalid.length > 0 ? 1 : 0, arbitrary: fc.constantFrom(...invalid, '') },
    { weight: 1, arbitrary: fc.string({ maxLength: 3 }) },
  );
}

// A data line: usually a full row (its SKU filled in later), sometimes a ragged one.
const lineArbitrary = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(...CSV_COLUMNS.map(cellArbitrary)) as fc.Arbitrary<string[]> },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 3 }), { minLength: 1, maxLength: 30 }) },
);
const skuKind = fc.oneof(
  { weight: 8, arbitrary: fc.constant('unique') },
  { weight: 1, arbitrary: fc.constant('blank') },
  { weight: 1, arbitrary: fc.constant('shared') },
);

const SKU = CSV_COLUMNS.indexOf('SKU');

describe('importProductsFromCsv: properties', () => {
  it('never throws, whatever the text', () => {
    const csvish = fc.string({
      unit: fc.constantFrom('a', ',', '"', '\n', '\r', ' ', '\uFEFF', 'Product Code', 'SKU', '1'),
    });
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary' }), csvish),
        fc.boolean(),
        (body, withHeader) => {
          const text = withHeader ? `${CSV_COLUMNS.join(',')}\n${body}` : body;
          const result = importProductsFromCsv(text, importContext());
          expect(Array.isArray(result.products) && Array.isArray(result.messages)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('imports each data line once, or gives it an Error, or skips it for its column count with a Warning', () => {
    let imported = 0;
    let dataLines = 0;
    fc.assert(
      fc.property(fc.array(fc.tuple(lineArbitrary, skuKind), { maxLength: 25 }), (generated) => {
        const rows = generated.map(([cells, kind], index) => {
          if (cells.length !== CSV_COLUMNS.length) return cells;
          const sku = kind === 'unique' ? `L${index}` : kind === 'shared' ? 'shared' : '';
          return cells.map((cell, column) => (column === SKU ? sku : cell));
        });
        // One unparse per line: given a header, unparse would pad ragged rows to its width.
        const text = [CSV_COLUMNS, ...rows].map((row) => Papa.unparse([row])).join('\r\n');
        const { products, messages, fileError } = importProductsFromCsv(text, importContext());
        expect(fileError).toBeUndefined();

        const sizes = products.flatMap((product) => product.colors.flatMap((color) => color.sizes));
        const errorLines = new Set(
          messages
            .filter((message) => message.errorType === 'Error')
            .map((message) => message.lineNumber),
        );
        const isBlank = (row: string[]) => row.every((cell) => cell.trim() === '');
        let lastContentRow = rows.length - 1;
        while (lastContentRow >= 0 && isBlank(rows[lastContentRow] ?? [])) lastContentRow -= 1;

        let linesImported = 0;
        rows.forEach((row, index) => {
          const line = index + 2;
          const fullRow = row.length === CSV_COLUMNS.length;
          if (index > lastContentRow) {
            expect(messages.filter((message) => message.lineNumber === line)).toEqual([]);
            return;
          }
          if (!fullRow) {
            // Skipped with one Warning (issue 19), unless it holds nothing at all.
            const said = messages.filter((message) => message.lineNumber === line);
            expect(said.map((message) => message.errorType)).toEqual(
              isBlank(row) ? [] : ['Warning'],
            );
            return;
          }
          const ownSizes = sizes.filter((size) => size.sku === row[SKU]).length;
          if (row[SKU] === `L${index}`) expect(ownSizes + (errorLines.has(line) ? 1 : 0)).toBe(1);
          if (!errorLines.has(line)) linesImported += 1;
        });
        expect(sizes).toHaveLength(linesImported);
        imported += linesImported;
        dataLines += rows.length;
      }),
      { numRuns: 300 },
    );
    // The property says little unless many generated lines do import.
    expect(imported / dataLines).toBeGreaterThan(0.1);
  });

  it('gives back the products productsToCsv wrote', () => {
    fc.assert(
      fc.property(importableProducts, (products) => {
        const result = importProductsFromCsv(productsToCsv(products), importContext());
        expect(result.messages).toEqual([]);
        expect(result.products).toEqual(products);
      }),
      { numRuns: 200 },
    );
  });
});
