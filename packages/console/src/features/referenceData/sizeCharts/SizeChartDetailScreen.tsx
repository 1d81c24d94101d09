import type { ApiCategory, ApiSizeChart } from '@runway-live/domain/api';
import { Badge, Link, tokens } from '@runway-live/ui';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { RouterLink } from '../../../shared/RouterLink';
import { useCanWrite } from '../../../shared/useCanWrite';
import {
  DetailSection,
  RelatedList,
  ResourceDetailPage,
} from '../../../resources/ResourceDetailPage';
import { categories } from '../categories/categoriesApi';
import { sizeCharts } from './sizeChartsApi';
import { DetailFacts } from '../../../resources/DetailFacts';

const LIST = { title: 'Size charts', path: sizeCharts.paths.list };
/** The most categories one page of the API answers; more are a link to the filtered list. */
const CATEGORY_LIMIT = 100;

const StyledSizes = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One size chart, read-only (size/charts/detail/:id): its sizes in order and its categories. */
export function SizeChartDetailScreen() {
  const { id } = useParams();
  const canWrite = useCanWrite();
  return (
    <ResourceDetailPage
      query={sizeCharts.useDetail(id)}
      list={LIST}
      title={(chart) => chart.name}
      actions={(chart) =>
        canWrite
          ? {
              primaryAction: {
                label: 'Edit',
                href: sizeCharts.paths.edit(chart._id),
              },
            }
          : {}
      }
    >
      {(chart) => (
        <>
          <DetailSection title="Sizes">
            <DetailFacts>
              <dt>Key</dt>
              <dd>{chart.key}</dd>
            </DetailFacts>
            <StyledSizes aria-label={`Sizes of ${chart.name}`}>
              {chart.sizes.map((size) => (
                <li key={size}>
                  <Badge>{size}</Badge>
                </li>
              ))}
            </StyledSizes>
          </DetailSection>
          <DetailSection title="Categories using this chart">
            <ChartCategories chart={chart} canWrite={canWrite} />
          </DetailSection>
        </>
      )}
    </ResourceDetailPage>
  );
}

function ChartCategories({ chart, canWrite }: { chart: ApiSizeChart; canWrite: boolean }) {
  const list = categories.useList({
    size: chart.key,
    limit: String(CATEGORY_LIMIT),
    sort: 'categoryId:asc',
  });
  return (
    <RelatedList
      query={list}
      label={`Categories using ${chart.name}`}
      item={(category) => <CategoryLine category={category} canWrite={canWrite} />}
      empty={{
        title: 'No category uses this chart',
        description: 'A category names its size chart by key; products take their sizes from it.',
      }}
      all={{
        href: `${categories.paths.list}?size=${encodeURIComponent(chart.key)}`,
        label: (total) => `All ${total} categories using this chart`,
      }}
    />
  );
}

function CategoryLine({ category, canWrite }: { category: ApiCategory; canWrite: boolean }) {
  const label = `${category.categoryId} · ${category.gender} · ${category.category} / ${category.subCategory}`;
  return canWrite ? (
    <Link href={categories.paths.edit(category._id)} linkComponent={RouterLink}>
      {label}
    </Link>
  ) : (
    <span>{label}</span>
  );
}

export { SizeChartDetailScreen as Screen };
