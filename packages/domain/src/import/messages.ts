import { fieldInvalidInLine, fieldMissingInLine } from '../messages';
import { productFieldInvisible } from '../schemas/product';
import type { ProductField } from './productRules';

// The importer's messages beyond the spec's: the spec says what happens (a warning, an
// error on the later line) but not the words. They keep the spec's '{field} is … in line N'
// opening so the uploader's list reads alike.

/** Start Date left blank: a Warning. */
export function startDateDefaulted(lineNumber: number): string {
  return `${fieldMissingInLine('Start Date', lineNumber)}, the current date is used.`;
}

/** A value that must be unique (a SKU in a file, a product or colour in a list) used again. */
export function valueAlreadyUsed(field: string, lineNumber: number, firstLine: number): string {
  return `${fieldInvalidInLine(field, lineNumber)}, it is already used in line ${firstLine}.`;
}

/** The same colour and size twice in one product. */
export function variantAlreadyListed(lineNumber: number, firstLine: number): string {
  return `${fieldInvalidInLine('Size', lineNumber)}, this color and size are already in line ${firstLine}.`;
}

/** 'SKU must not contain invisible characters in line 4': the product rule's message, on its line. */
export function invisibleInLine(field: ProductField, lineNumber: number): string {
  return `${productFieldInvisible(field)} in line ${lineNumber}`;
}

/** A later line of a product whose first line failed. */
export function productFirstLineFailed(lineNumber: number, firstLine: number): string {
  return `${fieldInvalidInLine('Product Code', lineNumber)}, the product's first line ${firstLine} has errors.`;
}

/** Every other line of a product one of whose lines failed: the product is left out whole (issue 19). */
export function productLineFailed(productCode: string, failedLine: number): string {
  return `Product ${productCode} is not imported because line ${failedLine} has errors.`;
}

/** A line whose values do not match the header's columns: skipped, with a Warning. */
export function columnCountDiffers(lineNumber: number, count: number, expected: number): string {
  return `Line ${lineNumber} has ${count} ${count === 1 ? 'value' : 'values'} where the header has ${expected} columns, so it is skipped.`;
}

/** A quoted value that runs to the end of the file. */
export function unclosedQuote(lineNumber: number): string {
  return `A quote opened in line ${lineNumber} is never closed, so the lines after it cannot be read.`;
}

/**
 * A Price the money rule will not guess at: 'Price is invalid in line 3, “1.299” could be read
 * two ways: write 1299 for the whole amount, or add the cents (…)'.
 */
export function priceUnclear(lineNumber: number, detail: string): string {
  return `${fieldInvalidInLine('Price', lineNumber)}, ${detail.charAt(0).toLowerCase()}${detail.slice(1)}.`;
}
