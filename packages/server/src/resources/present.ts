/** The columns every resource row has (schema.ts: id(), createdAt(), updatedAt()). */
export type ObjectRow = { id: string; createdAt: Date; updatedAt: Date };

export type ApiObject<Row extends ObjectRow> = Omit<Row, 'id' | 'createdAt' | 'updatedAt'> & {
  _id: string;
  createdAt: string;
  updatedAt: string;
};

/** A row as the API shows it: its id as `_id` (API.md), timestamps in ISO 8601 UTC. */
export function toApiObject<Row extends ObjectRow>(row: Row): ApiObject<Row> {
  const { id, createdAt, updatedAt, ...fields } = row;
  return {
    ...fields,
    _id: id,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
