/**
 * One line of the uploader's list: an Error or a Warning about a line of the file (the
 * spreadsheet's numbering: the header is line 1), and the value it is about, if any.
 */
export type UploaderLine = {
  errorType: 'Error' | 'Warning';
  lineNumber: number;
  message: string;
  value?: string;
};

/** Which lines the sheet shows: all of them, or only errors or only warnings. */
export type ImportFilter = 'all' | UploaderLine['errorType'];

export function filterLines(
  lines: readonly UploaderLine[],
  filter: ImportFilter,
): readonly UploaderLine[] {
  return filter === 'all' ? lines : lines.filter((line) => line.errorType === filter);
}

export function countLines(lines: readonly UploaderLine[]) {
  let errors = 0;
  for (const line of lines) if (line.errorType === 'Error') errors += 1;
  return { errors, warnings: lines.length - errors };
}

/** Identical messages (same type, text and value) on several lines: one entry in the list. */
export type LineGroup = {
  errorType: UploaderLine['errorType'];
  lineNumbers: readonly number[];
  message: string;
  value?: string;
};

/** Groups identical messages, in the order of their first lines. */
export function groupLines(lines: readonly UploaderLine[]): LineGroup[] {
  const groups = new Map<string, LineGroup & { lineNumbers: number[] }>();
  for (const line of lines) {
    const key = `${line.errorType}\u0000${line.message}\u0000${line.value ?? ''}`;
    const group = groups.get(key);
    if (group) group.lineNumbers.push(line.lineNumber);
    else {
      groups.set(key, {
        errorType: line.errorType,
        lineNumbers: [line.lineNumber],
        message: line.message,
        ...(line.value === undefined ? {} : { value: line.value }),
      });
    }
  }
  return [...groups.values()];
}

/**
 * The line numbers an entry's heading names: none when its only line is already in the
 * message ('… in line 4'), so a line is never said twice.
 */
export function headingLines(group: LineGroup): string {
  const [first] = group.lineNumbers;
  if (group.lineNumbers.length === 1) {
    return new RegExp(`\\bline ${first}\\b`).test(group.message) ? '' : `line ${first}`;
  }
  return `lines ${group.lineNumbers.join(', ')}`;
}
