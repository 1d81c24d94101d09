import { type ApiSizeChart } from '@runway-live/domain/api';
import {
  TEXT_LIMITS,
  sizeChartFormSchema,
  sizeChartKeyOf,
  type SizeChartFormInput,
  type SizeChartFormValues,
} from '@runway-live/domain/schemas';
import { TextField } from '@runway-live/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { DetailGate } from '../../../resources/DetailGate';
import { ResourceFormFrame } from '../../../resources/ResourceFormFrame';
import { useResourceForm } from '../../../resources/useResourceForm';
import { sizeCharts } from './sizeChartsApi';
import { ProductUsage } from '../ProductUsage';
import { SizesEditor } from './SizesEditor';

/** Add a size chart (size/charts/add) or edit one (size/charts/edit/:id). */
export function SizeChartFormScreen() {
  const { id } = useParams();
  const detail = sizeCharts.useDetail(id);
  if (id === undefined) return <SizeChartForm />;
  return (
    <DetailGate query={detail} list={{ title: 'Size charts', path: sizeCharts.paths.list }}>
      {(chart) => <SizeChartForm chart={chart} />}
    </DetailGate>
  );
}

function SizeChartForm({ chart }: { chart?: ApiSizeChart }) {
  const navigate = useNavigate();
  const create = sizeCharts.useCreate();
  const update = sizeCharts.useUpdate(chart?._id ?? '');
  const title = chart ? `Edit ${chart.name}` : 'Add size chart';
  const { form, formRef, submit, saving } = useResourceForm<
    SizeChartFormInput,
    SizeChartFormValues
  >({
    schema: sizeChartFormSchema,
    defaultValues: { key: chart?.key ?? '', name: chart?.name ?? '', sizes: chart?.sizes ?? [] },
    save: (values, changed) => (chart ? update.mutateAsync(changed) : create.mutateAsync(values)),
    savedMessage: chart ? 'Size chart saved' : 'Size chart added',
    onSaved: () => void navigate(sizeCharts.paths.list),
  });
  const { errors, isSubmitted } = form.formState;
  const nameField = form.register('name');
  // A new chart's key follows its name ('Hats CM' → 'hats-cm') until the key is typed in.
  const onNameChange: typeof nameField.onChange = async (event) => {
    await nameField.onChange(event);
    if (!chart && !form.getFieldState('key').isDirty) {
      const { value } = event.target as HTMLInputElement;
      form.setValue('key', sizeChartKeyOf(value), { shouldValidate: isSubmitted });
    }
  };
  const sizes = form.watch('sizes') ?? [];
  const sizesError =
    errors.sizes?.message ??
    (Array.isArray(errors.sizes) ? errors.sizes.find(Boolean)?.message : undefined);
  return (
    <ResourceFormFrame
      title={title}
      list={{ title: 'Size charts', path: sizeCharts.paths.list }}
      formRef={formRef}
      onSubmit={(event) => void submit(event)}
      saving={saving}
    >
      <TextField
        label="Name"
        required
        maxLength={TEXT_LIMITS.sizeChart.name}
        placeholder="Women's alpha"
        error={errors.name?.message}
        {...nameField}
        onChange={onNameChange}
      />
      <TextField
        label="Key"
        required
        maxLength={TEXT_LIMITS.sizeChart.key}
        spellCheck={false}
        placeholder="womens-alpha"
        hint="What categories name this chart by: lower-case letters, digits and hyphens."
        error={errors.key?.message}
        {...form.register('key')}
      />
      <SizesEditor
        sizes={sizes}
        error={sizesError}
        onChange={(next) =>
          form.setValue('sizes', next, { shouldDirty: true, shouldValidate: isSubmitted })
        }
      />
      {chart ? <ProductUsage filter={{ sizeChart: chart.key }} /> : null}
    </ResourceFormFrame>
  );
}

export { SizeChartFormScreen as Screen };
