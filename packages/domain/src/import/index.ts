// The CSV product importer's public surface.
export { CSV_COLUMNS } from './columns';
export type { CsvColumn } from './columns';
export { importProductsFromCsv } from './importProducts';
export { parseImportDate } from '../reference/dates';
export type {
  ImportContext,
  ImportedColor,
  ImportedProduct,
  ImportedSize,
  ImportMessage,
  ImportResult,
} from './types';
