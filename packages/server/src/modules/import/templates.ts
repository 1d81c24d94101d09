import {
  csvText,
  productsToCsv,
  toCalendarDate,
  type ImportedProduct,
} from '@runway-live/domain/import';
import { COLORS_NEEDING_DESCRIPTION, type Catalogue } from '@runway-live/domain/reference';
import type { AppContext } from '../../context';
import { asc, eq, sql } from 'drizzle-orm';
import { designers, users, type UserRow } from '../../db/schema';
import { ownerOf } from '../../resources/ownership';
import { catalogueFromDatabase } from '../reference/catalogue';

/**
 * The downloads of the import (issue 13), generated from the live reference data: the
 * template (section 3's header and a few sample lines that import cleanly) and the
 * allowed values (categories with their ids and size charts, colours, the date format,
 * the flags).
 */

const NEEDING_DESCRIPTION: ReadonlySet<string> = new Set(COLORS_NEEDING_DESCRIPTION);

/** A category whose chart has the most sizes (the sample shows a few), its sizes. */
function sampleCategory(catalogue: Catalogue) {
  const charts = new Map(catalogue.sizeCharts.map((chart) => [chart.key, chart.sizes]));
  let best: { category: Catalogue['categories'][number]; sizes: readonly string[] } | null = null;
  for (const category of catalogue.categories) {
    const sizes = charts.get(category.size) ?? [];
    if (sizes.length > 0 && (best === null || sizes.length > best.sizes.length)) {
      best = { category, sizes };
    }
  }
  return best;
}

/**
 * The template: the header and sample lines on the live reference data. A designer's
 * lines carry their own Designer Id; admin and staff fill in the designer they import for.
 */
export async function templateCsv(ctx: AppContext, user: Pick<UserRow, 'id' | 'roles'>) {
  const catalogue = await catalogueFromDatabase(ctx.database.db);
  const sample = sampleCategory(catalogue);
  const plain = catalogue.colors.filter((color) => !NEEDING_DESCRIPTION.has(color.name));
  const patterned = catalogue.colors.find((color) => NEEDING_DESCRIPTION.has(color.name));
  if (sample === null || plain.length === 0) return productsToCsv([]);
  const { category, sizes } = sample;
  const today = toCalendarDate(new Date());
  const later = toCalendarDate(new Date(Date.now() + 30 * 24 * 3600 * 1000));
  const base = {
    designer: ownerOf(user) ?? '',
    productType: 'main' as const,
    lookId: '',
    lookName: '',
    categoryId: category.categoryId,
    gender: category.gender,
    superCategory: category.type,
    category: category.category,
    subCategory: category.subCategory,
    productBrand: 'Your brand',
    productWeight: 1,
    fabricQuality: 'Cotton',
    productTax: 8.5,
    startDate: today,
    availableAtShowTime: true as const,
    preOrder: false,
    backOrder: false,
    images: [],
  };
  const color = (name: string, hex: string, code: string, alternateColor = '') => ({
    color: name,
    colorCode: hex,
    alternateColor,
    swatch: '' as const,
    images: [],
    sizes: sizes.slice(0, 2).map((size, index) => ({
      size,
      quantity: 5 + index,
      sku: `${code}-${name.slice(0, 3).toUpperCase()}-${size}`,
    })),
  });
  const first = plain[0]!;
  const products: ImportedProduct[] = [
    {
      ...base,
      productName: 'Sample product',
      productCode: 'SAMPLE-1',
      productPrice: 120,
      description: 'Replace these lines with your products.',
      colors: [
        color(first.name, /^#[0-9a-fA-F]{6}$/.test(first.hex ?? '') ? first.hex! : '', 'SAMPLE-1'),
        ...(patterned ? [color(patterned.name, '', 'SAMPLE-1', 'Describe the pattern')] : []),
      ],
    },
    {
      ...base,
      productName: 'Sample pre-order in a look',
      productCode: 'SAMPLE-2',
      productPrice: 95.5,
      description: 'A pre-order ships on its Shipping Date.',
      preOrder: true,
      shippingDate: later,
      lookName: 'Sample look',
      lookDescription: 'A look groups products.',
      colors: [color((plain[1] ?? first).name, '', 'SAMPLE-2')],
    },
  ];
  return productsToCsv(products);
}

const ALLOWED_COLUMNS = ['Column', 'Value', 'Description', 'Sizes'];

/**
 * The designers a caller may name in Designer Id, by brand: every designer for admin and
 * staff (issue 19: no other screen shows their ids), the designer themselves otherwise.
 */
async function designerRows(ctx: AppContext, user: Pick<UserRow, 'id' | 'roles'>) {
  const own = ownerOf(user);
  const rows = await ctx.database.db
    .select({ id: users.id, fullName: users.fullName, brandName: designers.brandName })
    .from(users)
    .leftJoin(designers, eq(designers.userId, users.id))
    .where(own === null ? sql`${users.roles}[1] = 'designer'` : eq(users.id, own))
    .orderBy(asc(sql`lower(coalesce(nullif(${designers.brandName}, ''), ${users.fullName}))`));
  return rows.map((row) => ['Designer Id', row.id, row.brandName || row.fullName, '']);
}

/** The allowed values, one per line: column, value, what it means, the sizes it allows. */
export async function allowedValuesCsv(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'roles'>,
): Promise<string> {
  const catalogue = await catalogueFromDatabase(ctx.database.db);
  const charts = new Map(catalogue.sizeCharts.map((chart) => [chart.key, chart]));
  const rows: string[][] = await designerRows(ctx, user);
  for (const category of catalogue.categories) {
    const chart = charts.get(category.size);
    rows.push([
      'Category Id',
      String(category.categoryId),
      [category.gender, category.type, category.category, category.subCategory]
        .filter(Boolean)
        .join(' > '),
      chart ? `${chart.name}: ${chart.sizes.join(' | ')}` : '',
    ]);
  }
  for (const color of catalogue.colors) {
    rows.push([
      'Color Name',
      color.name,
      NEEDING_DESCRIPTION.has(color.name)
        ? `Needs an Alternate Color Description (${color.hex ?? ''})`
        : (color.hex ?? ''),
      '',
    ]);
  }
  rows.push(
    ['Color Code', '#RRGGBB', 'Optional: # and six hexadecimal digits', ''],
    ['Start Date', 'MM/dd/yyyy', 'Blank: the day of the import', ''],
    ['Shipping Date', 'MM/dd/yyyy', 'Required when PreOrder is TRUE', ''],
    ['PreOrder', 'TRUE or FALSE', 'TRUE: the product ships on its Shipping Date', ''],
    ['BackOrder', 'TRUE or FALSE', 'TRUE: it can be ordered when out of stock', ''],
    ['Looks', 'TRUE or FALSE', 'TRUE: give a Look Id, or a Look Name and Look Description', ''],
    ['Price', '189 or $1,249.00', 'A number, with or without $ and thousands commas', ''],
    ['Tax Rate', '8.875', 'A percentage, with or without %', ''],
    ['Product Weight(LBS)', '1.2', 'Blank: 1', ''],
  );
  return csvText(ALLOWED_COLUMNS, rows);
}
