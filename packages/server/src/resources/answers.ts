/**
 * Objects that several calls hold at once: the page that identical list calls of one turn
 * read together and the pages of reference data kept while its version holds
 * (lists/listPage.ts), the session row the calls of one account in one batch share
 * (auth/sessionRows.ts). Each is frozen all the way down first, so a handler that tried to
 * change one would throw instead of changing what the other calls send.
 */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const field of Object.values(value)) deepFreeze(field);
}

/** Marks `value` as held by several calls: frozen from here on. */
export function share<T extends object>(value: T): T {
  deepFreeze(value);
  return value;
}

/** `{ success: true, data }`: the answer of a read. */
export function dataAnswer<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}
