// The CSV product importer's public surface.
export { CSV_COLUMNS } from './columns';
export type { CsvColumn } from './columns';
export { checkCsvFileName } from './checkCsvFileName';
// The colour code rule of the importer and the colour form: the console's swatch preview.
export { isColorCode } from './fields';
export {
  createProductCsvReader,
  importProductsFromCsv,
  PRODUCT_CSV_PARSE_CONFIG,
  stripByteOrderMark,
} from './importProducts';
export type { CsvRecordError, ProductCsvReader } from './importProducts';
export { productCsvRows, productsToCsv } from './productsToCsv';
export { SAMPLE_PRODUCT_CSV } from './sampleCsv';
export { parseImportDate, toCalendarDate } from '../reference/dates';
export type { ImportContext, ImportMessage, ImportResult } from './types';
export {
  importedColorSchema,
  importedProductListSchema,
  importedProductSchema,
  importedSizeSchema,
} from './importedProductSchema';
export type { ImportedColor, ImportedProduct, ImportedSize } from './importedProductSchema';
export {
  firstLines as importedProductLines,
  checkImportedProducts,
  validateImportedProducts,
} from './validateImportedProducts';
export { csvText, neutraliseFormula, restoreFormula } from './formulaCells';
export type { ProductListCheck } from './validateImportedProducts';
// The product rules the importer and the product form/API share (issue 12).
export {
  PRODUCT_COLUMNS,
  PRODUCT_DEFAULTS,
  productFieldInvalid,
  productFieldMissing,
  referenceIssues,
  sizeNotInChart,
} from './productRules';
export type { ProductField, ProductIssue, ProductReferenceInput } from './productRules';
export { buildLookups } from './lookups';
export type { ImportLookups, ReferenceData } from './lookups';
