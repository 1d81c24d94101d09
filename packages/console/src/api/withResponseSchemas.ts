import type * as responseSchemas from './responseSchemas';

type ResponseSchemas = typeof responseSchemas;

/**
 * Runs `request` and loads the response validators at the same time, so the first call
 * waits for whichever is slower rather than for both in turn.
 */
export async function withResponseSchemas<T>(
  request: () => Promise<unknown>,
  read: (schemas: ResponseSchemas, body: unknown) => T,
): Promise<T> {
  const [schemas, body] = await Promise.all([import('./responseSchemas'), request()]);
  return read(schemas, body);
}
