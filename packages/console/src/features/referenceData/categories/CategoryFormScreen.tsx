import { LIST_LIMIT_MAX, type ApiCategory } from '@runway-live/domain/api';
import {
  MAX_WHOLE_NUMBER,
  TEXT_LIMITS,
  categoryFormSchema,
  type CategoryFormInput,
  type CategoryFormValues,
} from '@runway-live/domain/schemas';
import { Select, TextField } from '@runway-live/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { DetailGate } from '../../../resources/DetailGate';
import { FormPair, ResourceFormFrame } from '../../../resources/ResourceFormFrame';
import { useResourceForm } from '../../../resources/useResourceForm';
import { sizeCharts } from '../sizeCharts/sizeChartsApi';
import { ProductUsage } from '../ProductUsage';
import { categories } from './categoriesApi';
import { categoryLabel } from './CategoriesScreen';

/** Every chart, for the size chart select (the server holds a few dozen at most). */
const ALL_CHARTS = { page: '1', limit: String(LIST_LIMIT_MAX), sort: 'name:asc' };

/** Add a category (categories/add) or edit one (categories/edit/:id). */
export function CategoryFormScreen() {
  const { id } = useParams();
  const detail = categories.useDetail(id);
  if (id === undefined) return <CategoryForm />;
  return (
    <DetailGate query={detail} list={{ title: 'Categories', path: categories.paths.list }}>
      {(category) => <CategoryForm category={category} />}
    </DetailGate>
  );
}

function CategoryForm({ category }: { category?: ApiCategory }) {
  const navigate = useNavigate();
  const create = categories.useCreate();
  const update = categories.useUpdate(category?._id ?? '');
  const charts = sizeCharts.useList(ALL_CHARTS);
  const title = category ? `Edit ${categoryLabel(category)}` : 'Add category';
  const { form, formRef, submit, saving } = useResourceForm<CategoryFormInput, CategoryFormValues>({
    schema: categoryFormSchema,
    defaultValues: {
      categoryId: category ? String(category.categoryId) : '',
      gender: category?.gender ?? '',
      type: category?.type ?? '',
      category: category?.category ?? '',
      subCategory: category?.subCategory ?? '',
      size: category?.size ?? '',
    },
    save: (values, changed) =>
      category ? update.mutateAsync(changed) : create.mutateAsync(values),
    savedMessage: category ? 'Category saved' : 'Category added',
    onSaved: () => void navigate(categories.paths.list),
  });
  const { errors } = form.formState;
  const chartOptions = (charts.data?.items ?? []).map((chart) => ({
    value: chart.key,
    label: `${chart.name} (${chart.key})`,
  }));
  // The category's own chart stays choosable while the list loads.
  if (category && !chartOptions.some((option) => option.value === category.size)) {
    chartOptions.unshift({ value: category.size, label: category.size });
  }
  return (
    <ResourceFormFrame
      title={title}
      list={{ title: 'Categories', path: categories.paths.list }}
      formRef={formRef}
      onSubmit={(event) => void submit(event)}
      saving={saving}
    >
      <TextField
        label="Category id"
        required
        inputMode="numeric"
        maxLength={String(MAX_WHOLE_NUMBER).length}
        hint="The number products and the importer name this category by."
        error={errors.categoryId?.message}
        {...form.register('categoryId')}
      />
      <FormPair $columnMin="12rem">
        <TextField
          label="Gender"
          required
          maxLength={TEXT_LIMITS.category.gender}
          placeholder="Women"
          error={errors.gender?.message}
          {...form.register('gender')}
        />
        <TextField
          label="Type"
          required
          maxLength={TEXT_LIMITS.category.type}
          placeholder="Clothing"
          error={errors.type?.message}
          {...form.register('type')}
        />
      </FormPair>
      <FormPair $columnMin="12rem">
        <TextField
          label="Category"
          required
          maxLength={TEXT_LIMITS.category.category}
          placeholder="Dresses"
          error={errors.category?.message}
          {...form.register('category')}
        />
        <TextField
          label="Sub-category"
          required
          maxLength={TEXT_LIMITS.category.subCategory}
          placeholder="Midi dresses"
          error={errors.subCategory?.message}
          {...form.register('subCategory')}
        />
      </FormPair>
      <Select
        label="Size chart"
        required
        placeholder="Select a size chart"
        options={chartOptions}
        error={errors.size?.message}
        {...form.register('size')}
      />
      {category ? <ProductUsage filter={{ categoryId: category.categoryId }} /> : null}
    </ResourceFormFrame>
  );
}

export { CategoryFormScreen as Screen };
