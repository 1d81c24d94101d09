// Money as the console and the player write it, and as people type it. A module of its own:
// formatting a price loads neither the subscription's schemas (zod) nor ./display's
// date-fns, which the player page has no room for (bench/bundle).

import { PRODUCT_NUMBER_COLUMNS } from './schemas/productColumns';

/** The plan's currency: money is a number in the major unit with its ISO 4217 code. */
export const SUBSCRIPTION_CURRENCY = 'USD';

/** A product's price is in US dollars (spec section 5: the import's Price strips a '$'). */
export const PRODUCT_CURRENCY = 'USD';

/** '$49.00' */
export function formatMoney(amount: number, currency: string = SUBSCRIPTION_CURRENCY): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
}

/**
 * The ISO 4217 codes this runtime knows (Intl), or null where Intl cannot list them: then
 * any three capital letters pass, as the server's check still follows the same rule.
 */
const KNOWN_CURRENCIES: ReadonlySet<string> | null = (() => {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  try {
    return supported ? new Set(supported('currency')) : null;
  } catch {
    return null;
  }
})();

/** Whether `code` is an ISO 4217 currency code ('USD', 'EUR', 'JPY'). */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && (KNOWN_CURRENCIES === null || KNOWN_CURRENCIES.has(code));
}

/*
 * The one rule for money at every edge (issue 27: "149,90" was saved as 14,990.00). Inside,
 * an amount is a whole number of minor units (cents); the API and the database speak major
 * units (149.9), as a price column of scale 2 holds them. Typed text is read by
 * `parseMoney`, a JSON number by `moneyOfNumber`, and `minorToMajor` turns the answer into
 * the API's number.
 *
 * How typed text is read (docs/decisions/0022-typed-money-and-blank-defaults.md):
 * - A currency sign or code before or after the digits is left out ("$1,299.50", "149,90 €",
 *   "EUR 149.90"), and so are spaces; a minus sign is refused (a price is 0 or more).
 * - With both a point and a comma, the last one is the decimal mark and the other groups
 *   thousands: "1,299.50" and "1.299,50" are both 1299.50.
 * - One mark followed by one or two digits is the decimal mark: "149,90" and "149.9".
 * - A mark used more than once, or a space or an apostrophe, groups thousands ("1.299.000",
 *   "1 299,50", "1'299.50"): every group after the first has three digits.
 * - One mark followed by exactly three digits ("1,299", "1.299") is ambiguous (a thousand,
 *   or one with three decimals as in dinars, or a typo for 1.29), so it is refused with a
 *   message asking for 1299 or the amount with its cents, unless the caller's convention
 *   settles it: `grouping` names the mark that groups thousands there (the CSV's comma,
 *   spec section 5), and an amount without decimals (`decimals: 0`, a yen price) has no
 *   decimal mark at all.
 * - More decimals than the currency has are refused, never rounded.
 */

/** The decimals a price keeps: its column's scale (numeric(12, 2)). */
export const MONEY_DECIMALS = PRODUCT_NUMBER_COLUMNS.productPrice.scale;

/** A price is less than this many major units (numeric(12, 2) holds less than 10^10). */
export const MONEY_MAX_MAJOR =
  10 ** (PRODUCT_NUMBER_COLUMNS.productPrice.precision - PRODUCT_NUMBER_COLUMNS.productPrice.scale);

export type MoneyProblem =
  'missing' | 'invalid' | 'negative' | 'ambiguous' | 'decimals' | 'tooLarge';

/** What reading an amount answers: its minor units, or why it was refused and the words. */
export type MoneyReading =
  { ok: true; minor: number } | { ok: false; problem: MoneyProblem; message: string };

export type MoneyConvention = {
  /** The mark that groups thousands where the text comes from: settles "1,299". */
  grouping?: ',' | '.';
  /** The decimals the amount may have (the currency's, at most MONEY_DECIMALS). */
  decimals?: number;
};

