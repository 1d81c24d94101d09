import type { ImportMessage, ImportResult } from '@runway-live/domain/import';
import type { UploaderLine } from '@runway-live/ui';
import Papa from 'papaparse';

/** The cells of the lines with messages, as the importer kept them. */
export type ReportRows = NonNullable<ImportResult['rows']>;

/**
 * The CSV error report of the lines shown: the line, its type, its message and the value
 * it is about, then the line as the file gave it under the file's own header (issue 19),
 * so the report can be fixed and read without the file beside it. Cells a spreadsheet
 * would run as formulas are escaped: the report quotes what the seller typed.
 */
export function importReportCsv(
  lines: readonly (UploaderLine | ImportMessage)[],
  rows: ReportRows | undefined,
): string {
  const header = rows?.header ?? [];
  return Papa.unparse(
    {
      fields: ['row', 'type', 'message', 'value', ...header],
      data: lines.map((line) => [
        line.lineNumber,
        line.errorType,
        line.message,
        line.value ?? '',
        ...(rows?.byLine[line.lineNumber] ?? []),
      ]),
    },
    { escapeFormulae: true },
  );
}
