import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@runway-live/domain';
import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import type * as z from 'zod';
import { failureMessage } from '../api/ApiProvider';
import { useToast } from '../app/useToast';
import { useUnsavedChangesGuard } from '../app/useUnsavedChangesGuard';
import { scrollToFirstInvalid } from '../forms/scrollToFirstInvalid';
import { serverFieldError } from './serverFieldError';

export type ResourceFormOptions<Input extends FieldValues, Values> = {
  /** The domain's form schema: the same one the server's POST parses. */
  schema: z.ZodType<Values, Input>;
  defaultValues: DefaultValues<Input>;
  /**
   * Sends the values (create) or the changed ones (update: a PATCH leaves the rest, so an
   * untouched field in use is never "changed"); rejects with the call's error.
   */
  save: (values: Values, changed: Partial<Values>) => Promise<unknown>;
  /** The success toast, e.g. 'Colour saved'. */
  savedMessage: string;
  /** After a save, e.g. back to the list. */
  onSaved: () => void;
};

/**
 * A resource's form on react-hook-form with the domain's zod schema. An invalid submission
 * says 'Invalid Form' and focuses the first invalid field (section 5); a 400 naming a
 * field is shown under it, any other failure (a 409 …) as a toast, and a save as a toast.
 * While the form is dirty the header's bar shows: Discard resets it, Update submits it.
 */
export function useResourceForm<Input extends FieldValues, Values>({
  schema,
  defaultValues,
  save,
  savedMessage,
  onSaved,
}: ResourceFormOptions<Input, Values>) {
  const form = useForm<Input, unknown, Values>({ resolver: zodResolver(schema), defaultValues });
  // A callback ref kept in state: the invalid handler reads the form element it was given.
  const [formElement, formRef] = useState<HTMLFormElement | null>(null);
  const toast = useToast();

  const onInvalid = (errors: FieldErrors<Input>) => {
    toast.error(messages.invalidForm);
    if (formElement) scrollToFirstInvalid(formElement, new Set(Object.keys(errors)));
  };

  const onValid = async (values: Values) => {
    try {
      const dirty = form.formState.dirtyFields as Record<string, unknown>;
      const changed = Object.fromEntries(
        Object.entries(values as Record<string, unknown>).filter(([key]) => key in dirty),
      ) as Partial<Values>;
      await save(values, changed);
    } catch (error) {
      const onField = serverFieldError(error, Object.keys(form.getValues()));
      if (onField) {
        form.setError(
          onField.field as Path<Input>,
          { message: onField.message },
          { shouldFocus: true },
        );
      } else {
        toast.error(failureMessage(error));
      }
      return;
    }
    // Clean before leaving, so the guard lets the page go.
    form.reset(form.getValues());
    toast.success(savedMessage);
    onSaved();
  };

  const submit = form.handleSubmit(onValid, onInvalid);

  useUnsavedChangesGuard({
    dirty: form.formState.isDirty,
    onDiscard: () => form.reset(),
    onUpdate: () => void submit(),
  });

  return { form, formRef, submit, saving: form.formState.isSubmitting };
}
