import Papa from 'papaparse';
import { messages } from '../messages';
import { buildLookups } from './lookups';
import { unclosedQuote } from './messages';
import { ProductSheet } from './productSheet';
import type { ImportContext, ImportResult } from './types';

// Papa hands the rows over one at a time (`step`) and keeps none of them: only the
// products stay in memory, and their values are slices of the file's own text.

function isBlank(row: readonly string[]): boolean {
  for (const value of row) if (value.trim() !== '') return false;
  return true;
}

/**
 * Turns the text of a product CSV into the products `POST /api/v2/import` takes, with the
 * uploader's line-by-line Errors and Warnings (spec sections 3 and 5). Pure and total: any
 * text gives a result, never an exception.
 *
 * Line numbers are the spreadsheet's: the header is line 1 and each record is one line,
 * even when a quoted value holds a line break. Papa is told not to skip empty lines so
 * that records and lines stay in step; blank lines at the end are then dropped here.
 */
export function importProductsFromCsv(text: string, context: ImportContext): ImportResult {
  const lookups = buildLookups(context);
  let sheet: ProductSheet | null = null;
  let fileError: string | undefined;
  let lineNumber = 0;
  // Blank lines are held back until a later line shows they are not trailing ones.
  let heldBack: { row: string[]; line: number }[] = [];

  function readRow(row: string[], parser: Papa.Parser): void {
    lineNumber += 1;
    if (sheet === null) {
      if (isBlank(row)) {
        fileError = messages.emptyCsvHeader;
        parser.abort();
        return;
      }
      sheet = new ProductSheet(context, lookups, row);
      return;
    }
    if (isBlank(row)) {
      heldBack.push({ row, line: lineNumber });
      return;
    }
    if (heldBack.length > 0) {
      for (const blank of heldBack) readRecord(sheet, blank.row, blank.line);
      heldBack = [];
    }
    readRecord(sheet, row, lineNumber);
  }

  Papa.parse<string[]>(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, {
    header: false,
    delimiter: ',',
    skipEmptyLines: false,
    step: (results, parser) => {
      readRow(results.data, parser);
      // An unclosed quote swallows the rest of the file into one value: say so, or the
      // lines after it would vanish as one line of the wrong column count.
      if (sheet !== null && results.errors.some((error) => error.code === 'MissingQuotes')) {
        (sheet as ProductSheet).report(unclosedQuote(lineNumber), lineNumber);
      }
    },
  });

  if (sheet === null) {
    return { products: [], messages: [], fileError: fileError ?? messages.emptyCsvHeader };
  }
  const { products, messages: lineMessages } = sheet as ProductSheet;
  return { products, messages: lineMessages };
}

// Rows whose column count differs from the header's are skipped without a message (spec).
function readRecord(sheet: ProductSheet, row: string[], line: number): void {
  if (row.length === sheet.columnCount) sheet.readLine(row, line);
}
