import { setImmediate as nextTurn } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { effectiveRole } from '@runway-live/domain/access';
import {
  apiMessages,
  eventMessages,
  IMPORT_LIMITS,
  importMessages,
  productMessages,
  type ImportChange,
  type ImportRejection,
  type ImportResponse,
} from '@runway-live/domain/api';
import {
  buildLookups,
  importedProductLines,
  importedProductSchema,
  checkImportedProducts,
  type ImportContext,
  type ImportedProduct,
} from '@runway-live/domain/import';
import { fieldInvalidInLine } from '@runway-live/domain/messages';
import { type Catalogue } from '@runway-live/domain/reference';
import {
  productFormSchema,
  removedVariants,
  type ProductFormValues,
} from '@runway-live/domain/schemas';
import type { AppContext } from '../../context';
import { events, looks, products as productTable, users, type UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import { lockDesigners } from '../../resources/designerLock';
import { ownerOf } from '../../resources/ownership';
import type { Transaction } from '../../resources/transaction';
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

type User = Pick<UserRow, 'id' | 'roles'>;

/** The first reasons given per refused product. */
const REASONS_PER_PRODUCT = 5;
/** Rows per multi-row INSERT (30 columns: well under PostgreSQL's 65 535 parameters). */
const INSERT_CHUNK = 500;

/** Products checked between two turns of the event loop: other requests are answered meanwhile. */
const CHECK_CHUNK = 500;

/** Some products are refused: the 400 of `POST /api/v2/import`, nothing written. */
export class ImportRejected extends Error {
  constructor(
    readonly rejected: ImportRejection[],
    readonly rejectedCount: number,
  ) {
    super(importMessages.rejected(rejectedCount));
  }
}

/**
 * The reasons found so far, by product index: the first IMPORT_LIMITS.rejectionsReported
 * products by index are kept, the rest only counted, so a list of 50 000 bad products
 * answers a small 400.
 */
class Rejections {
  private readonly byIndex = new Map<number, ImportRejection>();
  private readonly refused = new Set<number>();
  private highest = -1;
  constructor(private readonly codeOf: (index: number) => string) {}

  add(index: number, message: string): void {
    this.refused.add(index);
    let rejection = this.byIndex.get(index);
    if (!rejection) {
      if (this.byIndex.size >= IMPORT_LIMITS.rejectionsReported) {
        // Messages come in index order but for a few: keep the lowest indexes.
        if (index > this.highest) return;
        this.byIndex.delete(this.highest);
        this.highest = Math.max(index, ...this.byIndex.keys());
      }
      rejection = { index, productCode: this.codeOf(index), messages: [] };
      this.byIndex.set(index, rejection);
      this.highest = Math.max(this.highest, index);
    }
    if (rejection.messages.length < REASONS_PER_PRODUCT) rejection.messages.push(message);
  }

  throwIfAny(): void {
    if (this.refused.size === 0) return;
    throw new ImportRejected(
      [...this.byIndex.values()].sort((a, b) => a.index - b.index),
      this.refused.size,
    );
  }
}

/** Calls `check` on each item, yielding to the event loop every CHECK_CHUNK items. */
async function inChunks<T>(items: readonly T[], check: (item: T, index: number) => void) {
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

function importContextOf(user: User, catalogue: Catalogue): ImportContext {
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

const asJson = (values: readonly string[]) => JSON.stringify(values);

/**
 * The checks of the rules (the domain's, on the live reference data): the shape of each
 * product, the importer's line rules, then the product form's rules. Throws ImportRejected.
 */
async function checkedProducts(
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

/** What the database says about the designers, events, looks and SKUs the file names. */
async function databaseChecks(
  tx: Transaction,
  user: User,
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

const keyOf = (designerId: string, productCode: string) => `${designerId}\u0000${productCode}`;

/** The stored products the file names, by (designer, product code). */
async function existingProducts(tx: Transaction, products: ImportedProduct[]) {
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
async function resolveLooks(
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

type LockedCategory = Awaited<ReturnType<typeof lockCategories>>[number];

/** Whether a category the products name, or its chart, differs from the catalogue read. */
function changedCategories(
  catalogue: Catalogue,
  products: readonly { categoryId: number }[],
  locked: readonly LockedCategory[],
): boolean {
  const now = new Map(locked.map((row) => [row.categoryId, row]));
  return [...new Set(products.map((product) => product.categoryId))].some((id) => {
    const before = catalogue.categories.find((category) => category.categoryId === id);
    const after = now.get(id);
    if (!before || !after) return before !== after;
    const { chart, ...record } = after;
    const chartBefore = catalogue.sizeCharts.find((each) => each.key === before.size);
    return !isDeepStrictEqual(record, before) || !isDeepStrictEqual(chart, chartBefore);
  });
}

/** The catalogue's categories and charts with the locked rows in place of those read. */
function withCategories(
  catalogue: Catalogue,
  locked: readonly LockedCategory[],
): Pick<Catalogue, 'categories' | 'sizeCharts'> {
  const ids = new Set(locked.map((row) => row.categoryId));
  const keys = new Set(locked.map((row) => row.chart.key));
  return {
    categories: [
      ...catalogue.categories.filter((category) => !ids.has(category.categoryId)),
      ...locked.map(({ chart: _chart, ...record }) => record),
    ],
    sizeCharts: [
      ...catalogue.sizeCharts.filter((chart) => !keys.has(chart.key)),
      ...locked.map((row) => row.chart),
    ],
  };
}

/**
 * POST /api/v2/import: re-checks every product with the domain's rules on the live
 * reference data, then (unless `dryRun`) writes all of it in one transaction, holding
 * each named designer's catalogue lock: products upserted by (designer, product code),
 * variants matched by SKU (a colour keeps its images). Throws ImportRejected (400) when a
 * product is refused; nothing is written then.
 */
export async function importProducts(
  ctx: AppContext,
  user: User,
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
