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
 * How Papa reads a product CSV, for the importer here and for anyone who drives Papa
 * themselves (the console's worker reads a File in chunks): every record, blank ones too,
 * so that records and lines stay in step.
 */
export const PRODUCT_CSV_PARSE_CONFIG = {
  header: false,
  delimiter: ',',
  skipEmptyLines: false,
} as const;

/** A parse error of Papa as the reader needs it: only its code is read. */
export type CsvRecordError = { readonly code: string };

/**
 * The importer, one record at a time: the streaming entry point. Feed it Papa's records in
 * order (`read` answers false when the rest of the file need not be read), then take the
 * `result`. `importProductsFromCsv` is this reader over a whole text.
 */
export type ProductCsvReader = {
  read(row: string[], errors: readonly CsvRecordError[]): boolean;
  result(): ImportResult;
};

export function createProductCsvReader(context: ImportContext): ProductCsvReader {
  return new ProductFile(context);
}

/** A byte-order mark a spreadsheet put in front of the header. */
export function stripByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
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
  const reader = createProductCsvReader(context);
  Papa.parse<string[]>(stripByteOrderMark(text), {
    ...PRODUCT_CSV_PARSE_CONFIG,
    step: (results, parser) => {
      if (!reader.read(results.data, results.errors)) parser.abort();
    },
  });
  return reader.result();
}

/** The file's records in order: the header, then data lines handed to the sheet. */
class ProductFile implements ProductCsvReader {
  private sheet: ProductSheet | null = null;
  private fileError: string | undefined;
  private lineNumber = 0;
  // Blank lines are held back until a later line shows they are not trailing ones.
  private heldBack: { row: string[]; line: number }[] = [];

  constructor(private readonly context: ImportContext) {}

  /** Takes the next record; false when the rest of the file need not be read. */
  read(row: string[], errors: readonly CsvRecordError[]): boolean {
    this.lineNumber += 1;
    const { sheet, lineNumber } = this;
    if (sheet === null) {
      if (isBlank(row)) {
        this.fileError = messages.emptyCsvHeader;
        return false;
      }
      this.sheet = new ProductSheet(this.context, buildLookups(this.context), row);
      return true;
    }
    if (isBlank(row)) {
      this.heldBack.push({ row, line: lineNumber });
      return true;
    }
    for (const blank of this.heldBack) readRecord(sheet, blank.row, blank.line);
    this.heldBack = [];
    // An unclosed quote swallows the rest of the file into one value: say so, or the
    // lines after it would vanish as one line of the wrong column count.
    if (errors.some((error) => error.code === 'MissingQuotes')) {
      if (row.length === sheet.columnCount) sheet.readLine(row, lineNumber);
      sheet.report(unclosedQuote(lineNumber), lineNumber);
    } else readRecord(sheet, row, lineNumber);
    return true;
  }

  result(): ImportResult {
    if (this.sheet === null) {
      return { products: [], messages: [], fileError: this.fileError ?? messages.emptyCsvHeader };
    }
    const { products, messages: said, header, rowsByLine } = this.sheet;
    if (said.length === 0) return { products, messages: said };
    return { products, messages: said, rows: { header, byLine: rowsByLine } };
  }
}

// Rows whose column count differs from the header's are skipped (spec), with a Warning
// (issue 19: a line must not vanish without a word). A blank line holds no data: no word.
function readRecord(sheet: ProductSheet, row: string[], line: number): void {
  if (row.length === sheet.columnCount) sheet.readLine(row, line);
  else if (!isBlank(row)) sheet.skipLine(row, line);
}
