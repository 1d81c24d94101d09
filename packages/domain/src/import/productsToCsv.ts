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
    // A product's cells repeat on each of its lines, a colour's on each of its sizes:
    // each is written once, and the lines are copies.
    const productLine = emptyLine();
    const looks = product.lookId !== '' || product.lookName !== '';
    put(productLine, 'Event Id', product.eventId ?? '');
    put(productLine, 'Designer Id', product.designer);
    put(productLine, 'Category Id', String(product.categoryId));
    put(productLine, 'Product Brand', product.productBrand);
    put(productLine, 'Product Name', product.productName);
    put(productLine, 'Product Code', product.productCode);
    put(productLine, 'Product Weight(LBS)', String(product.productWeight));
    put(productLine, 'Price', String(product.productPrice));
    put(productLine, 'Fabric Quality', product.fabricQuality);
    put(productLine, 'Description', product.description);
    put(productLine, 'Tax Rate', String(product.productTax));
    put(productLine, 'Start Date', product.startDate ? toImportDateText(product.startDate) : '');
    put(
      productLine,
      'Shipping Date',
      product.shippingDate ? toImportDateText(product.shippingDate) : '',
    );
    put(productLine, 'PreOrder', flag(product.preOrder));
    put(productLine, 'BackOrder', flag(product.backOrder));
    put(productLine, 'Looks', flag(looks));
    put(productLine, 'Look Id', product.lookId);
    put(productLine, 'Look Name', product.lookName);
    put(productLine, 'Look Description', product.lookDescription ?? '');
    for (const color of product.colors) {
      const colorLine = productLine.slice();
      put(colorLine, 'Color Name', color.color);
      put(colorLine, 'Color Code', color.colorCode);
      put(colorLine, 'Alternate Color Description', color.alternateColor);
      for (const { size, quantity, sku } of color.sizes) {
        const line = colorLine.slice();
        put(line, 'Size', size);
        put(line, 'Quantity', String(quantity));
        put(line, 'SKU', sku);
        yield line;
      }
    }
  }
}

const POSITION = Object.fromEntries(CSV_COLUMNS.map((column, index) => [column, index])) as Record<
  CsvColumn,
  number
>;

/** A line of the spec's columns, all empty (Product Images and Look Images stay so). */
function emptyLine(): string[] {
  return CSV_COLUMNS.map(() => '');
}

/** Puts a value in its column, as the file holds it. */
function put(line: string[], column: CsvColumn, value: string): void {
  line[POSITION[column]] = neutraliseFormula(value);
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
