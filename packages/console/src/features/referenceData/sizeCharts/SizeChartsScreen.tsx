import { sizeChartListQuerySchema, type ApiSizeChart } from '@runway-live/domain/api';
import { Badge, Link, tokens, type ColumnDef } from '@runway-live/ui';
import { styled } from 'styled-components';
import { RouterLink } from '../../../shared/RouterLink';
import { useCanWrite } from '../../../shared/useCanWrite';
import { useListUrlState } from '../../../resources/listUrlState';
import { ResourceListPage } from '../../../resources/ResourceListPage';
import { sizeCharts } from './sizeChartsApi';

const StyledSizes = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Column ids are the API's sort fields; the sizes are shown in their order. */
const SIZE_CHART_COLUMNS: ColumnDef<ApiSizeChart, string>[] = [
  {
    id: 'name',
    header: 'Name',
    accessorFn: (chart) => chart.name,
    cell: ({ row }) => (
      <Link href={sizeCharts.paths.detail(row.original._id)} linkComponent={RouterLink}>
        {row.original.name}
      </Link>
    ),
  },
  { id: 'key', header: 'Key', accessorFn: (chart) => chart.key },
  {
    id: 'sizes',
    header: 'Sizes',
    enableSorting: false,
    accessorFn: (chart) => chart.sizes.join(', '),
    cell: ({ row }) => (
      <StyledSizes aria-label={`Sizes of ${row.original.name}`}>
        {row.original.sizes.map((size) => (
          <li key={size}>
            <Badge>{size}</Badge>
          </li>
        ))}
      </StyledSizes>
    ),
  },
];

/** The size charts categories size their products by: admin and staff write; designers read. */
export function SizeChartsScreen() {
  const listState = useListUrlState(sizeChartListQuerySchema);
  const list = sizeCharts.useList(listState.apiQuery);
  const remove = sizeCharts.useRemove();
  const canWrite = useCanWrite();
  return (
    <ResourceListPage
      title="Size charts"
      description="The sizes a category's products come in, in the order shoppers see them."
      list={list}
      listState={listState}
      columns={SIZE_CHART_COLUMNS}
      rowLabel={(chart) => chart.name}
      searchLabel="Search size charts"
      searchPlaceholder="Key or name"
      noun={{ one: 'size chart', many: 'size charts' }}
      write={
        canWrite
          ? {
              addHref: sizeCharts.paths.add,
              editHref: (chart) => sizeCharts.paths.edit(chart._id),
              remove,
            }
          : undefined
      }
    />
  );
}

export { SizeChartsScreen as Screen };
