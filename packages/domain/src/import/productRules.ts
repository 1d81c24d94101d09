import { fieldInvalid, fieldInvalidInLine, fieldMissing, SIZE_HELP_SUFFIX } from '../messages';
import { COLORS_NEEDING_DESCRIPTION } from '../reference/catalogue';
import type { CsvColumn } from './columns';
import type { ImportLookups } from './lookups';

/**
 * The product rules written once for the importer and the product form/API (issue 12, "One
 * rule, one place"). Each product field is named by its CSV column, so the importer's
 * 'Color Name is invalid in line 4' and the form's 'Color Name is invalid' are the same
 * message of the same rule; the value readers are ./fields (readPriceText, readQuantity …), and
 * the rules that need the reference data are `referenceIssues` below, on the importer's own
 * lookups.
 */
export const PRODUCT_COLUMNS = {
  designerId: 'Designer Id',
  categoryId: 'Category Id',
  productBrand: 'Product Brand',
  productName: 'Product Name',
  productCode: 'Product Code',
  productWeight: 'Product Weight(LBS)',
  productPrice: 'Price',
  color: 'Color Name',
  colorCode: 'Color Code',
  alternateColor: 'Alternate Color Description',
  size: 'Size',
  quantity: 'Quantity',
  sku: 'SKU',
  fabricQuality: 'Fabric Quality',
  description: 'Description',
  productTax: 'Tax Rate',
  startDate: 'Start Date',
  shippingDate: 'Shipping Date',
} as const satisfies Record<string, CsvColumn>;
export type ProductField = keyof typeof PRODUCT_COLUMNS;

/**
 * What a blank Fabric Quality and a blank Product Weight(LBS) are saved as (spec section 5:
 * "Fabric Quality defaults to NA when blank", "Product Weight defaults to 1"): the import's
 * defaults, which the product form and the API share, and which the form's hints name.
 */
export const PRODUCT_DEFAULTS = { fabricQuality: 'NA', productWeight: 1 } as const;

/** 'Product Code is missing' */
export const productFieldMissing = (field: ProductField): string =>
  fieldMissing(PRODUCT_COLUMNS[field]);

/** 'Color Name is invalid' */
export const productFieldInvalid = (field: ProductField): string =>
  fieldInvalid(PRODUCT_COLUMNS[field]);

/**
 * A size not in the category's chart: 'Size is invalid in line 4, please refer Help
 * Section.' in the importer, the same without the line in the form.
 */
export function sizeNotInChart(lineNumber?: number): string {
  const invalid =
    lineNumber === undefined
      ? productFieldInvalid('size')
      : fieldInvalidInLine(PRODUCT_COLUMNS.size, lineNumber);
  return invalid + SIZE_HELP_SUFFIX;
}

const NEEDING_DESCRIPTION: ReadonlySet<string> = new Set(COLORS_NEEDING_DESCRIPTION);

/** Pattern, Animal, Floral, Metallic and Multicolor say nothing without a description. */
export function missingAlternateColor(color: string, alternateColor: string): boolean {
  return alternateColor === '' && NEEDING_DESCRIPTION.has(color);
}

/** What the reference rules read of a product. */
export type ProductReferenceInput = {
  categoryId: number;
  colors: readonly { color: string; sizes: readonly { size: string }[] }[];
};

export type ProductIssue = { path: (string | number)[]; message: string };

/**
 * The rules that need the reference data, as the importer applies them line by line: the
 * category is known, each colour is a known colour, each size is in the category's chart.
 * (The alternate colour description of Pattern, Animal… is checked by the schema, which
 * knows those names without the reference data.)
 */
export function referenceIssues(
  product: ProductReferenceInput,
  lookups: ImportLookups,
): ProductIssue[] {
  const category = lookups.categoryById.get(String(product.categoryId));
  if (category === undefined) {
    return [{ path: ['categoryId'], message: productFieldInvalid('categoryId') }];
  }
  const sizes = lookups.sizesByChart.get(category.size) ?? new Set<string>();
  const issues: ProductIssue[] = [];
  product.colors.forEach((color, colorIndex) => {
    if (lookups.knownColor(color.color) === null) {
      issues.push({ path: ['colors', colorIndex, 'color'], message: productFieldInvalid('color') });
    }
    color.sizes.forEach((size, sizeIndex) => {
      if (!sizes.has(size.size)) {
        issues.push({
          path: ['colors', colorIndex, 'sizes', sizeIndex, 'size'],
          message: sizeNotInChart(),
        });
      }
    });
  });
  return issues;
}
