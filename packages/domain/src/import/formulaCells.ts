import Papa from 'papaparse';

// Spreadsheet formula injection (issue 13): a cell a spreadsheet would read as a formula
// (=, +, -, @, tab or carriage return first) is written with a leading apostrophe, and the
// importer takes the apostrophe off again, so export → import gives back the same value.
// Values that already start with apostrophes before such a character get one more, so
// the mapping stays one-to-one ("'=x" is written "''=x" and read back as "'=x").

const NEUTRALISED = /^'*[=+\-@\t\r]/;
const RESTORED = /^'+[=+\-@\t\r]/;
const FIRST_CHARACTERS = new Set(['=', '+', '-', '@', '\t', '\r', "'"]);

/** The cell as the CSV writer puts it in a file. */
export function neutraliseFormula(value: string): string {
  // Most cells start with none of them: one character look-up, no regular expression.
  if (!FIRST_CHARACTERS.has(value.charAt(0))) return value;
  return NEUTRALISED.test(value) ? `'${value}` : value;
}

/** The value of a cell written by neutraliseFormula (any other cell is left as it is). */
export function restoreFormula(cell: string): string {
  return cell.charCodeAt(0) === 39 && RESTORED.test(cell) ? cell.slice(1) : cell;
}

/** A CSV file of these columns and rows, every cell neutralised (the import's downloads). */
export function csvText(fields: readonly string[], rows: readonly (readonly string[])[]): string {
  return Papa.unparse({
    fields: fields.map(neutraliseFormula),
    data: rows.map((row) => row.map(neutraliseFormula)),
  });
}
