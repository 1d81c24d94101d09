import { type ApiLook } from '@runway-live/domain/api';
import { messages } from '@runway-live/domain/messages';
import {
  TEXT_LIMITS,
  LOOK_STATUSES,
  lookFormSchema,
  type LookFormInput,
  type LookFormValues,
} from '@runway-live/domain/schemas';
import { Fieldset, FileInput, ImageList, Select, TextAreaField, TextField } from '@runway-live/ui';
import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import * as z from 'zod';
import { failureMessage } from '../../api/ApiProvider';
import { uploadedImageSrc, useUploadImage } from '../../api/uploads';
import { useCanWrite } from '../../shared/useCanWrite';
import { useToast } from '../../shared/useToast';
import { DetailGate, MissingPage } from '../../resources/DetailGate';
import { FormPair, ResourceFormFrame } from '../../resources/ResourceFormFrame';
import { useResourceForm } from '../../resources/useResourceForm';
import { DesignerSelect } from '../people';
import { LOOK_STATUS_LABELS } from './lookColumns';
import { LOOKS_LIST, useLookContext, type LookContext } from './lookContext';
import { EventSelect } from '../events';
import { looks } from './looksApi';

const IMAGE_TYPES = ['png', 'jpg', 'jpeg'] as const;

/** Admin and staff name the designer a new look belongs to, before anything else. */
const lookFormForAdminSchema = lookFormSchema.extend({
  designerId: z.uuid({ error: messages.required }),
});

const STATUS_OPTIONS = LOOK_STATUSES.map((status) => ({
  value: status,
  label: LOOK_STATUS_LABELS[status],
}));

/**
 * Add a look (look/add-look, event/add-look/:event_id, event-detail/add-look/:event_id)
 * or edit one (look/edit-look/:look_id and its event variants). An unknown look, or
 * another designer's (the server answers 404), is the not-found state.
 */
export function LookFormScreen() {
  const { look_id: lookId } = useParams();
  const context = useLookContext();
  const detail = looks.useDetail(context ? lookId : undefined);
  if (!context) return <MissingPage list={LOOKS_LIST} />;
  if (lookId === undefined) return <LookForm context={context} />;
  return (
    <DetailGate query={detail} list={{ title: 'Looks', path: context.listPath }}>
      {(look) => <LookForm context={context} look={look} />}
    </DetailGate>
  );
}

function LookForm({ context, look }: { context: LookContext; look?: ApiLook }) {
  const navigate = useNavigate();
  const toast = useToast();
  const create = looks.useCreate();
  const update = looks.useUpdate(look?._id ?? '');
  const createdId = useRef<string | null>(null);
  const upload = useUploadImage();
  const [uploading, setUploading] = useState(false);
  // A new key empties the file input after each upload, so the same file can be added again.
  const [pickerKey, setPickerKey] = useState(0);
  const pickDesigner = useCanWrite() && !look;
  const title = look ? `Edit ${look.name}` : 'Add look';
  const { form, formRef, submit, saving } = useResourceForm<LookFormInput, LookFormValues>({
    schema: pickDesigner ? lookFormForAdminSchema : lookFormSchema,
    defaultValues: {
      // Picked on a new look only: a look stays with its designer.
      designerId: undefined,
      name: look?.name ?? '',
      description: look?.description ?? '',
      images: look?.images ?? [],
      eventId: look ? look.eventId : context.eventId,
      status: look?.status ?? 'draft',
    },
    save: async (values, changed) => {
      if (look) return update.mutateAsync(changed);
      const created = await create.mutateAsync(values);
      createdId.current = created._id;
      return created;
    },
    savedMessage: look ? 'Look saved' : 'Look added',
    // A new look is empty: its products come next. An edited one goes back to the list.
    onSaved: () =>
      void navigate(createdId.current ? context.productsPath(createdId.current) : context.listPath),
  });
  const { errors } = form.formState;
  const images = form.watch('images') ?? [];
  const setImages = (next: string[]) =>
    form.setValue('images', next, { shouldDirty: true, shouldValidate: true });

  const addImage = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const name = await upload.mutateAsync(file);
      setImages([...(form.getValues('images') ?? []), name]);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setUploading(false);
      setPickerKey((key) => key + 1);
    }
  };

  return (
    <ResourceFormFrame
      title={title}
      list={{ title: 'Looks', path: context.listPath }}
      parents={context.trail}
      formRef={formRef}
      onSubmit={(event) => void submit(event)}
      saving={saving || uploading}
    >
      {pickDesigner ? (
        <DesignerSelect
          label="Designer"
          placeholder="Select a designer"
          required
          hint="The look and its products belong to this designer."
          error={errors.designerId?.message}
          {...form.register('designerId', { setValueAs: (value: string) => value || undefined })}
        />
      ) : null}
      <TextField
        label="Name"
        required
        maxLength={TEXT_LIMITS.look.name}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextAreaField
        label="Description"
        maxLength={TEXT_LIMITS.look.description}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <Fieldset legend="Images">
        <ImageList
          label="Look images"
          images={images.map((name, index) => ({
            id: name,
            src: uploadedImageSrc(name),
            alt: `Image ${index + 1} of ${look?.name ?? 'the look'}`,
          }))}
          onReorder={(ids) => setImages(ids)}
          onRemove={(id) => setImages(images.filter((name) => name !== id))}
          emptyText="No images yet. The first image is the look's cover."
          disabled={uploading}
        />
        <FileInput
          key={pickerKey}
          name="image"
          label="Add an image"
          accept={IMAGE_TYPES}
          file={null}
          hint={uploading ? 'Uploading…' : 'PNG or JPG. The first image is the cover.'}
          error={errors.images?.message ?? errors.images?.[0]?.message}
          disabled={uploading || images.length >= 20}
          onFileChange={(file) => void addImage(file)}
        />
      </Fieldset>
      <FormPair $columnMin="12rem">
        {context.eventId ? (
          <TextField
            label="Event"
            value={context.eventName ?? ''}
            readOnly
            hint="The look is added to the event it was opened from."
          />
        ) : (
          <Controller
            control={form.control}
            name="eventId"
            render={({ field }) => (
              <EventSelect
                label="Event"
                hint="Optional: the event the look is shown in."
                value={field.value ?? null}
                onChange={(id) => field.onChange(id)}
                onBlur={field.onBlur}
                designerId={look?.designerId ?? (form.watch('designerId') || undefined)}
                error={errors.eventId?.message}
              />
            )}
          />
        )}
        <Select
          label="Status"
          options={STATUS_OPTIONS}
          error={errors.status?.message}
          {...form.register('status')}
          // Controlled, so the select shows the saved status (register alone left the first).
          value={form.watch('status')}
        />
      </FormPair>
    </ResourceFormFrame>
  );
}

export { LookFormScreen as Screen };
