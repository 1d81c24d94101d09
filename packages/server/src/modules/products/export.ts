import { Readable } from 'node:stream';
import { and, asc, gt, sql } from 'drizzle-orm';
import { type ProductListFilter, type productExportQuerySchema } from '@runway-live/domain/api';
import { productsToCsv, type ImportedProduct } from '@runway-live/domain/import';
import type * as z from 'zod';
import type { AppContext } from '../../context';
import { products, type UserRow } from '../../db/schema';
import { listConditions } from '../../lists/listPage';
import { ownedBy } from '../../resources/ownership';
import type { ProductRow } from './repository';
import { effectiveStartDate } from './rowValues';
import { PRODUCT_LIST } from './service';

/** Products read per page while the file is written. */
export const EXPORT_PAGE = 500;

/** A stored product as the import takes it (a file carries no images). */
export function importedProductOf(row: ProductRow): ImportedProduct {
  const shippingDate = row.shippingDate ?? '';
  return {
    ...(row.eventId ? { eventId: row.eventId } : {}),
    designer: row.designerId,
    productType: 'main',
    lookId: row.lookId ?? '',
    lookName: '',
    categoryId: row.categoryId,
    gender: row.gender,
    superCategory: row.superCategory,
    category: row.category,
    subCategory: row.subCategory,
    productName: row.productName,
    productCode: row.productCode,
    productPrice: row.productPrice,
    fabricQuality: row.fabricQuality,
    productBrand: row.productBrand,
    startDate: effectiveStartDate(row),
    productWeight: row.productWeight,
    description: row.description,
    productTax: row.productTax,
    availableAtShowTime: true,
    preOrder: row.preOrder,
    ...(shippingDate ? { shippingDate } : {}),
    backOrder: row.backOrder,
    images: [],
    colors: row.colors.map((color) => ({
      color: color.color,
      colorCode: color.colorCode,
      alternateColor: color.alternateColor,
      swatch: '',
      images: [],
      sizes: color.sizes,
    })),
  };
}

/** A UTF-8 byte-order mark: Excel then reads the file as UTF-8, and accents survive. */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * The products the list's filters (GET /api/v2/products/export) or the selected ids (POST)
 * select, in the import's format, written as they are read: keyset pages in id order,
 * never the whole file in memory. A designer's export holds only their own products.
 */
export function exportProducts(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'roles'>,
  filters: z.output<typeof productExportQuerySchema>,
  ids: readonly string[] = [],
): Readable {
  const where = and(
    ownedBy(products.designerId, user),
    listConditions(PRODUCT_LIST, { ...filters, page: 1, limit: 1 } as ProductListFilter),
    ids.length > 0
      ? sql`${products.id} in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::uuid)`
      : undefined,
  );
  async function* lines() {
    // The importer takes the mark off again (stripByteOrderMark).
    yield BYTE_ORDER_MARK + productsToCsv([]);
    let after: string | null = null;
    for (;;) {
      const page: ProductRow[] = await ctx.database.db
        .select()
        .from(products)
        .where(and(where, after === null ? undefined : gt(products.id, after)))
        .orderBy(asc(products.id))
        .limit(EXPORT_PAGE);
      if (page.length === 0) return;
      yield `${productsToCsv(page.map(importedProductOf), { header: false })}\r\n`;
      if (page.length < EXPORT_PAGE) return;
      after = page.at(-1)!.id;
    }
  }
  return Readable.from(lines());
}
