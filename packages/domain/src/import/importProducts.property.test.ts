import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { importableProducts } from './arbitraries';
import { CSV_COLUMNS } from './columns';
import type { CsvColumn } from './columns';
import { importProductsFromCsv } from './importProducts';
import { productsToCsv } from './productsToCsv';
import { importContext } from './testing';

// Plausible and implausible values per column, so that generated lines pass some rules
// and fail others.
const POOLS: Partial<Record<CsvColumn, string[]>> = {
  'Designer Id': ['d1', 'd2'],
  'Category Id': ['1001', '1020', '99'],
  'Product Brand': ['Brand'],
  'Product Name': ['Name'],
  'Product Code': ['P1', 'P2'],
  Price: ['10', '$1,000', 'x'],
  'Color Name': ['black', 'Floral', 'Nope'],
  'Alternate Color Description': ['Print'],
  Size: ['M', '28', 'XXL'],
  Quantity: ['1', '0', '-1'],
  Description: ['A dress', 'Two\nlines, quoted'],
  'Tax Rate': ['8', 'x'],
  'Start Date': ['03/04/2026', '02/30/2026'],
  'Shipping Date': ['25.12.2026'],
  PreOrder: ['TRUE', 'false'],
  Looks: ['1', ''],
  'Look Name': ['Look'],
};

function cellArbitrary(column: CsvColumn): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 4, arbitrary: fc.constantFrom(...(POOLS[column] ?? ['x'])) },
    { weight: 1, arbitrary: fc.string({ maxLength: 3 }) },
  );
}

// A data line: usually a full row (its SKU filled in later), sometimes a ragged one.
const lineArbitrary = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(...CSV_COLUMNS.map(cellArbitrary)) as fc.Arbitrary<string[]> },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 3 }), { minLength: 1, maxLength: 30 }) },
);
const skuKind = fc.constantFrom('unique', 'blank', 'shared');

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

  it('imports each data line once, or gives it an Error, or skips it for its column count', () => {
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
          if (!fullRow || index > lastContentRow) {
            expect(messages.filter((message) => message.lineNumber === line)).toEqual([]);
            return;
          }
          const ownSizes = sizes.filter((size) => size.sku === row[SKU]).length;
          if (row[SKU] === `L${index}`) expect(ownSizes + (errorLines.has(line) ? 1 : 0)).toBe(1);
          if (!errorLines.has(line)) linesImported += 1;
        });
        expect(sizes).toHaveLength(linesImported);
      }),
      { numRuns: 300 },
    );
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
