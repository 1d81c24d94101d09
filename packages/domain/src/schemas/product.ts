import * as z from 'zod';
import {
  isColorCode,
  normaliseColorName,
  readPrice,
  readQuantity,
  readTaxRate,
  readWeight,
} from '../import/fields';
import {
  missingAlternateColor,
  PRODUCT_COLUMNS,
  productFieldInvalid,
  productFieldMissing,
  type ProductField,
} from '../import/productRules';
import { messages } from '../messages';
import { isBlank } from './fieldRules';
import { isProductYear } from './productColumns';
import { SIZE_CHART_MAX_SIZES, sizesTooMany } from './sizeChart';
import { uploadedImageName } from './uploadedImage';
import { isStorableText, textField } from './validators';
import { TEXT_LIMITS } from './textLimits';
import { objectIdField } from './objectId';

const LIMIT = TEXT_LIMITS.product;

/**
 * A product as the product form saves it and `POST /api/v2/products` takes it (API.md,
 * products row). Every field follows the importer's rule for its CSV column with the
 * importer's message, less the line (import/productRules.ts): a blank required field is
 * '{Column} is missing', a value the importer would refuse is '{Column} is invalid'.
 * Numbers may come as numbers or as typed text; both go through the importer's readers
 * (`readPrice('$1,299.50')`, `readQuantity('12')`), so the form and the CSV agree.
 */

export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 'yyyy-MM-dd' naming a real day (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  if (!CALENDAR_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** A calendar date whose year is a product's (PRODUCT_DATE_YEARS). */
export function isProductDate(text: string): boolean {
  return isCalendarDate(text) && isProductYear(Number(text.slice(0, 4)));
}

/**
 * Characters that show as nothing or reorder what is shown: controls (C0, C1) and format
 * characters (zero-width spaces and joiners, bidi overrides, the BOM). In a code or SKU
 * they make two codes that look the same.
 */
export const INVISIBLE = /[\p{Cc}\p{Cf}]/u;

/** 'Product Code must not contain invisible characters' */
export const productFieldInvisible = (field: ProductField): string =>
  `${PRODUCT_COLUMNS[field]} must not contain invisible characters`;

/**
 * A product code or SKU: required text without invisible characters. They are looked for
 * in the text as sent, before the text rule takes C1 controls out and the trim takes a
 * trailing BOM: a code is refused rather than changed.
 */
function codeColumn(field: ProductField, max: number) {
  return z
    .string({ error: productFieldMissing(field) })
    .refine(isStorableText, { error: messages.unsupportedCharacters })
    .refine((value) => !INVISIBLE.test(value), { error: productFieldInvisible(field) })
    .pipe(requiredColumn(field, max));
}

/** Required text, trimmed: '{Column} is missing' when blank. */
function requiredColumn(field: ProductField, max: number) {
  return textField(productFieldMissing(field))
    .refine((value) => !isBlank(value), { error: productFieldMissing(field), abort: true })
    .refine((value) => value.trim().length <= max, { error: productFieldInvalid(field) })
    .transform((value) => value.trim());
}

/** Optional text, trimmed; left out or blank is `fallback`. */
function optionalColumn(field: ProductField, max: number, fallback: string, forPatch = false) {
  const text = textField(productFieldInvalid(field))
    .refine((value) => value.trim().length <= max, { error: productFieldInvalid(field) })
    .transform((value) => value.trim() || fallback);
  return forPatch ? text : text.optional().transform((value) => value ?? fallback);
}

/**
 * A number read by the importer's reader for its column, from a number or typed text:
 * '{Column} is missing' when blank or absent (unless `fallback`), '{Column} is invalid'
 * when the reader refuses it.
 */
function numberColumn(
  field: ProductField,
  read: (text: string) => number | null,
  fallback?: number,
) {
  // Optional on the way in so a left-out field reaches the transform (and its message).
  return z
    .union([z.number(), textField(), z.null()], { error: productFieldInvalid(field) })
    .optional()
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value;
      if (text === undefined || text === null || (typeof text === 'string' && isBlank(text))) {
        if (fallback !== undefined) return fallback;
        ctx.addIssue({ code: 'custom', message: productFieldMissing(field) });
        return z.NEVER;
      }
      const number = typeof text === 'string' ? read(text.trim()) : null;
      if (number === null) {
        ctx.addIssue({ code: 'custom', message: productFieldInvalid(field) });
        return z.NEVER;
      }
      return number;
    });
}

function dateColumn(field: ProductField) {
  return textField(productFieldInvalid(field))
    .transform((value) => value.trim())
    .refine((value) => value === '' || isProductDate(value), {
      error: productFieldInvalid(field),
    })
    .nullable()
    .transform((value) => (value ? value : null));
}

// Only this server's upload names (issue 19, attack 6), as looks and designers take.
const imageList = () => z.array(uploadedImageName()).max(20);

export const productSizeSchema = z.object({
  size: requiredColumn('size', LIMIT.size),
  quantity: numberColumn('quantity', readQuantity),
  sku: codeColumn('sku', LIMIT.sku),
});

