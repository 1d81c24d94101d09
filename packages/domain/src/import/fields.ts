import { parseMoney, type MoneyConvention, type MoneyReading } from '../money';
import {
  MAX_QUANTITY,
  MAX_TAX_RATE,
  storedNumber,
  type ProductNumberColumn,
} from '../schemas/productColumns';

// Readers for single CSV cells. Each takes the trimmed text and returns the value, or
// null when the text is not a valid value for the column. The regexes are compiled once:
// the importer runs them on every line of files with a hundred thousand lines.

const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const WHOLE_NUMBER = /^\d+$/;
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** PreOrder, BackOrder and Looks are true for TRUE, true or 1; anything else is false. */
export function readFlag(text: string): boolean {
  return text === 'TRUE' || text === 'true' || text === '1';
}

function readDecimal(text: string): number | null {
  return DECIMAL.test(text) ? Number(text) : null;
}

/** A decimal as the product's column stores it (rounded to its scale), or null. */
function readStored(column: ProductNumberColumn, text: string): number | null {
  const value = readDecimal(text);
  return value === null ? null : storedNumber(column, value);
}

/**
 * The CSV's convention for money: a comma groups thousands (spec section 5: "Price strips a
 * dollar sign and commas"), so '1,299' is 1299 where a form would ask which was meant.
 */
export const CSV_MONEY: MoneyConvention = { grouping: ',' };

/**
 * Price, by the domain's money rule (money.ts) with the CSV's convention: '$1,299.50' →
 * 1299.5, '1,299' → 1299, '1.299,50' → 1299.5, and '149,90' → 149.9 (a comma before two
 * digits is a decimal comma: stripping it would make 14990). The reading says why when it
 * is no price ('1.299' is ambiguous, '12.345' has too many decimals).
 */
export function readPriceText(text: string): MoneyReading {
  return parseMoney(text, CSV_MONEY);
}

/** Tax Rate: a percentage, with or without a trailing '%' as spreadsheets write it. */
export function readTaxRate(text: string): number | null {
  const rate = readStored('productTax', text.endsWith('%') ? text.slice(0, -1).trimEnd() : text);
  return rate !== null && rate <= MAX_TAX_RATE ? rate : null;
}

/** Product Weight(LBS): a number above zero once rounded as it is stored (0.004 is 0). */
export function readWeight(text: string): number | null {
  const weight = readStored('productWeight', text);
  return weight !== null && weight > 0 ? weight : null;
}

/** Quantity: a whole number, zero or more, that the stock queries' integer holds. */
export function readQuantity(text: string): number | null {
  if (!WHOLE_NUMBER.test(text)) return null;
  const quantity = Number(text);
  return quantity <= MAX_QUANTITY ? quantity : null;
}

/** Color Code: '#' and six hex digits. */
export function isColorCode(text: string): boolean {
  return HEX_COLOR.test(text);
}

/** Colour names are compared as 'Navy', 'Light blue': first letter up, the rest down. */
export function normaliseColorName(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}
