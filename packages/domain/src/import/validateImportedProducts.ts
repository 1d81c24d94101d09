import { fieldInvalidInLine } from '../messages';
import { isAdminOrStaff } from '../roles';
import { importedProductListSchema, type ImportedProduct } from './importedProductSchema';
import { CSV_COLUMNS } from './columns';
import { buildLookups } from './lookups';
import { valueAlreadyUsed } from './messages';
import { productCsvRows } from './productsToCsv';
import { ProductSheet } from './productSheet';
import type { ImportContext, ImportMessage } from './types';

export type ProductListCheck =
  { ok: true; products: ImportedProduct[] } | { ok: false; messages: ImportMessage[] };

function error(lineNumber: number, message: string): ImportMessage {
  return { errorType: 'Error', lineNumber, message };
}

/** The line each product starts on in productsToCsv(products): the header is line 1. */
export function firstLines(products: readonly ImportedProduct[]): number[] {
  let line = 2;
  return products.map((product) => {
    const first = line;
    for (const color of product.colors) line += color.sizes.length;
    return first;
  });
}

/** What the CSV cannot say: who owns the products, and which ones repeat. */
function listErrors(products: readonly ImportedProduct[], context: ImportContext): ImportMessage[] {
  const errors: ImportMessage[] = [];
  const lines = firstLines(products);
  const productLines = new Map<string, number>();
  products.forEach((product, index) => {
    const line = lines[index] ?? 0;
    if (!isAdminOrStaff(context.role) && product.designer !== context.userId) {
      errors.push(error(line, fieldInvalidInLine('Designer Id', line)));
    }
    const key = JSON.stringify([product.designer, product.productCode]);
    const firstLine = productLines.get(key);
    if (firstLine === undefined) productLines.set(key, line);
    else errors.push(error(line, valueAlreadyUsed('Product Code', line, firstLine)));

    let colorLine = line;
    const colorLines = new Map<string, number>();
    for (const color of product.colors) {
      const earlier = colorLines.get(color.color);
      if (earlier === undefined) colorLines.set(color.color, colorLine);
      else errors.push(error(colorLine, valueAlreadyUsed('Color Name', colorLine, earlier)));
      colorLine += color.sizes.length;
    }
  });
  return errors;
}

/**
 * The server's check of a posted product list (`POST /api/v2/import`): the same rules as a
 * CSV import, the importer's own line rules (ProductSheet) applied to the lines
 * productsToCsv(list) would write. The list passes when they give no Error and build the
 * very same products (the category values must be the category record's, colour names as
 * the importer writes them). Line numbers in the messages are those of
 * productsToCsv(list); 0 marks a value of the wrong shape.
 */
export function validateImportedProducts(input: unknown, context: ImportContext): ProductListCheck {
  const parsed = importedProductListSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      messages: parsed.error.issues.map((issue) =>
        error(0, `${['products', ...issue.path].join('.')}: ${issue.message}`),
      ),
    };
  }
  return checkImportedProducts(parsed.data, context);
}

/**
 * validateImportedProducts of products already parsed by importedProductSchema (the server
 * parses each product once, to name the product a shape error belongs to).
 */
export function checkImportedProducts(
  products: ImportedProduct[],
  context: ImportContext,
): ProductListCheck {
  const errors = listErrors(products, context);
  if (errors.length > 0) return { ok: false, messages: errors };

  // The lines go straight from the rows to the line rules: no CSV text written and re-read.
  const sheet = new ProductSheet(context, buildLookups(context), CSV_COLUMNS);
  let line = 1;
  for (const row of productCsvRows(products)) sheet.readLine(row, ++line);
  const ruleErrors = sheet.messages.filter((message) => message.errorType === 'Error');
  if (ruleErrors.length > 0) return { ok: false, messages: ruleErrors };

  const lines = firstLines(products);
  const differences = products.flatMap((product, index) => {
    const field = differingField(product, sheet.products[index]);
    const line = lines[index] ?? 0;
    return field === null ? [] : [error(line, fieldInvalidInLine(field, line))];
  });
  return differences.length > 0 ? { ok: false, messages: differences } : { ok: true, products };
}

const CATEGORY_FIELDS = [
  'categoryId',
  'gender',
  'superCategory',
  'category',
  'subCategory',
] as const;

/** The column to blame when a product does not come back from its CSV as it went in. */
function differingField(
  product: ImportedProduct,
  imported: ImportedProduct | undefined,
): string | null {
  if (imported === undefined) return 'Product Code';
  if (CATEGORY_FIELDS.some((field) => product[field] !== imported[field])) return 'Category Id';
  if (product.colors.some((color, index) => color.color !== imported.colors[index]?.color)) {
    return 'Color Name';
  }
  return sameValue(product, imported) ? null : 'Product Code';
}

/**
 * The same JSON value, whatever the order of the objects' keys (a parsed and an imported
 * product list their keys in different orders). Compared in place: no copies, no strings.
 */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((entry, index) => sameValue(entry, b[index]));
  }
  if (Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
