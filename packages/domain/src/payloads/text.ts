/**
 * Payload builders read form values that may come from storage or the network, where the
 * types are only a promise. A field that is not text is sent as '' rather than crashing.
 */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A record to read fields from: anything that is not an object reads as empty. */
export function fieldsOf<T extends object>(values: T | null | undefined): Partial<T> {
  return typeof values === 'object' && values !== null ? values : {};
}