/** Invented wording (the spec shows none). */
export const moneyMessages = {
  missing: 'Enter an amount',
  invalid: 'Write the amount in digits, such as 149.90 or 149,90',
  negative: 'The amount must be 0 or more',
  ambiguous: (text: string, whole: string, cents: string) =>
    `“${text}” could be read two ways: write ${whole} for the whole amount, or add the cents (${cents})`,
  decimals: (decimals: number) =>
    decimals === 0
      ? 'This currency has no cents: write a whole amount'
      : `At most ${decimals} ${decimals === 1 ? 'decimal' : 'decimals'}`,
  tooLarge: `The amount must be less than ${MONEY_MAX_MAJOR.toLocaleString('en-US')}`,
} as const;

const refuse = (problem: MoneyProblem, message: string): MoneyReading => ({
  ok: false,
  problem,
  message,
});

/**
 * The decimals of an ISO 4217 currency as Intl knows them (USD 2, JPY 0, BHD 3), at most
 * MONEY_DECIMALS (what a price column keeps); MONEY_DECIMALS for a code Intl does not know.
 */
export function currencyDecimals(currency: string): number {
  try {
    const digits = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
    }).resolvedOptions().maximumFractionDigits;
    return Math.min(digits ?? MONEY_DECIMALS, MONEY_DECIMALS);
  } catch {
    return MONEY_DECIMALS;
  }
}

// A sign before or after the digits: currency symbols (possibly with letters, "US$", "R$",
// fr-FR's "$US") or a three-letter code; the minus signs are looked for apart.
const LEADING_SIGN = /^(?:[A-Z]{0,3}\p{Sc}|([A-Z]{3})(?![A-Za-z]))\s*/u;
const TRAILING_SIGN = /\s*(?:\p{Sc}[A-Z]{0,3}|(?<![A-Za-z])([A-Z]{3}))$/u;

/** A sign before and one after the digits, left out; a code only when it is a currency's. */
function withoutSigns(text: string): string {
  const sign = (match: string, code: string | undefined) =>
    code !== undefined && !isCurrencyCode(code) ? match : '';
  return text.replace(LEADING_SIGN, sign).replace(TRAILING_SIGN, sign).trim();
}

