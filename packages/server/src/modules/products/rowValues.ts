import type { ProductFormValues } from '@runway-live/domain/schemas';
import type { NewProductRow } from './repository';

/** The category record's names a product copies (section 3, Reference data). */
export type ProductCategoryNames = {
  gender: string;
  type: string;
  category: string;
  subCategory: string;
};

/**
 * The stored row of a checked product, written once for the product form's create and
 * update and for the CSV import: the category's names copied from the category record,
 * colour names as the importer writes them ('navy' → the
 * known 'Navy').
 */
export function productRowValues(
  designerId: string,
  product: ProductFormValues,
  category: ProductCategoryNames,
  knownColor: (text: string) => string | null,
): NewProductRow {
  const { designerId: _named, ...fields } = product;
  return {
    ...fields,
    designerId,
    productType: 'main',
    gender: category.gender,
    superCategory: category.type,
    category: category.category,
    subCategory: category.subCategory,
    colors: product.colors.map((color) => ({
      ...color,
      color: knownColor(color.color) ?? color.color,
    })),
  };
}

/**
 * The day a product starts: its Start Date, or, for a product saved without one, the day
 * it was created. The import gives every product a Start Date (a blank one is the import's
 * day), so the export writes this day and an import of the export leaves the product as it
 * is.
 */
export function effectiveStartDate(row: { startDate: string | null; createdAt: Date }): string {
  return row.startDate ?? row.createdAt.toISOString().slice(0, 10);
}
