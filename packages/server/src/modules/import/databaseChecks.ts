import { and, eq, inArray, sql } from 'drizzle-orm';
import { apiMessages, eventMessages, productMessages } from '@runway-live/domain/api';
import { fieldInvalidInLine } from '@runway-live/domain/messages';
import { importedProductLines, type ImportedProduct } from '@runway-live/domain/import';
import { events, looks, products as productTable, users } from '../../db/schema';
import { ownerOf } from '../../resources/ownership';
import type { Transaction } from '../../resources/transaction';
import type { ProductRow } from '../products/repository';
import { Rejections } from './rejections';
import type { Importer } from './productRules';
import { asJson, keyOf } from './storedRows';

/** What the database says about the designers, events, looks and SKUs the file names. */
export async function databaseChecks(
  tx: Transaction,
  user: Importer,
  products: ImportedProduct[],
  existing: ReadonlyMap<string, ProductRow>,
): Promise<void> {
  const lines = importedProductLines(products);
  const rejections = new Rejections((index) => products[index]?.productCode ?? '');
  const designerIds = [...new Set(products.map((product) => product.designer))];

  // Admin and staff name designers: each must be an existing designer's id.
  if (ownerOf(user) === null) {
    const rows = await tx
      .select({ id: users.id, roles: users.roles })
      .from(users)
      .where(
        sql`${users.id} in (select (jsonb_array_elements_text(${asJson(designerIds)}::jsonb))::uuid)`,
      );
    const designers = new Set(
      rows.filter((row) => row.roles[0] === 'designer').map((row) => row.id),
    );
    products.forEach((product, index) => {
      if (!designers.has(product.designer)) {
        rejections.add(index, fieldInvalidInLine('Designer Id', lines[index] ?? 0));
      }
    });
  }

  // Events and looks named by id: the product's own designer's (another's reads as unknown).
  const ownerOfIds = async (table: typeof events | typeof looks, ids: string[]) => {
    if (ids.length === 0) return new Map<string, string>();
    const rows = await tx
      .select({ id: table.id, designerId: table.designerId })
      .from(table)
      .where(sql`${table.id} in (select (jsonb_array_elements_text(${asJson(ids)}::jsonb))::uuid)`);
    return new Map(rows.map((row) => [row.id, row.designerId]));
  };
  const eventOwners = await ownerOfIds(events, [
    ...new Set(products.flatMap((product) => (product.eventId ? [product.eventId] : []))),
  ]);
  const lookOwners = await ownerOfIds(looks, [
    ...new Set(products.flatMap((product) => (product.lookId ? [product.lookId] : []))),
  ]);
  products.forEach((product, index) => {
    if (product.eventId && eventOwners.get(product.eventId) !== product.designer) {
      rejections.add(index, apiMessages.eventIdUnknown);
    }
    if (product.lookId && lookOwners.get(product.lookId) !== product.designer) {
      rejections.add(index, apiMessages.lookIdUnknown);
    }
  });

  // A stored product in an ended show stays in it (issue 27): its record and replay keep it.
  const leaving = products.flatMap((product, index) => {
    const stored = existing.get(keyOf(product.designer, product.productCode));
    return stored?.eventId && stored.eventId !== (product.eventId ?? null)
      ? [{ index, name: stored.productName, eventId: stored.eventId }]
      : [];
  });
  if (leaving.length > 0) {
    const ended = await tx
      .select({ id: events.id, title: events.title })
      .from(events)
      .where(
        and(
          eq(events.status, 'ended'),
          inArray(events.id, [...new Set(leaving.map((entry) => entry.eventId))]),
        ),
      );
    const titles = new Map(ended.map((event) => [event.id, event.title]));
    for (const { index, name, eventId } of leaving) {
      const title = titles.get(eventId);
      if (title !== undefined)
        rejections.add(index, eventMessages.inEndedEvent('eventId', name, title));
    }
  }

  // A SKU is unique per designer across products: one the file gives a product may be
  // used only by a product the file also writes (its variants are replaced).
  for (const designerId of designerIds) {
    const mine = products
      .map((product, index) => ({ product, index }))
      .filter(({ product }) => product.designer === designerId);
    const skuOwner = new Map<string, number>();
    for (const { product, index } of mine) {
      for (const color of product.colors)
        for (const size of color.sizes) skuOwner.set(size.sku, index);
    }
    const codes = new Set(mine.map(({ product }) => product.productCode));
    const { rows } = (await tx.execute(sql`
      select ${productTable.productCode} as code, sized.v ->> 'sku' as sku
      from ${productTable}, jsonb_array_elements(${productTable.colors}) as variant(v),
        jsonb_array_elements(variant.v -> 'sizes') as sized(v)
      where ${productTable.designerId} = ${designerId}
        and sized.v ->> 'sku' in (select jsonb_array_elements_text(${asJson([...skuOwner.keys()])}::jsonb))`)) as {
      rows: { code: string; sku: string }[];
    };
    for (const row of rows) {
      const index = skuOwner.get(row.sku);
      if (index !== undefined && !codes.has(row.code)) {
        rejections.add(index, productMessages.skuTaken(row.sku));
      }
    }
  }
  rejections.throwIfAny();
}
