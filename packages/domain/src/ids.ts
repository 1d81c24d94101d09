/**
 * The ids of every table: UUIDs, in any case. A text that is not one names nothing (the
 * console's not-found state) and must not reach the database, where it is a cast error.
 * The API's schemas check ids with zod's `z.uuid()`; this is the pattern for the places
 * that test a bare string (route parameters, token claims, log lines).
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `text` is a UUID. */
export function isUuid(text: unknown): text is string {
  return typeof text === 'string' && UUID_PATTERN.test(text);
}
