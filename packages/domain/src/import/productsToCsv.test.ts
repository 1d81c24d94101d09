import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from './columns';
import { importProductsFromCsv } from './importProducts';
import { neutraliseFormula, restoreFormula } from './formulaCells';
import { productsToCsv } from './productsToCsv';
import { csvOf, goodLine, importContext } from './testing';

describe('productsToCsv', () => {
  it('writes one line per size, with the product values on each, dates as MM/dd/yyyy', () => {
    const { products } = importProductsFromCsv(
      csvOf([
        goodLine({ 'Start Date': '25/12/2026', PreOrder: 'true', 'Shipping Date': '1.2.2027' }),
        goodLine({
          Size: 'L',
          SKU: 'ML-1-BLK-L',
          'Start Date': '25/12/2026',
          PreOrder: 'true',
          'Shipping Date': '1.2.2027',
        }),
      ]),
      importContext(),
    );
    const rows = Papa.parse<Record<string, string>>(productsToCsv(products), { header: true }).data;
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0] ?? {})).toEqual([...CSV_COLUMNS]);
    expect(
      rows.map((row) => [
        row['SKU'],
        row['Start Date'],
        row['Shipping Date'],
        row['PreOrder'],
        row['Looks'],
      ]),
    ).toEqual([
      ['ML-1-BLK-M', '12/25/2026', '01/02/2027', 'TRUE', 'FALSE'],
      ['ML-1-BLK-L', '12/25/2026', '01/02/2027', 'TRUE', 'FALSE'],
    ]);
  });

  it('writes only the header for no products', () => {
    expect(productsToCsv([])).toBe(`${CSV_COLUMNS.join(',')}\r\n`);
  });
});

describe('formula cells (spreadsheet formula injection)', () => {
  it.each([
    ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ["'=x", "''=x"],
    ["'plain", "'plain"],
    ['plain', 'plain'],
  ])('writes %j as %j and reads it back', (value, written) => {
    expect(neutraliseFormula(value)).toBe(written);
    expect(restoreFormula(written)).toBe(value);
  });

  it('neutralises a formula in any cell of the export, and the import restores it', () => {
    const { products } = importProductsFromCsv(
      csvOf([goodLine({ 'Product Name': `'=1+1`, Description: '@cmd' })]),
      importContext(),
    );
    expect(products[0]?.productName).toBe('=1+1');
    const text = productsToCsv(products);
    const row = Papa.parse<Record<string, string>>(text, { header: true }).data[0]!;
    expect(row['Product Name']).toBe(`'=1+1`);
    expect(row['Description']).toBe(`'@cmd`);
    expect(importProductsFromCsv(text, importContext()).products).toEqual(products);
  });

  it('writes the lines without the header when asked', () => {
    const { products } = importProductsFromCsv(csvOf([goodLine()]), importContext());
    expect(productsToCsv(products, { header: false })).toBe(
      productsToCsv(products).split('\r\n').slice(1).join('\r\n'),
    );
  });
});
