import { isApiCallError } from '../api/ApiCallError';

const FIELD_MESSAGE = /^([A-Za-z_][\w.]*): (.+)$/;

/**
 * A 400 that names one of the form's fields ('size: No size chart has this key.', the
 * server's shape for a field rule): the field and its message, to show under the field.
 * Anything else (a 409, a failure without a field) is for a toast.
 */
export function serverFieldError(
  error: unknown,
  fields: readonly string[],
): { field: string; message: string } | null {
  if (!isApiCallError(error) || error.status !== 400) return null;
  const match = FIELD_MESSAGE.exec(error.message);
  if (!match) return null;
  const [, path = '', message = ''] = match;
  const field = path.split('.')[0] ?? '';
  return fields.includes(field) ? { field, message } : null;
}
