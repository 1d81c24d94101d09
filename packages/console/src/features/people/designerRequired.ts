import { messages } from '@runway-live/domain';
import type { z } from 'zod';

/**
 * A resource form's schema for admin and staff: they name the designer a new object
 * belongs to, before anything else (a designer's own is implied).
 */
export function designerRequired<Schema extends z.ZodType<{ designerId?: string | undefined }>>(
  schema: Schema,
): Schema {
  return schema.superRefine((form, context) => {
    if (!form.designerId) {
      context.addIssue({ code: 'custom', path: ['designerId'], message: messages.required });
    }
  });
}
