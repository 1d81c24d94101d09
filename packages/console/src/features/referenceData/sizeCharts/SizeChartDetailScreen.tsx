import type { ApiCategory, ApiSizeChart } from '@runway-live/domain';
import { Alert, Badge, Button, Card, EmptyState, Link, Skeleton, tokens } from '@runway-live/ui';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { failureMessage } from '../../../api/ApiProvider';
import { DASHBOARD_CRUMB, Page } from '../../../app/Page';
import { RouterLink } from '../../../app/RouterLink';
import { useCanWrite } from '../../../app/useCanWrite';
import { DetailGate } from '../../../resources/DetailGate';
import { categories, CATEGORIES_PATH } from '../categories/categoriesApi';
import { SIZE_CHARTS_PATH, sizeCharts } from './sizeChartsApi';

const LIST = { title: 'Size charts', path: SIZE_CHARTS_PATH };
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

const StyledCategories = styled.ul`
  display: grid;
  gap: ${tokens.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledMeta = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${tokens.space[2]} ${tokens.space[4]};
  margin: 0;

  dt {
    color: ${tokens.color.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** One size chart, read-only (size/charts/detail/:id): its sizes in order and its categories. */
export function SizeChartDetailScreen() {
  const { id } = useParams();
  const detail = sizeCharts.useDetail(id);
  return (
    <DetailGate query={detail} list={LIST}>
      {(chart) => <SizeChartDetail chart={chart} />}
    </DetailGate>
  );
}

function SizeChartDetail({ chart }: { chart: ApiSizeChart }) {
  const canWrite = useCanWrite();
  return (
    <Page
      title={chart.name}
      parents={[DASHBOARD_CRUMB, { label: LIST.title, path: LIST.path }]}
      primaryAction={
        canWrite ? { label: 'Edit', href: `${SIZE_CHARTS_PATH}/edit/${chart._id}` } : undefined
      }
    >
      <Card title="Sizes" width="fluid">
        <StyledMeta>
          <dt>Key</dt>
          <dd>{chart.key}</dd>
        </StyledMeta>
        <StyledSizes aria-label={`Sizes of ${chart.name}`}>
          {chart.sizes.map((size) => (
            <li key={size}>
              <Badge>{size}</Badge>
            </li>
          ))}
        </StyledSizes>
      </Card>
      <Card title="Categories using this chart" width="fluid">
        <ChartCategories chart={chart} canWrite={canWrite} />
      </Card>
    </Page>
  );
}

function ChartCategories({ chart, canWrite }: { chart: ApiSizeChart; canWrite: boolean }) {
  const list = categories.useList({
    size: chart.key,
    limit: String(CATEGORY_LIMIT),
    sort: 'categoryId:asc',
  });
  if (list.isError) {
    return (
      <>
        <Alert tone="error">{failureMessage(list.error)}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            Retry
          </Button>
        </div>
      </>
    );
  }
  if (!list.isSuccess) {
    return (
      <div aria-busy="true">
        <Skeleton height="6rem" />
      </div>
    );
  }
  const { items, total } = list.data;
  if (total === 0) {
    return (
      <EmptyState
        title="No category uses this chart"
        description="A category names its size chart by key; products take their sizes from it."
      />
    );
  }
  const filtered = `${CATEGORIES_PATH}?size=${encodeURIComponent(chart.key)}`;
  return (
    <>
      <StyledCategories aria-label={`Categories using ${chart.name}`}>
        {items.map((category) => (
          <li key={category._id}>
            <CategoryLine category={category} canWrite={canWrite} />
          </li>
        ))}
      </StyledCategories>
      {total > items.length ? (
        <Link href={filtered} linkComponent={RouterLink}>
          All {total} categories using this chart
        </Link>
      ) : null}
    </>
  );
}

function CategoryLine({ category, canWrite }: { category: ApiCategory; canWrite: boolean }) {
  const label = `${category.categoryId} · ${category.gender} · ${category.category} / ${category.subCategory}`;
  return canWrite ? (
    <Link href={`${CATEGORIES_PATH}/edit/${category._id}`} linkComponent={RouterLink}>
      {label}
    </Link>
  ) : (
    <span>{label}</span>
  );
}

export { SizeChartDetailScreen as Screen };
