/** The columns every resource row has (schema.ts: id(), createdAt(), updatedAt()). */
export type ObjectRow = { id: string; createdAt: Date; updatedAt: Date };

export type ApiObject<Row extends ObjectRow> = Omit<Row, 'id' | 'createdAt' | 'updatedAt'> & {
  _id: string;
  createdAt: string;
  updatedAt: string;
};

const RENAMED = new Set(['id', 'createdAt', 'updatedAt']);

/**
 * A row as the API shows it: its id as `_id` (API.md), timestamps in ISO 8601 UTC.
 * A plain loop, not `const { id, ...fields } = row`: V8's rest-with-exclusions copy is
 * several times slower, which a list page pays per row (bench/api/README.md, "Third pass").
 */
export function toApiObject<Row extends ObjectRow>(row: Row): ApiObject<Row> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(row)) {
    if (!RENAMED.has(key)) out[key] = row[key as keyof Row];
  }
  out._id = row.id;
  out.createdAt = row.createdAt.toISOString();
  out.updatedAt = row.updatedAt.toISOString();
  return out as ApiObject<Row>;
}
