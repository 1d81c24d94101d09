import Papa from 'papaparse';
import { DEFAULT_CATALOGUE, sizeChartMap } from '../reference/catalogue';
import { CSV_COLUMNS } from './columns';
import type { CsvColumn } from './columns';
import type { ImportContext } from './types';

// Helpers for the importer's tests: a context on the reference catalogue and CSV lines
// written by column name.

export type Line = Partial<Record<CsvColumn, string>>;

export function importContext(overrides: Partial<ImportContext> = {}): ImportContext {
  return {
    role: 'admin',
    userId: 'designer-self',
    categories: DEFAULT_CATALOGUE.categories,
    colors: DEFAULT_CATALOGUE.colors,
    sizeCharts: sizeChartMap(DEFAULT_CATALOGUE.sizeCharts),
    today: new Date(2026, 0, 15),
    ...overrides,
  };
}

/** A line that imports cleanly for an admin: a black size-M mini dress (category 1001). */
export function goodLine(overrides: Line = {}): Line {
  return {
    'Designer Id': 'designer-1',
    'Category Id': '1001',
    'Product Brand': 'Maison Lune',
    'Product Name': 'Slip dress',
    'Product Code': 'ML-1',
    Price: '189',
    'Color Name': 'Black',
    Size: 'M',
    Quantity: '5',
    SKU: 'ML-1-BLK-M',
    Description: 'Bias-cut, fully lined.',
    'Tax Rate': '8.875',
    'Start Date': '03/01/2026',
    ...overrides,
  };
}

/** The CSV text of these lines under the spec's header (or another one). */
export function csvOf(lines: Line[], columns: readonly string[] = CSV_COLUMNS): string {
  return Papa.unparse({
    fields: [...columns],
    data: lines.map((line) => columns.map((column) => line[column as CsvColumn] ?? '')),
  });
}
