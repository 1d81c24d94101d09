import { apiErrorSchema } from '@runway-live/domain/api';
import { isApiCallError } from '../api/ApiCallError';

const FIELD_MESSAGE = /^([A-Za-z_][\w.]*): (.+)$/;

/**
 * The form's field a failed save is about, and the message to show under it: the field the
 * server names in its answer (a 409's value already taken: `field: 'productCode'` or
 * 'colors.0.sizes.2.sku'), or the field a 400 names in its message ('size: No size chart
 * has this key.', the server's shape for a field rule). Only a field of the form (`fields`:
 * its top-level names) counts; anything else is for a toast.
 */
export function serverFieldError(
  error: unknown,
  fields: readonly string[],
): { field: string; message: string } | null {
  if (!isApiCallError(error)) return null;
  const body = apiErrorSchema.safeParse(error.body);
  const named = body.success ? body.data.field : undefined;
  if (named !== undefined) {
    return fields.includes(named.split('.')[0] ?? '')
      ? { field: named, message: error.message }
      : null;
  }
  if (error.status !== 400) return null;
  const match = FIELD_MESSAGE.exec(error.message);
  if (!match) return null;
  const [, path = '', message = ''] = match;
  const field = path.split('.')[0] ?? '';
  return fields.includes(field) ? { field, message } : null;
}
