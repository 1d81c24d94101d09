import { and, eq, sql } from 'drizzle-orm';
import type { ImportedProduct } from '@runway-live/domain/import';
import { looks, products as productTable } from '../../db/schema';
import type { Transaction } from '../../resources/transaction';
import type { ProductRow } from '../products/repository';

/** The stored rows an import names: its products and its looks by name. */

/** A list as a JSON parameter: one bound value however long the list. */
export const asJson = (values: readonly string[]) => JSON.stringify(values);

/** A product (or look) of a designer, as a map key. */
export const keyOf = (designerId: string, productCode: string) =>
  `${designerId}\u0000${productCode}`;

/** The stored products the file names, by (designer, product code). */
export async function existingProducts(tx: Transaction, products: ImportedProduct[]) {
  const byDesigner = new Map<string, string[]>();
  for (const product of products) {
    const codes = byDesigner.get(product.designer) ?? [];
    codes.push(product.productCode);
    byDesigner.set(product.designer, codes);
  }
  const existing = new Map<string, ProductRow>();
  for (const [designerId, codes] of byDesigner) {
    const rows = await tx
      .select()
      .from(productTable)
      .where(
        and(
          eq(productTable.designerId, designerId),
          sql`${productTable.productCode} in (select jsonb_array_elements_text(${asJson(codes)}::jsonb))`,
        ),
      );
    for (const row of rows) existing.set(keyOf(row.designerId, row.productCode), row);
  }
  return existing;
}

/**
 * The looks the products name by Look Name (and Look Description): the designer's look of
 * that name (the oldest), or a new one (created only when writing). Answers each product's
 * look id. One SELECT of all the named looks, one INSERT of the missing ones.
 */
export async function resolveLooks(
  tx: Transaction,
  products: ImportedProduct[],
  write: boolean,
): Promise<(string | null)[]> {
  // The first product naming each (designer, look name) gives a new look its details.
  const named = new Map<string, ImportedProduct>();
  for (const product of products) {
    if (product.lookId !== '' || product.lookName === '') continue;
    const key = keyOf(product.designer, product.lookName);
    if (!named.has(key)) named.set(key, product);
  }
  const resolved = new Map<string, string>();
  if (named.size > 0) {
    const pairs = JSON.stringify(
      [...named.values()].map((product) => [product.designer, product.lookName]),
    );
    const rows = await tx
      .select({ id: looks.id, designerId: looks.designerId, name: looks.name })
      .from(looks)
      .where(
        sql`(${looks.designerId}, ${looks.name}) in (select (pair ->> 0)::uuid, pair ->> 1 from jsonb_array_elements(${pairs}::jsonb) as named(pair))`,
      )
      .orderBy(looks.createdAt);
    for (const row of rows) {
      const key = keyOf(row.designerId, row.name);
      if (!resolved.has(key)) resolved.set(key, row.id);
    }
    const missing = [...named].filter(([key]) => !resolved.has(key));
    if (write && missing.length > 0) {
      const created = await tx
        .insert(looks)
        .values(
          missing.map(([, product]) => ({
            designerId: product.designer,
            name: product.lookName,
            description: product.lookDescription ?? '',
            eventId: product.eventId ?? null,
          })),
        )
        .returning({ id: looks.id, designerId: looks.designerId, name: looks.name });
      for (const row of created) resolved.set(keyOf(row.designerId, row.name), row.id);
    }
  }
  return products.map((product) => {
    if (product.lookId !== '') return product.lookId;
    if (product.lookName === '') return null;
    return resolved.get(keyOf(product.designer, product.lookName)) ?? null;
  });
}
