import { categoryListQuerySchema, type ApiCategory } from '@runway-live/domain/api';
import type { ColumnDef } from '@runway-live/ui';
import { useCanWrite } from '../../../shared/useCanWrite';
import { useListUrlState } from '../../../resources/listUrlState';
import { ResourceListPage } from '../../../resources/ResourceListPage';
import { sizeCharts } from '../sizeCharts/sizeChartsApi';
import { categories } from './categoriesApi';

/** Column ids are the API's sort fields, so a header click becomes `sort=<id>:<direction>`. */
const CATEGORY_COLUMNS: ColumnDef<ApiCategory, string | number>[] = [
  { id: 'categoryId', header: 'Id', accessorFn: (category) => category.categoryId },
  { id: 'gender', header: 'Gender', accessorFn: (category) => category.gender },
  { id: 'type', header: 'Type', accessorFn: (category) => category.type },
  { id: 'category', header: 'Category', accessorFn: (category) => category.category },
  { id: 'subCategory', header: 'Sub-category', accessorFn: (category) => category.subCategory },
  {
    id: 'size',
    header: 'Size chart',
    // The chart's name; its key when the chart is gone.
    accessorFn: (category) => category.sizeChartName ?? category.size,
  },
];

export const categoryLabel = (category: ApiCategory) =>
  `${category.category} / ${category.subCategory}`;

/** The categories products are filed under: admin and staff write; designers read. */
export function CategoriesScreen() {
  const listState = useListUrlState(categoryListQuerySchema);
  const list = categories.useList(listState.apiQuery);
  const remove = categories.useRemove();
  const canWrite = useCanWrite();
  return (
    <ResourceListPage
      title="Categories"
      description="Where products are filed, and the size chart each category's products use."
      // The spec's menu lists Categories and Colors only: the size charts are reached here.
      secondaryActions={[{ label: 'Size charts', href: sizeCharts.paths.list, icon: 'ruler' }]}
      list={list}
      listState={listState}
      columns={CATEGORY_COLUMNS}
      rowLabel={categoryLabel}
      searchLabel="Search categories"
      searchPlaceholder="Gender, type or category"
      noun={{ one: 'category', many: 'categories' }}
      write={
        canWrite
          ? {
              addHref: categories.paths.add,
              editHref: (category) => categories.paths.edit(category._id),
              remove,
            }
          : undefined
      }
    />
  );
}

export { CategoriesScreen as Screen };
