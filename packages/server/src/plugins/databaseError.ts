/** The fields of a PostgreSQL error the API reads (never its detail: it carries values). */
export type PgErrorFields = { code?: unknown; constraint?: unknown; message?: unknown };

/**
 * The PostgreSQL error behind `error` when its code is `code`, else undefined. Drizzle wraps
 * the driver's error (pg and PGlite alike) in `cause`; both carry PostgreSQL's `code`,
 * `constraint` and `message` fields.
 */
export function pgErrorWithCode(
  error: { cause?: unknown },
  code: string,
): PgErrorFields | undefined {
  return [error as PgErrorFields, error.cause as PgErrorFields | undefined].find(
    (candidate) => candidate?.code === code,
  );
}
