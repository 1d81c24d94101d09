import { setImmediate as nextTurn } from 'node:timers/promises';
import { effectiveRole } from '@runway-live/domain/access';
import {
  importedProductLines,
  importedProductSchema,
  checkImportedProducts,
  type ImportContext,
  type ImportedProduct,
} from '@runway-live/domain/import';
import { IMPORT_LIMITS, importMessages } from '@runway-live/domain/api';
import { productFormSchema, type ProductFormValues } from '@runway-live/domain/schemas';
import { type Catalogue } from '@runway-live/domain/reference';
import type { UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import { Rejections } from './rejections';

/** The checks of an import on the rules alone (the domain's, on the reference data read). */

/** Who imports: a designer imports their own products, admin and staff name the designer. */
export type Importer = Pick<UserRow, 'id' | 'roles'>;

/** Products checked between two turns of the event loop: other requests are answered meanwhile. */
const CHECK_CHUNK = 500;

/** Calls `check` on each item, yielding to the event loop every CHECK_CHUNK items. */
export async function inChunks<T>(items: readonly T[], check: (item: T, index: number) => void) {
  for (let start = 0; start < items.length; start += CHECK_CHUNK) {
    if (start > 0) await nextTurn();
    const end = Math.min(items.length, start + CHECK_CHUNK);
    for (let index = start; index < end; index++) check(items[index]!, index);
  }
}

/** The JSON text of the list: 400 when it is not a list, 413 over 20 MB or 50 000 variant rows. */
export function parseProductList(text: string): unknown[] {
  if (Buffer.byteLength(text) > IMPORT_LIMITS.bodyBytes) {
    throw new ApiError(413, importMessages.bodyTooLarge);
  }
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    throw new ApiError(400, importMessages.notAList);
  }
  if (!Array.isArray(list)) throw new ApiError(400, importMessages.notAList);
  if (list.length > IMPORT_LIMITS.products) throw new ApiError(413, importMessages.tooManyProducts);
  let rows = 0;
  for (const item of list) {
    const colors = (item as { colors?: unknown } | null)?.colors;
    if (!Array.isArray(colors)) continue;
    for (const color of colors) {
      const sizes = (color as { sizes?: unknown } | null)?.sizes;
      if (Array.isArray(sizes)) rows += sizes.length;
    }
  }
  if (rows > IMPORT_LIMITS.variantRows) throw new ApiError(413, importMessages.tooManyRows);
  return list;
}

export function importContextOf(user: Importer, catalogue: Catalogue): ImportContext {
  return {
    role: effectiveRole(user),
    userId: user.id,
    categories: catalogue.categories,
    colors: catalogue.colors,
    sizeCharts: Object.fromEntries(catalogue.sizeCharts.map((chart) => [chart.key, chart.sizes])),
  };
}

/** The product as the product form would send it (its look is resolved later). */
function formInput(product: ImportedProduct) {
  return {
    designerId: product.designer,
    eventId: product.eventId ?? null,
    lookId: product.lookId === '' ? null : product.lookId,
    categoryId: product.categoryId,
    productBrand: product.productBrand,
    productName: product.productName,
    productCode: product.productCode,
    productWeight: product.productWeight,
    productPrice: product.productPrice,
    productTax: product.productTax,
    fabricQuality: product.fabricQuality,
    description: product.description,
    startDate: product.startDate,
    preOrder: product.preOrder,
    shippingDate: product.shippingDate ?? null,
    backOrder: product.backOrder,
    availableAtShowTime: product.availableAtShowTime,
    images: [],
    colors: product.colors.map(({ color, colorCode, alternateColor, sizes }) => ({
      color,
      colorCode,
      alternateColor,
      sizes,
    })),
  };
}

/**
 * The checks of the rules (the domain's, on the live reference data): the shape of each
 * product, the importer's line rules, then the product form's rules. Throws ImportRejected.
 */
export async function checkedProducts(
  list: unknown[],
  context: ImportContext,
): Promise<{ products: ImportedProduct[]; values: ProductFormValues[] }> {
  const codeOf = (index: number) => {
    const code = (list[index] as { productCode?: unknown } | null)?.productCode;
    return typeof code === 'string' ? code : '';
  };
  const rejections = new Rejections(codeOf);
  const products: ImportedProduct[] = [];
  await inChunks(list, (item, index) => {
    const parsed = importedProductSchema.safeParse(item);
    if (parsed.success) products.push(parsed.data);
    for (const issue of parsed.error?.issues ?? []) {
      rejections.add(index, `${issue.path.join('.')}: ${issue.message}`);
    }
  });
  rejections.throwIfAny();

  const check = checkImportedProducts(products, context);
  if (!check.ok) {
    const lines = importedProductLines(products);
    for (const message of check.messages) {
      // The product whose lines hold the message's line (products' lines are in order).
      let index = 0;
      while (index + 1 < lines.length && (lines[index + 1] ?? 0) <= message.lineNumber) index++;
      rejections.add(index, message.message);
    }
    rejections.throwIfAny();
  }

  await nextTurn();
  const values: ProductFormValues[] = [];
  await inChunks(products, (product, index) => {
    const parsed = productFormSchema.safeParse(formInput(product));
    if (parsed.success) values.push(parsed.data);
    for (const issue of parsed.error?.issues ?? []) {
      rejections.add(index, `${issue.path.join('.')}: ${issue.message}`);
    }
  });
  rejections.throwIfAny();
  return { products, values };
}