const MINUS = /^[-\u2212]|^\(.*\)$/;
// Spaces (also no-break and thin ones, as fr-FR writes) and apostrophes (de-CH) only group.
const SPACE_GROUPING = /[\s'\u2019]/gu;
const AMOUNT_CHARACTERS = /^[\d.,]+$/;
const DIGITS = /^\d*$/;

/** Whether `whole` is digits in groups of three after the first group of one to three. */
function groupsOfThree(whole: string, mark: string): boolean {
  const groups = whole.split(mark);
  return (
    groups.length > 1 &&
    /^\d{1,3}$/.test(groups[0]!) &&
    groups.slice(1).every((group) => /^\d{3}$/.test(group))
  );
}

/**
 * Typed money as whole minor units, or why not. `text` is what was typed; see the rules
 * above. `decimals` defaults to MONEY_DECIMALS.
 */
export function parseMoney(text: string, convention: MoneyConvention = {}): MoneyReading {
  const decimals = convention.decimals ?? MONEY_DECIMALS;
  let rest = text.trim();
  if (rest === '') return refuse('missing', moneyMessages.missing);
  // The sign may stand outside the minus ("-$5") or inside it ("$-5").
  rest = withoutSigns(rest);
  if (MINUS.test(rest)) return refuse('negative', moneyMessages.negative);
  rest = withoutSigns(rest);
  if (rest === '') return refuse('invalid', moneyMessages.invalid);

  // A space or an apostrophe groups: marked as '_' so that it is checked like the others.
  const amount = rest.replace(SPACE_GROUPING, '_');
  const bare = amount.replaceAll('_', '');
  if (!AMOUNT_CHARACTERS.test(bare) || !/\d/.test(bare)) {
    return refuse('invalid', moneyMessages.invalid);
  }

  const points = bare.split('.').length - 1;
  const commas = bare.split(',').length - 1;
  let decimal: '.' | ',' | null = null;
  if (points > 0 && commas > 0) {
    decimal = amount.lastIndexOf('.') > amount.lastIndexOf(',') ? '.' : ',';
    if ((decimal === '.' ? points : commas) > 1) return refuse('invalid', moneyMessages.invalid);
  } else if (points + commas === 1) {
    const mark = points === 1 ? '.' : ',';
    const [whole = '', fraction = ''] = amount.split(mark);
    if (fraction.length === 3 && /^[1-9]\d{0,2}$/.test(whole)) {
      if (decimals === 0 || convention.grouping === mark) decimal = null;
      else {
        const digits = `${whole}${fraction}`;
        return refuse(
          'ambiguous',
          moneyMessages.ambiguous(
            rest,
            digits,
            `${whole},${fraction}.${'0'.repeat(MONEY_DECIMALS)} or ${whole}.${fraction},${'0'.repeat(MONEY_DECIMALS)}`,
          ),
        );
      }
    } else decimal = mark;
  }

  const [wholeText = '', fraction = '', ...more] =
    decimal === null ? [amount] : amount.split(decimal);
  if (more.length > 0 || (decimal !== null && fraction === '')) {
    return refuse('invalid', moneyMessages.invalid);
  }
  if (!DIGITS.test(fraction)) return refuse('invalid', moneyMessages.invalid);
  // The whole part: plain digits, or groups of three by one mark (the other one, or spaces).
  const marks = new Set(wholeText.replace(/\d/g, ''));
  if (marks.size > 1) return refuse('invalid', moneyMessages.invalid);
  const [mark] = marks;
  if (mark !== undefined && !groupsOfThree(wholeText, mark)) {
    return refuse('invalid', moneyMessages.invalid);
  }
  if (fraction.length > decimals) return refuse('decimals', moneyMessages.decimals(decimals));

  const wholeDigits = wholeText.replace(/\D/g, '').replace(/^0+(?=\d)/, '') || '0';
  if (wholeDigits.length > String(MONEY_MAX_MAJOR).length - 1) {
    return refuse('tooLarge', moneyMessages.tooLarge);
  }
  const minor = Number(`${wholeDigits}${fraction.padEnd(decimals, '0')}`);
  if (minor >= MONEY_MAX_MAJOR * 10 ** decimals) return refuse('tooLarge', moneyMessages.tooLarge);
  return { ok: true, minor };
}

/**
 * A number in major units (a JSON body's 149.9) as whole minor units: rounded half away from
 * zero as PostgreSQL rounds a numeric (a binary float cannot say 1.005 exactly), or why not.
 */
export function moneyOfNumber(value: number, decimals: number = MONEY_DECIMALS): MoneyReading {
  if (!Number.isFinite(value)) return refuse('invalid', moneyMessages.invalid);
  if (value < 0) return refuse('negative', moneyMessages.negative);
  const text = String(value);
  // Shifting the decimal text rounds as the column does: 1.005 → 1.01 (1.005 * 100 is 100.4999…).
  const shifted = text.includes('e') ? value * 10 ** decimals : Number(`${text}e${decimals}`);
  const minor = Math.round(shifted);
  if (minor >= MONEY_MAX_MAJOR * 10 ** decimals) return refuse('tooLarge', moneyMessages.tooLarge);
  return { ok: true, minor };
}

/** A number from an API body or text from a person: the one reader for both. */
export function readMoney(value: number | string, convention: MoneyConvention = {}): MoneyReading {
  return typeof value === 'number'
    ? moneyOfNumber(value, convention.decimals)
    : parseMoney(value, convention);
}

/**
 * A number in major units that the API's schema already read (a money field's answer, a
 * price column's value) as whole minor units. Throws when it is no amount: a schema or a
 * column let through what the rule refuses, which is a defect, not bad input.
 */
export function majorToMinor(major: number, decimals: number = MONEY_DECIMALS): number {
  const reading = moneyOfNumber(major, decimals);
  if (!reading.ok) throw new Error(`not an amount of money: ${major}`);
  return reading.minor;
}

/** Whole minor units as the API's number in major units: 14990 → 149.9. */
export function minorToMajor(minor: number, decimals: number = MONEY_DECIMALS): number {
  return Number(`${minor}e-${decimals}`);
}
