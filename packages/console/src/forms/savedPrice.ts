import {
  currencyDecimals,
  formatMoney,
  isCurrencyCode,
  minorToMajor,
  readMoney,
} from '@runway-live/domain/money';

/**
 * What a typed price will be saved as, read by the domain's money rule (the form schema's
 * own reader) and written in its currency: 'Saved as €149.90'. Null while the field is
 * blank, the text is no amount the schema takes or the currency is not known: the hint
 * says nothing then, and the schema's message comes with the save.
 */
export function savedPriceText(
  typed: string | number | null | undefined,
  currencyText: string,
): string | null {
  const currency = currencyText.trim().toUpperCase();
  if (typed === null || typed === undefined || typed === '' || !isCurrencyCode(currency)) {
    return null;
  }
  const reading = readMoney(typeof typed === 'string' ? typed.trim() : typed);
  if (!reading.ok) return null;
  const major = minorToMajor(reading.minor);
  // A currency without cents takes whole amounts (the web product schema's check).
  if (currencyDecimals(currency) === 0 && !Number.isInteger(major)) return null;
  return `Saved as ${formatMoney(major, currency)}`;
}
