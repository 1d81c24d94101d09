import Papa from 'papaparse';
import { toImportDateText } from '../reference/dates';
import { CSV_COLUMNS } from './columns';
import type { CsvColumn } from './columns';
import { neutraliseFormula } from './formulaCells';
import type { ImportedProduct } from './importedProductSchema';

function flag(value: boolean): string {
  return value ? 'TRUE' : 'FALSE';
}

/**
 * The rows of the product CSV of a list of products, one per size, in the spec's columns
 * (CSV_COLUMNS), each cell as the file holds it (./formulaCells). productsToCsv writes them;
 * the server's check of a posted list reads them with the importer's line rules, without
 * the text in between (validateImportedProducts).
 */
export function* productCsvRows(products: readonly ImportedProduct[]): Generator<string[]> {
  for (const product of products) {
    const looks = product.lookId !== '' || product.lookName !== '';
    for (const color of product.colors) {
      for (const { size, quantity, sku } of color.sizes) {
        const line: Record<CsvColumn, string> = {
          'Event Id': product.eventId ?? '',
          'Designer Id': product.designer,
          'Category Id': String(product.categoryId),
          'Product Brand': product.productBrand,
          'Product Name': product.productName,
          'Product Code': product.productCode,
          'Product Weight(LBS)': String(product.productWeight),
          Price: String(product.productPrice),
          'Color Name': color.color,
          'Color Code': color.colorCode,
          'Alternate Color Description': color.alternateColor,
          Size: size,
          Quantity: String(quantity),
          SKU: sku,
          'Product Images': '',
          'Fabric Quality': product.fabricQuality,
          Description: product.description,
          'Tax Rate': String(product.productTax),
          'Start Date': product.startDate ? toImportDateText(product.startDate) : '',
          'Shipping Date': product.shippingDate ? toImportDateText(product.shippingDate) : '',
          PreOrder: flag(product.preOrder),
          BackOrder: flag(product.backOrder),
          Looks: flag(looks),
          'Look Id': product.lookId,
          'Look Name': product.lookName,
          'Look Description': product.lookDescription ?? '',
          'Look Images': '',
        };
        yield CSV_COLUMNS.map((column) => neutraliseFormula(line[column]));
      }
    }
  }
}

/**
 * The product CSV of a list of products, one line per size, in the spec's columns: the
 * inverse of importProductsFromCsv, for export. Product values repeat on every line of
 * the product, as a spreadsheet user would fill them in. A cell a spreadsheet would run as
 * a formula is written with a leading apostrophe (./formulaCells); the importer takes it
 * off again. `header: false` gives the lines alone, for a file written page by page.
 */
export function productsToCsv(
  products: readonly ImportedProduct[],
  { header = true }: { header?: boolean } = {},
): string {
  return Papa.unparse(
    { fields: [...CSV_COLUMNS], data: [...productCsvRows(products)] },
    { header },
  );
}
