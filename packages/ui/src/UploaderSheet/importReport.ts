import type { ImportMessage } from '@runway-live/domain';
import Papa from 'papaparse';

/** Which lines the sheet shows: all of them, or only errors or only warnings. */
export type ImportFilter = 'all' | ImportMessage['errorType'];

export function filterLines(
  lines: readonly ImportMessage[],
  filter: ImportFilter,
): readonly ImportMessage[] {
  return filter === 'all' ? lines : lines.filter((line) => line.errorType === filter);
}

export function countLines(lines: readonly ImportMessage[]) {
  let errors = 0;
  for (const line of lines) if (line.errorType === 'Error') errors += 1;
  return { errors, warnings: lines.length - errors };
}

/**
 * The CSV error report: one row per line with its row number, type and message.
 * Formula-like cells are escaped: the file is opened in spreadsheets and the
 * messages quote what the seller typed.
 */
export function importReportCsv(lines: readonly ImportMessage[]): string {
  return Papa.unparse(
    {
      fields: ['row', 'type', 'message'],
      data: lines.map((line) => [line.lineNumber, line.errorType, line.message]),
    },
    { escapeFormulae: true },
  );
}
