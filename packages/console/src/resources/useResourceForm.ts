import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@runway-live/domain/messages';
import { useEffect, useState } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type * as z from 'zod';
import { failureMessage } from '../api/ApiProvider';
import { useToast } from '../shared/useToast';
import { useUnsavedChangesGuard } from '../shared/useUnsavedChangesGuard';
import { scrollToFirstInvalid } from '../forms/scrollToFirstInvalid';
import { relabelErrors } from './relabelErrors';
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
  /**
   * A step the person answers before the save (a designer's address check): false stops
   * the submission quietly, and the step submits the form again once it is answered.
   */
  beforeSave?: (values: Values) => boolean;
  /** The success toast, e.g. 'Colour saved'. */
  savedMessage: string;
  /** After a save, e.g. back to the list. */
  onSaved: () => void;
  /** What the page's save button says; the header's bar says the same. 'Save' when left out. */
  submitLabel?: string;
  /**
   * The form's own label of a field whose schema message names it otherwise (the product
   * rules name CSV columns: 'Product Brand is missing' is shown as 'Brand is missing').
   */
  fieldLabels?: Readonly<Record<string, string>>;
};

/** The toast of an invalid submission: 'Invalid Form', then the first invalid field's message. */
function invalidFormMessage(first: string | undefined, count: number): string {
  if (!first) return messages.invalidForm;
  const more = count > 1 ? ` (and ${count - 1} more)` : '';
  return `${messages.invalidForm}: ${first}${more}`;
}

/**
 * A resource's form on react-hook-form with the domain's zod schema. An invalid submission
 * says 'Invalid Form' with the first invalid field's message and focuses that field
 * (section 5); a failure that names a field of the form (a 400's rule, a 409's value already
 * taken: serverFieldError) is shown under it, any other failure as a toast, and a save as a
 * toast. While the form is dirty the header's bar shows: Discard resets it, its save
 * (labelled as the page's) submits it.
 */
export function useResourceForm<Input extends FieldValues, Values>({
  schema,
  defaultValues,
  save,
  beforeSave,
  savedMessage,
  onSaved,
  submitLabel = 'Save',
  fieldLabels,
}: ResourceFormOptions<Input, Values>) {
  const zod = zodResolver(schema) as Resolver<Input, unknown, Values>;
  const resolver: Resolver<Input, unknown, Values> = fieldLabels
    ? async (...args) => {
        const result = await zod(...args);
        if (Object.keys(result.errors).length === 0) return result;
        return { values: {}, errors: relabelErrors<Input>(result.errors, fieldLabels) };
      }
    : zod;
  const form = useForm<Input, unknown, Values>({ resolver, defaultValues });
  // A callback ref kept in state: the invalid handler reads the form element it was given.
  const [formElement, formRef] = useState<HTMLFormElement | null>(null);
  const toast = useToast();
  // The 'Invalid Form' toast on screen and the field it names: it goes once that field is
  // fixed (issue 27), instead of saying for ten seconds what is no longer so.
  const [invalidToast, setInvalidToast] = useState<{ id: number; field: string } | null>(null);

  const onInvalid = (errors: FieldErrors<Input>) => {
    const names = Object.keys(errors);
    const first = (formElement && scrollToFirstInvalid(formElement, new Set(names))) ?? names[0];
    const message = first ? (get(errors, first) as { message?: string } | undefined) : undefined;
    const id = toast.error(invalidFormMessage(message?.message, names.length));
    setInvalidToast(first ? { id, field: first } : null);
  };

  useEffect(() => {
    if (!invalidToast) return undefined;
    return form.subscribe({
      formState: { errors: true },
      callback: ({ errors }) => {
        if (errors && get(errors, invalidToast.field)) return;
        toast.dismiss(invalidToast.id);
        setInvalidToast(null);
      },
    });
  }, [form, invalidToast, toast]);

  const onValid = async (values: Values) => {
    if (beforeSave && !beforeSave(values)) return;
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
  const saving = form.formState.isSubmitting;

  useUnsavedChangesGuard({
    dirty: form.formState.isDirty,
    onDiscard: () => form.reset(),
    onUpdate: () => void submit(),
    saveLabel: submitLabel,
    saving,
  });

  return { form, formRef, submit, saving, submitLabel };
}
