import type { ProductColor } from '../../db/schema';
import type { NewProductRow, ProductRow } from '../products/repository';
import { effectiveStartDate } from '../products/rowValues';

/**
 * What an import changes in a stored product: the fields the file carries, compared as
 * the database stores them (money, tax and weight at two decimals: a file's 8.875 % is the
 * stored 8.88, not a change), and the variants. Status, images and the designer are not
 * in the file and never change.
 */
export const COMPARED = [
  'eventId',
  'lookId',
  'productName',
  'productBrand',
  'productPrice',
  'productTax',
  'productWeight',
  'fabricQuality',
  'description',
  'categoryId',
  'gender',
  'superCategory',
  'category',
  'subCategory',
  'startDate',
  'preOrder',
  'shippingDate',
  'backOrder',
  'availableAtShowTime',
  'colors',
] as const satisfies readonly (keyof ProductRow)[];

const TWO_DECIMALS = new Set<string>(['productPrice', 'productTax', 'productWeight']);

const cents = (value: unknown) => Math.round(Number(value) * 100);
// Dates are calendar dates (API.md): a stored time of day is not a difference.
/** The variants in a key order of their own (jsonb reorders an object's keys). */
function variantsKey(colors: readonly ProductColor[]): string {
  return JSON.stringify(
    colors.map((color) => [
      color.color,
      color.colorCode,
      color.alternateColor,
      color.swatch,
      color.images,
      color.sizes.map((size) => [size.size, size.quantity, size.sku]),
    ]),
  );
}

function same(field: (typeof COMPARED)[number], stored: unknown, next: unknown): boolean {
  if (field === 'colors') {
    return variantsKey(stored as ProductColor[]) === variantsKey(next as ProductColor[]);
  }
  if (TWO_DECIMALS.has(field)) return cents(stored) === cents(next);
  return (stored ?? null) === (next ?? null);
}

/** The names of the fields `next` changes in the stored product. */
export function changedFields(stored: ProductRow, next: NewProductRow): string[] {
  // A product saved without a Start Date started the day it was created.
  const current = { ...stored, startDate: effectiveStartDate(stored) };
  return COMPARED.filter((field) => !same(field, current[field], next[field]));
}

/**
 * The imported variants, matched to the stored ones: a file carries no images, so a
 * colour keeps the images and swatch of the stored colour of the same name, or else of the
 * stored colour that held one of its SKUs.
 */
export function mergedVariants(
  stored: readonly ProductColor[],
  imported: readonly ProductColor[],
): ProductColor[] {
  const byName = new Map(stored.map((color) => [color.color, color]));
  const bySku = new Map(
    stored.flatMap((color) => color.sizes.map((size) => [size.sku, color] as const)),
  );
  return imported.map((color) => {
    const match =
      byName.get(color.color) ??
      color.sizes.map((size) => bySku.get(size.sku)).find((found) => found !== undefined);
    return match ? { ...color, images: match.images, swatch: match.swatch } : color;
  });
}
