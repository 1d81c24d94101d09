import { buildLookups } from '@runway-live/domain/import';
import { removedVariants } from '@runway-live/domain/schemas';
import { type ImportChange, type ImportResponse } from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { lockDesigners } from '../../resources/designerLock';
import {
  insertProducts,
  lockCategories,
  lockColors,
  rewriteProductRows,
  type ProductRow,
} from '../products/repository';
import { productRowValues } from '../products/rowValues';
import { catalogueFromDatabase } from '../reference/catalogue';
import { changedFields, COMPARED, mergedVariants } from './changes';
import { checkedProducts, importContextOf, parseProductList, type Importer } from './productRules';
import { databaseChecks } from './databaseChecks';
import { existingProducts, keyOf, resolveLooks } from './storedRows';
import { changedCategories, withCategories } from './lockedCatalogue';

/** Rows per multi-row INSERT (30 columns: well under PostgreSQL's 65 535 parameters). */
const INSERT_CHUNK = 500;

/**
 * POST /api/v2/import: re-checks every product with the domain's rules on the live
 * reference data, then (unless `dryRun`) writes all of it in one transaction, holding
 * each named designer's catalogue lock: products upserted by (designer, product code),
 * variants matched by SKU (a colour keeps its images). Throws ImportRejected (400) when a
 * product is refused; nothing is written then.
 */
export async function importProducts(
  ctx: AppContext,
  user: Importer,
  text: string,
  dryRun: boolean,
): Promise<ImportResponse> {
  const list = parseProductList(text);
  const { db } = ctx.database;
  const catalogue = await catalogueFromDatabase(db);
  let { products, values } = await checkedProducts(list, importContextOf(user, catalogue));
  let lookups = buildLookups(importContextOf(user, catalogue));

  return db.transaction(async (tx) => {
    await lockDesigners(
      tx,
      products.map((product) => product.designer),
    );
    // The colours the products use, locked as a product write locks them (lockColors): a
    // colour deleted since the catalogue was read refuses its products with the
    // importer's own message, checked again on the colours still there.
    const used = new Set(
      products.flatMap((product) =>
        product.colors.map((color) => lookups.knownColor(color.color) ?? color.color),
      ),
    );
    const locked = new Set((await lockColors(tx, used)).map((color) => color.name));
    // The categories and size charts, locked as a product write locks them
    // (lockCategories): one changed or deleted since the catalogue was read checks every
    // product again on what is there now, and the import writes what that check gives.
    const lockedCategories = await lockCategories(
      tx,
      products.map((product) => product.categoryId),
    );
    const categoriesChanged = changedCategories(catalogue, products, lockedCategories);
    if (locked.size < used.size || categoriesChanged) {
      const current = {
        ...catalogue,
        colors: catalogue.colors.filter((color) => locked.has(color.name)),
        ...(categoriesChanged ? withCategories(catalogue, lockedCategories) : {}),
      };
      ({ products, values } = await checkedProducts(list, importContextOf(user, current)));
      lookups = buildLookups(importContextOf(user, current));
    }
    const existing = await existingProducts(tx, products);
    await databaseChecks(tx, user, products, existing);
    const lookIds = await resolveLooks(tx, products, !dryRun);

    const changes: ImportChange[] = [];
    const inserts: Parameters<typeof insertProducts>[1] = [];
    // Whole stored rows with their changed fields: rewritten in multi-row statements.
    const updates: ProductRow[] = [];
    products.forEach((product, index) => {
      const category = lookups.categoryById.get(String(product.categoryId))!;
      const row = productRowValues(
        product.designer,
        { ...values[index]!, lookId: lookIds[index] ?? null },
        category,
        lookups.knownColor,
      );
      const change = { designerId: product.designer, productCode: product.productCode };
      const stored = existing.get(keyOf(product.designer, product.productCode));
      if (!stored) {
        inserts.push(row);
        changes.push({ ...change, action: 'create', fields: [] });
        return;
      }
      const next = { ...row, colors: mergedVariants(stored.colors, row.colors ?? []) };
      const fields = changedFields(stored, next);
      // A look named by a look still to be created (a dry run) is a change of look.
      if (lookIds[index] === null && product.lookName !== '' && !fields.includes('lookId')) {
        fields.push('lookId');
      }
      // The variants an update removes (the domain's rule the product form asks with too).
      const removed = removedVariants(stored.colors, next.colors).map(({ color, size, sku }) => ({
        color,
        size,
        sku,
      }));
      changes.push({
        ...change,
        action: fields.length ? 'update' : 'unchanged',
        fields,
        ...(removed.length > 0 ? { removed } : {}),
      });
      if (fields.length > 0) {
        const changed = Object.fromEntries(
          fields.map((field) => [field, next[field as keyof typeof next]]),
        );
        // Into another look: last in its order until the look is ordered (as a PATCH does).
        updates.push({
          ...stored,
          ...changed,
          ...(fields.includes('lookId') ? { lookPosition: null } : {}),
        });
      }
    });

    if (!dryRun) {
      for (let start = 0; start < inserts.length; start += INSERT_CHUNK) {
        await insertProducts(tx, inserts.slice(start, start + INSERT_CHUNK));
      }
      // Each updated row carries its stored values besides the changed ones, so setting
      // every imported field (and the look position) changes exactly what changed.
      for (let start = 0; start < updates.length; start += INSERT_CHUNK) {
        await rewriteProductRows(tx, updates.slice(start, start + INSERT_CHUNK), [
          ...COMPARED,
          'lookPosition',
        ]);
      }
    }
    const count = (action: ImportChange['action']) =>
      changes.filter((change) => change.action === action).length;
    return {
      success: true as const,
      dryRun,
      created: count('create'),
      updated: count('update'),
      unchanged: count('unchanged'),
      variants: products.reduce(
        (total, product) =>
          total + product.colors.reduce((sum, color) => sum + color.sizes.length, 0),
        0,
      ),
      changes,
    };
  });
}
