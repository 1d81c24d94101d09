// Readers for single CSV cells. Each takes the trimmed text and returns the value, or
// null when the text is not a valid value for the column. The regexes are compiled once:
// the importer runs them on every line of files with a hundred thousand lines.

const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const WHOLE_NUMBER = /^\d+$/;
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const MONEY_SYMBOLS = /[$,]/g;

/** PreOrder, BackOrder and Looks are true for TRUE, true or 1; anything else is false. */
export function readFlag(text: string): boolean {
  return text === 'TRUE' || text === 'true' || text === '1';
}

function readDecimal(text: string): number | null {
  return DECIMAL.test(text) ? Number(text) : null;
}

/** Price: '$1,299.50' → 1299.5. A dollar sign and thousands commas are allowed. */
export function readPrice(text: string): number | null {
  const bare = text.includes('$') || text.includes(',') ? text.replace(MONEY_SYMBOLS, '') : text;
  return readDecimal(bare);
}

/** Tax Rate: a number, with or without a trailing '%' as spreadsheets write it. */
export function readTaxRate(text: string): number | null {
  return readDecimal(text.endsWith('%') ? text.slice(0, -1).trimEnd() : text);
}

/** Product Weight(LBS): a number above zero. */
export function readWeight(text: string): number | null {
  const weight = readDecimal(text);
  return weight !== null && weight > 0 ? weight : null;
}

/** Quantity: a whole number, zero or more. */
export function readQuantity(text: string): number | null {
  if (!WHOLE_NUMBER.test(text)) return null;
  const quantity = Number(text);
  return Number.isSafeInteger(quantity) ? quantity : null;
}

/** Color Code: '#' and six hex digits. */
export function isColorCode(text: string): boolean {
  return HEX_COLOR.test(text);
}

/** Colour names are compared as 'Navy', 'Light blue': first letter up, the rest down. */
export function normaliseColorName(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}
