import fc from 'fast-check';
import { COLORS_NEEDING_DESCRIPTION, DEFAULT_CATALOGUE } from '../reference/catalogue';
import { toCalendarDate } from '../reference/dates';
import { PRODUCT_DATE_YEARS } from '../schemas/productColumns';
import type { ImportedColor, ImportedProduct } from './importedProductSchema';
import { INVISIBLE } from '../schemas/product';

// fast-check arbitraries for the importer's property tests: valid products against the
// reference catalogue, with values that need CSV quoting (commas, quotes, line breaks).

const needsDescription = new Set<string>(COLORS_NEEDING_DESCRIPTION);
const sizesByChart = new Map(DEFAULT_CATALOGUE.sizeCharts.map((chart) => [chart.key, chart.sizes]));

/** A non-empty value without surrounding white space, the way the importer keeps values. */
const plainText = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 10 }),
    fc.string({
      unit: fc.constantFrom('a', 'Z', ',', '"', '\n', '\r\n', ' ', 'é', '$', '#', '1'),
      minLength: 1,
      maxLength: 8,
    }),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }),
  )
  .map((text) => text.trim())
  .filter((text) => text !== '');

/**
 * A cell value: plain, or one a spreadsheet would run as a formula (=, +, -, @ first), with
 * or without apostrophes before it, which the CSV writer must neutralise and the importer
 * restore.
 */
export const cellText = fc.oneof(
  { arbitrary: plainText, weight: 3 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('=', '+', '-', '@', "'=", "''+", "'"), plainText)
      .map(([lead, text]) => `${lead}${text}`.trim()),
    weight: 1,
  },
);

/**
 * A product code or SKU cell: cell text without the characters that show as nothing,
 * which the importer refuses in codes (the product rule INVISIBLE).
 */
const codeText = cellText.filter((text) => !INVISIBLE.test(text));

const calendarDate = fc
  .date({
    min: new Date(PRODUCT_DATE_YEARS.first, 0, 1),
    max: new Date(PRODUCT_DATE_YEARS.last, 11, 31),
    noInvalidDate: true,
  })
  .map(toCalendarDate);

const look = fc.oneof(
  fc.constant({ lookId: '', lookName: '' }),
  fc.record(
    { lookId: cellText, lookName: fc.oneof(fc.constant(''), cellText), lookDescription: cellText },
    { requiredKeys: ['lookId', 'lookName'] },
  ),
  fc.record({ lookId: fc.constant(''), lookName: cellText, lookDescription: cellText }),
);

const colors = fc.uniqueArray(
  fc.record({
    color: fc.constantFrom(...DEFAULT_CATALOGUE.colors.map((entry) => entry.name)),
    colorCode: fc.oneof(fc.constant(''), fc.stringMatching(/^#[0-9a-fA-F]{6}$/)),
    alternateColor: fc.oneof(fc.constant(''), cellText),
    // Positions in the category's size chart, read modulo its length.
    sizes: fc.uniqueArray(fc.record({ at: fc.nat(20), quantity: fc.nat(), sku: codeText }), {
      minLength: 1,
      maxLength: 3,
      selector: (size) => size.at,
    }),
  }),
  { minLength: 1, maxLength: 3, selector: (entry) => entry.color },
);

function colorsIn(
  chart: readonly string[],
  generated: typeof colors extends fc.Arbitrary<infer T> ? T : never,
): ImportedColor[] {
  return generated.map((entry) => {
    const sizes = entry.sizes.map(({ at, quantity, sku }) => ({
      size: chart[at % chart.length] ?? '',
      quantity,
      sku,
    }));
    return {
      color: entry.color,
      images: [],
      sizes: sizes.filter(
        (size, index) => sizes.findIndex((other) => other.size === size.size) === index,
      ),
      swatch: '',
      colorCode: entry.colorCode,
      alternateColor:
        needsDescription.has(entry.color) && entry.alternateColor === ''
          ? 'Printed'
          : entry.alternateColor,
    };
  });
}

const product: fc.Arbitrary<ImportedProduct> = fc
  .record({
    category: fc.constantFrom(...DEFAULT_CATALOGUE.categories),
    eventId: fc.option(cellText, { nil: undefined }),
    designer: cellText,
    productCode: codeText,
    look,
    productName: cellText,
    productBrand: cellText,
    description: cellText,
    fabricQuality: cellText,
    productPrice: fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
    // What the columns store: a percentage in hundredths (numeric(5, 2)).
    productTax: fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
    productWeight: fc.integer({ min: 1, max: 100_000 }).map((hundredths) => hundredths / 100),
    startDate: calendarDate,
    shippingDate: fc.option(calendarDate, { nil: undefined }),
    backOrder: fc.boolean(),
    colors,
  })
  .map(({ category, eventId, look: lookFields, shippingDate, colors: generated, ...fields }) => {
    const built: ImportedProduct = {
      ...fields,
      ...lookFields,
      productType: 'main',
      categoryId: category.categoryId,
      gender: category.gender,
      superCategory: category.type,
      category: category.category,
      subCategory: category.subCategory,
      availableAtShowTime: true,
      preOrder: shippingDate !== undefined,
      images: [],
      colors: colorsIn(sizesByChart.get(category.size) ?? [], generated),
    };
    if (eventId !== undefined) built.eventId = eventId;
    if (shippingDate !== undefined) built.shippingDate = shippingDate;
    return built;
  });

/**
 * Products an import could have produced: one per (designer, Product Code), and every SKU
 * used once (a counter keeps generated SKUs apart).
 */
export const importableProducts = fc
  .uniqueArray(product, {
    maxLength: 4,
    selector: (entry) => JSON.stringify([entry.designer, entry.productCode]),
  })
  .map((products) => {
    let counter = 0;
    return products.map((entry) => ({
      ...entry,
      colors: entry.colors.map((color) => ({
        ...color,
        sizes: color.sizes.map((size) => ({ ...size, sku: `${size.sku}~${(counter += 1)}` })),
      })),
    }));
  });