export const productColorSchema = z
  .object({
    color: requiredColumn('color', LIMIT.color).transform(normaliseColorName),
    colorCode: optionalColumn('colorCode', LIMIT.colorCode, '').refine(
      (value) => value === '' || isColorCode(value),
      { error: productFieldInvalid('colorCode') },
    ),
    alternateColor: optionalColumn('alternateColor', LIMIT.alternateColor, ''),
    swatch: optionalColumn('colorCode', LIMIT.image, ''),
    images: imageList().default([]),
    sizes: z
      .array(productSizeSchema)
      .min(1, { error: productFieldMissing('size') })
      .max(SIZE_CHART_MAX_SIZES, { error: sizesTooMany }),
  })
  .superRefine((color, ctx) => {
    if (missingAlternateColor(color.color, color.alternateColor)) {
      ctx.addIssue({
        code: 'custom',
        path: ['alternateColor'],
        message: productFieldMissing('alternateColor'),
      });
    }
    const sizesSeen = new Set<string>();
    color.sizes.forEach((size, index) => {
      if (sizesSeen.has(size.size)) {
        ctx.addIssue({
          code: 'custom',
          path: ['sizes', index, 'size'],
          message: productFieldInvalid('size'),
        });
      }
      sizesSeen.add(size.size);
    });
  });
export type ProductColorValues = z.output<typeof productColorSchema>;

/**
 * The fields, without the rules that tie them together. `forPatch` leaves out the defaults:
 * a PATCH sets only what it names, so a left-out preOrder must not become false.
 */
function productFields(forPatch: boolean) {
  const withDefault = <Value>(schema: z.ZodType<Value>, value: Value) =>
    forPatch ? schema : schema.default(value as never);
  // A left-out date is no date on create, and unchanged on PATCH.
  const date = (field: ProductField) =>
    forPatch
      ? dateColumn(field)
      : dateColumn(field)
          .optional()
          .transform((value) => value ?? null);
  return z.object({
    designerId: z.uuid({ error: productFieldInvalid('designerId') }).optional(),
    eventId: objectIdField().nullable(),
    lookId: objectIdField().nullable(),
    categoryId: numberColumn('categoryId', (text) =>
      /^\d{1,9}$/.test(text) ? Number(text) : null,
    ),
    productBrand: requiredColumn('productBrand', LIMIT.productBrand),
    productName: requiredColumn('productName', LIMIT.productName),
    productCode: codeColumn('productCode', LIMIT.productCode),
    // The readers round to the column's scale and refuse what it cannot hold (productColumns).
    productWeight: numberColumn('productWeight', readWeight, forPatch ? undefined : 1),
    productPrice: numberColumn('productPrice', readPrice),
    productTax: numberColumn('productTax', readTaxRate),
    fabricQuality: optionalColumn('fabricQuality', LIMIT.fabricQuality, 'NA', forPatch),
    description: requiredColumn('description', LIMIT.description),
    startDate: date('startDate'),
    preOrder: withDefault(z.boolean(), false),
    shippingDate: date('shippingDate'),
    backOrder: withDefault(z.boolean(), false),
    availableAtShowTime: withDefault(z.boolean(), true),
    images: withDefault(imageList(), []),
    colors: z.array(productColorSchema).min(1, { error: productFieldMissing('color') }),
    status: withDefault(
      z.enum(PRODUCT_STATUSES, { error: 'Must be draft, active or archived' }),
      'draft',
    ),
  });
}

const createFields = productFields(false);
type ProductShape = z.output<typeof createFields>;

/** The rules across fields, as the importer applies them to a product's lines. */
function checkProduct(product: ProductShape, ctx: z.RefinementCtx): void {
  if (product.preOrder && product.shippingDate === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['shippingDate'],
      message: productFieldMissing('shippingDate'),
    });
  }
  const colorsSeen = new Set<string>();
  const skusSeen = new Set<string>();
  product.colors.forEach((color, colorIndex) => {
    if (colorsSeen.has(color.color)) {
      ctx.addIssue({
        code: 'custom',
        path: ['colors', colorIndex, 'color'],
        message: productFieldInvalid('color'),
      });
    }
    colorsSeen.add(color.color);
    color.sizes.forEach((size, sizeIndex) => {
      if (skusSeen.has(size.sku)) {
        ctx.addIssue({
          code: 'custom',
          path: ['colors', colorIndex, 'sizes', sizeIndex, 'sku'],
          message: productFieldInvalid('sku'),
        });
      }
      skusSeen.add(size.sku);
    });
  });
}

/** The product form and POST /api/v2/products. */
export const productFormSchema = createFields
  .extend({
    eventId: createFields.shape.eventId.default(null),
    lookId: createFields.shape.lookId.default(null),
  })
  .superRefine(checkProduct);
export type ProductFormInput = z.input<typeof productFormSchema>;

/**
 * The product form of admin and staff: they name the designer, the importer's rule for
 * the Designer Id column ('Designer Id is missing'). A designer's product is always their own.
 */
export const staffProductFormSchema = createFields
  .extend({
    designerId: z.uuid({ error: productFieldMissing('designerId') }),
    eventId: createFields.shape.eventId.default(null),
    lookId: createFields.shape.lookId.default(null),
  })
  .superRefine(checkProduct);
export type ProductFormValues = z.output<typeof productFormSchema>;

/**
 * PATCH /api/v2/products/:id: any of the fields, none defaulted (a left-out field stays as
 * it is). The server re-checks the merged product with productFormSchema.
 */
export const productPatchSchema = productFields(true).partial();
export type ProductPatch = z.output<typeof productPatchSchema>;
