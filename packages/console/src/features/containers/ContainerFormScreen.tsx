import { type ApiContainer } from '@runway-live/domain/api';
import {
  CONTAINER_STATUSES,
  TEXT_LIMITS,
  containerFormSchema,
  type ContainerFormInput,
  type ContainerFormValues,
} from '@runway-live/domain/schemas';
import { DateInput, Fieldset, Select, TextAreaField, TextField } from '@runway-live/ui';
import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { DASHBOARD_CRUMB } from '../../shared/Page';
import { useToast } from '../../shared/useToast';
import { dateField } from '../../forms/dateField';
import { useCroppedImage } from '../../forms/useCroppedImage';
import { DetailGate } from '../../resources/DetailGate';
import { FormPair, ResourceFormFrame } from '../../resources/ResourceFormFrame';
import { useResourceForm } from '../../resources/useResourceForm';
import { CONTAINER_STATUS_LABELS } from './containerColumns';
import { CONTAINERS_LIST, containers } from './containersApi';

const LIMIT = TEXT_LIMITS.container;

// Two fields side by side where there is room (the dates; the city and the status).
const STATUS_OPTIONS = CONTAINER_STATUSES.map((status) => ({
  value: status,
  label: CONTAINER_STATUS_LABELS[status],
}));

/**
 * Add a Fashion Week (container/add-container) or edit one
 * (container/edit-container/:containerId); admin and staff only (section 6). The dates
 * are a calendar range on the browser's date picker: the end cannot be picked before the
 * start, and the domain's rule says so if typed.
 */
export function ContainerFormScreen() {
  const { containerId } = useParams();
  const detail = containers.useDetail(containerId);
  if (containerId === undefined) return <ContainerForm />;
  return (
    <DetailGate query={detail} list={CONTAINERS_LIST}>
      {(week) => <ContainerForm week={week} />}
    </DetailGate>
  );
}

function ContainerForm({ week }: { week?: ApiContainer }) {
  const navigate = useNavigate();
  const toast = useToast();
  const create = containers.useCreate();
  const update = containers.useUpdate(week?._id ?? '');
  const savedId = useRef<string | null>(week?._id ?? null);
  const title = week ? `Edit ${week.title}` : 'Add Fashion Week';
  const { form, formRef, submit, saving } = useResourceForm<
    ContainerFormInput,
    ContainerFormValues
  >({
    schema: containerFormSchema,
    defaultValues: {
      title: week?.title ?? '',
      city: week?.city ?? '',
      startDate: week?.startDate ?? '',
      endDate: week?.endDate ?? '',
      description: week?.description ?? '',
      coverImage: week?.coverImage ?? '',
      status: week?.status ?? 'draft',
    },
    save: async (values, changed) => {
      if (week) return update.mutateAsync(changed);
      const created = await create.mutateAsync(values);
      savedId.current = created._id;
      return created;
    },
    savedMessage: week ? 'Fashion Week saved' : 'Fashion Week added',
    onSaved: () =>
      void navigate(
        savedId.current ? containers.paths.detail(savedId.current) : CONTAINERS_LIST.path,
      ),
  });
  const { errors } = form.formState;
  const startDate = form.watch('startDate');
  const cover = useCroppedImage(form, {
    name: 'coverImage',
    saved: week?.coverImage || null,
    title: 'Cover image',
    onProblem: toast.error,
  });

  // The cropper is outside the form: Enter on its zoom slider must not submit the week.
  return (
    <>
      <ResourceFormFrame
        title={title}
        list={CONTAINERS_LIST}
        parents={
          week
            ? [
                DASHBOARD_CRUMB,
                { label: CONTAINERS_LIST.title, path: CONTAINERS_LIST.path },
                { label: week.title, path: containers.paths.detail(week._id) },
              ]
            : undefined
        }
        formRef={formRef}
        onSubmit={(event) => void submit(event)}
        saving={saving || cover.uploading}
      >
        <TextField
          label="Title"
          required
          maxLength={LIMIT.title}
          placeholder="New York Fashion Week"
          error={errors.title?.message}
          {...form.register('title')}
        />
        <TextField
          label="City"
          required
          maxLength={LIMIT.city}
          error={errors.city?.message}
          {...form.register('city')}
        />
        {/* The dates are one range: a group named as such, its two ends inside. */}
        <Fieldset legend="Dates">
          <FormPair $columnMin="12rem">
            <DateInput
              label="First day"
              required
              error={errors.startDate?.message}
              {...dateField(
                form.register('startDate', {
                  // A new start re-checks an end already picked.
                  onChange: () => {
                    if (form.getValues('endDate')) void form.trigger('endDate');
                  },
                }),
              )}
            />
            <DateInput
              label="Last day"
              required
              min={startDate || undefined}
              error={errors.endDate?.message}
              {...dateField(form.register('endDate'))}
            />
          </FormPair>
        </Fieldset>
        <TextAreaField
          label="Description"
          maxLength={LIMIT.description}
          error={errors.description?.message}
          {...form.register('description')}
        />
        {cover.field({
          label: 'Cover image',
          hint: 'Optional. Cropped to a square.',
          error: errors.coverImage?.message,
        })}
        <Select
          label="Status"
          options={STATUS_OPTIONS}
          hint="Designers see a Fashion Week once it is published."
          error={errors.status?.message}
          {...form.register('status')}
          // Controlled, so the select shows the saved status (register alone left the first).
          value={form.watch('status')}
        />
      </ResourceFormFrame>
      {cover.cropper}
    </>
  );
}

export { ContainerFormScreen as Screen };
