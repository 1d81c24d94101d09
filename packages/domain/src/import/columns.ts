/** The product CSV's columns, as the spec names and orders them (section 3). */
export const CSV_COLUMNS = [
  'Event Id',
  'Designer Id',
  'Category Id',
  'Product Brand',
  'Product Name',
  'Product Code',
  'Product Weight(LBS)',
  'Price',
  'Color Name',
  'Color Code',
  'Alternate Color Description',
  'Size',
  'Quantity',
  'SKU',
  'Product Images',
  'Fabric Quality',
  'Description',
  'Tax Rate',
  'Start Date',
  'Shipping Date',
  'PreOrder',
  'BackOrder',
  'Looks',
  'Look Id',
  'Look Name',
  'Look Description',
  'Look Images',
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** Where each column sits in a file's header; -1 when the file lacks it. */
export type ColumnPositions = Record<CsvColumn, number>;

function headerKey(name: string): string {
  return name.trim().toLowerCase();
}

const CANONICAL_BY_KEY = new Map<string, CsvColumn>(
  CSV_COLUMNS.map((column) => [headerKey(column), column]),
);

/**
 * Finds the columns by name, so a spreadsheet that reorders them or changes their case
 * still imports. A column the header lacks reads as blank on every line.
 */
export function locateColumns(header: readonly string[]): ColumnPositions {
  const positions = Object.fromEntries(
    CSV_COLUMNS.map((column) => [column, -1]),
  ) as ColumnPositions;
  header.forEach((name, index) => {
    const column = CANONICAL_BY_KEY.get(headerKey(name));
    if (column && positions[column] === -1) positions[column] = index;
  });
  return positions;
}
