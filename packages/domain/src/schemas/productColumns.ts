/**
 * What a product's stored columns can hold, written once: db/schema.ts declares its numeric
 * columns with these precisions and scales, and the value readers (import/fields.ts), so
 * the product form, the import's per-line rules and its dry run, refuse a value the column
 * would refuse or change, naming the field (and the line).
 */
export const PRODUCT_NUMBER_COLUMNS = {
  productPrice: { precision: 12, scale: 2 },
  productTax: { precision: 5, scale: 2 },
  productWeight: { precision: 8, scale: 2 },
} as const;
export type ProductNumberColumn = keyof typeof PRODUCT_NUMBER_COLUMNS;

/** The largest quantity a variant holds: the stock queries read it as a 4-byte integer. */
export const MAX_QUANTITY = 2_147_483_647;
/** A tax rate is a percentage. */
export const MAX_TAX_RATE = 100;

/**
 * The years a product's dates may name. A year like 0026 is a typo for 2026, never a
 * product's start or shipping date, and PostgreSQL and JavaScript read such years apart.
 */
export const PRODUCT_DATE_YEARS = { first: 1900, last: 2200 } as const;

/** Whether a year is within PRODUCT_DATE_YEARS. */
export function isProductYear(year: number): boolean {
  return year >= PRODUCT_DATE_YEARS.first && year <= PRODUCT_DATE_YEARS.last;
}

/** The number as a column of this scale stores it: rounded half away from zero. */
export function roundToScale(value: number, scale: number): number {
  const text = String(value);
  // Shifting the decimal text rounds as PostgreSQL does: 1.005 → 1.01 (1.005 * 100 is 100.4999…).
  const shifted = text.includes('e') ? value * 10 ** scale : Number(`${text}e${scale}`);
  return (Math.sign(shifted) * Math.round(Math.abs(shifted))) / 10 ** scale;
}

/**
 * The number as the product's column stores it, or null when the column cannot hold it
 * (numeric(12, 2) holds less than 10^10).
 */
export function storedNumber(column: ProductNumberColumn, value: number): number | null {
  const { precision, scale } = PRODUCT_NUMBER_COLUMNS[column];
  const rounded = roundToScale(value, scale);
  return Math.abs(rounded) < 10 ** (precision - scale) ? rounded : null;
}
