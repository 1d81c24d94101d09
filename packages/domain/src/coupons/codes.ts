import Papa from 'papaparse';
import { neutraliseFormula } from '../import/formulaCells';

/*
 * Coupon codes: what a code may be, and the bulk codes the server generates (issue 32).
 * A code is unique regardless of case and stored upper case: letters, digits and single
 * dashes. A bulk code is a prefix and random characters from an alphabet without
 * look-alikes; the randomness is the caller's (the server's node:crypto), never Math.random.
 */

export const COUPON_CODE_MIN = 3;
export const COUPON_CODE_MAX = 32;
/** Letters and digits in groups joined by single dashes, upper case. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

/** Whether `code` (already upper-cased) is a code a coupon may have. */
export function isCouponCode(code: string): boolean {
  return (
    code.length >= COUPON_CODE_MIN &&
    code.length <= COUPON_CODE_MAX &&
    COUPON_CODE_PATTERN.test(code)
  );
}

/** A typed code as it is stored and looked up: trimmed, upper case. */
export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase();

/** Digits and capitals without 0/O, 1/I/L: 31 characters nobody misreads. */
export const BULK_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Random characters per bulk code: 31^12 ≈ 7.9 × 10^17 (59 bits) per code. */
export const BULK_CODE_RANDOM_LENGTH = 12;
export const BULK_CODE_PREFIX_MAX = 12;
export const BULK_CODES_MAX = 10_000;

/** Bytes at or above this are skipped, so every character is equally likely (no modulo bias). */
const UNBIASED_LIMIT = 256 - (256 % BULK_CODE_ALPHABET.length);

/**
 * Random characters from BULK_CODE_ALPHABET drawn from `randomBytes` (rejection sampling:
 * a byte of 248 or more is drawn again), `length` of them.
 */
export function randomCodePart(
  randomBytes: (size: number) => Uint8Array,
  length: number = BULK_CODE_RANDOM_LENGTH,
): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      out += BULK_CODE_ALPHABET[byte % BULK_CODE_ALPHABET.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** A bulk code: `PREFIX-XXXXXXXXXXXX`, or the random part alone without a prefix. */
export function bulkCode(prefix: string, randomBytes: (size: number) => Uint8Array): string {
  const random = randomCodePart(randomBytes);
  return prefix ? `${prefix}-${random}` : random;
}

/** The export's columns (GET /api/v2/coupons/:id/codes?format=csv). */
export const COUPON_CODE_CSV_COLUMNS = ['Code', 'Status', 'Uses', 'Max uses', 'Created'] as const;

/** Bulk codes as CSV, every cell neutralised against spreadsheet formulas. */
export function couponCodesToCsv(
  codes: readonly {
    code: string;
    status: string;
    usedCount: number;
    maxUses: number;
    createdAt: string;
  }[],
): string {
  const data = codes.map((row) =>
    [row.code, row.status, String(row.usedCount), String(row.maxUses), row.createdAt].map(
      neutraliseFormula,
    ),
  );
  return Papa.unparse({ fields: [...COUPON_CODE_CSV_COLUMNS], data });
}
