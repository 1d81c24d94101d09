import { messages } from '@runway-live/domain/messages';
import { useAtomValue } from 'jotai';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { userAtom } from '../../state/session';

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

/**
 * The designer a resource form is for: the saved object's, else the one admin and staff
 * pick in it (`pickDesigner`), else the signed-in designer; '' while none is chosen.
 */
export function useFormDesignerId<T extends { designerId?: string | undefined }>(
  typed: UseFormReturn<T>,
  saved: string | undefined,
  pickDesigner: boolean,
): string {
  const form = typed as unknown as UseFormReturn<{ designerId?: string | undefined }>;
  const user = useAtomValue(userAtom);
  const choice = useWatch({ control: form.control, name: 'designerId' });
  return saved ?? (pickDesigner ? (choice ?? '') : (user?._id ?? ''));
}
