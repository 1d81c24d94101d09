import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from './columns';
import { importProductsFromCsv } from './importProducts';
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
