import * as z from 'zod';

// The shape of an imported product, written once: the CSV importer builds it, the server's
// `POST /api/v2/import` checks its JSON with it, and its types are inferred from it. Values
// are trimmed as the importer trims CSV cells. The rules that need the reference data
// (categories, colours, size charts) live in validateImportedProducts.

const filled = z.string().trim().min(1);
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a yyyy-MM-dd date');

export const importedSizeSchema = z.object({
  size: filled,
  quantity: z.number().int().min(0),
  sku: filled,
});
export type ImportedSize = z.output<typeof importedSizeSchema>;

export const importedColorSchema = z.object({
  color: filled,
  // Image attachment is disabled on import (spec section 9): an import carries none.
  images: z.array(z.string()).max(0),
  sizes: z.array(importedSizeSchema).min(1),
  swatch: z.literal(''),
  colorCode: z.string().trim(),
  alternateColor: z.string().trim(),
});
export type ImportedColor = z.output<typeof importedColorSchema>;

/**
 * A product as `POST /api/v2/import` takes it (section 3, Imported product). Besides the
 * spec's fields it carries `categoryId`, so the server can re-check sizes against the
 * category's chart. Dates are calendar dates, 'yyyy-MM-dd'. Without a look, `lookId` and
 * `lookName` are empty.
 */
export const importedProductSchema = z
  .object({
    eventId: filled.optional(),
    designer: filled,
    productType: z.literal('main'),
    lookId: z.string().trim(),
    lookName: z.string().trim(),
    lookDescription: filled.optional(),
    categoryId: z.number().int(),
    gender: z.string(),
    superCategory: z.string(),
    category: z.string(),
    subCategory: z.string(),
    productName: filled,
    productCode: filled,
    productPrice: z.number().min(0),
    fabricQuality: filled,
    productBrand: filled,
    startDate: calendarDate,
    productWeight: z.number().positive(),
    description: filled,
    productTax: z.number().min(0),
    availableAtShowTime: z.literal(true),
    preOrder: z.boolean(),
    shippingDate: calendarDate.optional(),
    backOrder: z.boolean(),
    images: z.array(z.string()).max(0),
    colors: z.array(importedColorSchema).min(1),
  })
  .refine((product) => product.preOrder || product.shippingDate === undefined, {
    message: 'A shipping date is for pre-orders only',
    path: ['shippingDate'],
  })
  .refine(
    (product) =>
      product.lookDescription === undefined || product.lookId !== '' || product.lookName !== '',
    { message: 'A look description needs a look', path: ['lookDescription'] },
  );
export type ImportedProduct = z.output<typeof importedProductSchema>;

export const importedProductListSchema = z.array(importedProductSchema);
