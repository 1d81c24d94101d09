import { type ApiProduct } from '@runway-live/domain/api';
import { PRODUCT_DEFAULTS } from '@runway-live/domain/import';
import { PRODUCT_CURRENCY } from '@runway-live/domain/money';
import { PRODUCT_STATUSES, type ProductFormInput } from '@runway-live/domain/schemas';
import type { ResolvedProductContext } from './useProductContext';

// What the product form shows and starts from: its labels, hints and options, and the
// values of a new or a saved product. The screen (ProductFormScreen.tsx) lays them out.

/**
 * The form's labels of its fields: the fields show them, and the schema's messages (which
 * name the CSV's columns, 'Product Brand is missing') are shown with them instead.
 */
export const LABELS = {
  designerId: 'Designer',
  productName: 'Product name',
  productCode: 'Product code',
  productBrand: 'Brand',
  fabricQuality: 'Fabric quality',
  status: 'Status',
  description: 'Description',
  productPrice: `Price (${PRODUCT_CURRENCY})`,
  productTax: 'Tax rate (%)',
  categoryId: 'Category',
  productWeight: 'Weight (lbs)',
  startDate: 'Start date',
  shippingDate: 'Shipping date',
} as const;

/** A designer's brand as their profile names it; their new product starts with it. */
export function brandOf(user: Readonly<Record<string, unknown>> | null | undefined): string {
  const designer = user?.designer;
  return typeof designer === 'object' &&
    designer !== null &&
    'brandName' in designer &&
    typeof designer.brandName === 'string'
    ? designer.brandName
    : '';
}

/**
 * A blank Fabric quality and a blank weight are saved as the import's defaults (spec
 * section 5, PRODUCT_DEFAULTS): the fields say so rather than require a value the CSV
 * does not (docs/decisions/0022-typed-money-and-blank-defaults.md).
 */
export const BLANK_HINTS = {
  fabricQuality: `Saved as ${PRODUCT_DEFAULTS.fabricQuality} when left blank.`,
  productWeight: `Saved as ${PRODUCT_DEFAULTS.productWeight} lb when left blank.`,
} as const;

export const STATUS_OPTIONS = PRODUCT_STATUSES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

/** The form's values of a saved product (numbers as the text the fields show). */
export function valuesOf(
  product: ApiProduct | undefined,
  context: ResolvedProductContext,
  brand: string,
): ProductFormInput {
  if (!product) {
    return {
      eventId: context.eventId ?? null,
      lookId: context.lookId ?? null,
      categoryId: '',
      productBrand: brand,
      productName: '',
      productCode: '',
      productWeight: '1',
      productPrice: '',
      productTax: '',
      fabricQuality: '',
      description: '',
      startDate: '',
      preOrder: false,
      shippingDate: '',
      backOrder: false,
      availableAtShowTime: true,
      images: [],
      colors: [],
      status: 'draft',
    };
  }
  return {
    eventId: product.eventId,
    lookId: product.lookId,
    categoryId: String(product.categoryId),
    productBrand: product.productBrand,
    productName: product.productName,
    productCode: product.productCode,
    productWeight: String(product.productWeight),
    productPrice: String(product.productPrice),
    productTax: String(product.productTax),
    fabricQuality: product.fabricQuality,
    description: product.description,
    startDate: product.startDate ?? '',
    preOrder: product.preOrder,
    shippingDate: product.shippingDate ?? '',
    backOrder: product.backOrder,
    availableAtShowTime: product.availableAtShowTime,
    images: product.images,
    colors: product.colors.map((color) => ({
      ...color,
      sizes: color.sizes.map((size) => ({ ...size, quantity: String(size.quantity) })),
    })),
    status: product.status,
  };
}
