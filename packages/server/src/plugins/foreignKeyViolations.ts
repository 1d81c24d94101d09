import { apiMessages } from '@runway-live/domain/api';
import { pgErrorWithCode } from './databaseError';

/** PostgreSQL's foreign_key_violation. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * How PostgreSQL words the violation of a delete or key change that rows still reference
 * ("update or delete on table "size_charts" violates foreign key constraint … on table
 * "categories""). Its `table` field names the referencing table either way, so the
 * (English) message is the only thing that tells this case from a write naming a missing
 * target. Under another server language every violation reads as the latter: still a 4xx.
 */
const REFERENCED_ROW_CHANGED = /^update or delete on table /;

/**
 * Foreign keys whose column a caller names in a request: the request's field and what a
 * missing target is called. The services check these references first (400 naming the
 * field, e.g. a category's size chart); this answers the same when the target is deleted
 * between that check and the write. Keys the server fills itself (a designer's id, an
 * event's) are not listed.
 */
export const FOREIGN_KEY_FIELDS: Readonly<Record<string, { field: string; missing: string }>> = {
  categories_size_size_charts_key_fk: { field: 'size', missing: apiMessages.unknownSizeChart },
};

/**
 * The status and message of a foreign-key violation, or null for any other error. Neither
 * case is the server's failure:
 * - a delete or key change of a row that others still reference: 409;
 * - a write whose target is gone (a race with a delete): 400 naming the field when the
 *   constraint tells which, else 409.
 * PostgreSQL's detail is not read: it carries the key's value.
 */
export function foreignKeyViolation(error: { cause?: unknown }): [400 | 409, string] | null {
  const fields = pgErrorWithCode(error, FOREIGN_KEY_VIOLATION);
  if (!fields) return null;
  if (typeof fields.message === 'string' && REFERENCED_ROW_CHANGED.test(fields.message)) {
    return [409, apiMessages.stillReferenced];
  }
  const known =
    typeof fields.constraint === 'string' ? FOREIGN_KEY_FIELDS[fields.constraint] : undefined;
  return known ? [400, `${known.field}: ${known.missing}`] : [409, apiMessages.referenceMissing];
}
