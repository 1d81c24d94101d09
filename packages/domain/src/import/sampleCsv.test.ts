import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { checkCsvFileName } from './checkCsvFileName';
import { CSV_COLUMNS } from './columns';
import { importProductsFromCsv } from './importProducts';
import { SAMPLE_PRODUCT_CSV } from './sampleCsv';
import { importContext } from './testing';

describe('SAMPLE_PRODUCT_CSV', () => {
  it("has the spec's columns in the spec's order", () => {
    const [header] = Papa.parse<string[]>(SAMPLE_PRODUCT_CSV).data;
    expect(header).toEqual([...CSV_COLUMNS]);
  });

  it('imports cleanly for a designer against the reference catalogue', () => {
    const result = importProductsFromCsv(
      SAMPLE_PRODUCT_CSV,
      importContext({ role: 'designer', userId: 'me' }),
    );
    expect(result.messages).toEqual([]);
    expect(result.products.map((product) => product.productCode)).toEqual([
      'ML-1001',
      'ML-2040',
      'ML-3001',
    ]);
    expect(result.products[1]).toMatchObject({
      preOrder: true,
      shippingDate: '2026-04-15',
      lookName: 'Resort edit',
    });
  });

  it('asks admins and staff for the Designer Id it leaves blank', () => {
    const { messages } = importProductsFromCsv(
      SAMPLE_PRODUCT_CSV,
      importContext({ role: 'admin' }),
    );
    expect(new Set(messages.map((message) => message.message.replace(/\d+$/, 'N')))).toEqual(
      new Set(['Designer Id is missing in line N']),
    );
  });
});

describe('checkCsvFileName', () => {
  it('accepts names ending in .csv, in any case', () => {
    expect(checkCsvFileName('products.csv')).toBeNull();
    expect(checkCsvFileName('PRODUCTS.CSV')).toBeNull();
  });

  it('asks for a .csv file otherwise', () => {
    for (const name of ['products.xlsx', 'products.csv.txt', 'csv', '']) {
      expect(checkCsvFileName(name)).toBe('Please import valid .csv file.');
    }
  });
});
