import { routePath } from '@runway-live/domain/access';
import type { OrderReport } from '@runway-live/domain/api';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@runway-live/domain/checkout';
import { formatMoney } from '@runway-live/domain/money';
import {
  Alert,
  Button,
  Checkbox,
  DataTable,
  EmptyState,
  StatCard,
  StatGrid,
  TimeSeriesChart,
  tokens,
  type ChartSeries,
  type ColumnDef,
  type TimeSeriesPoint,
} from '@runway-live/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { failureMessage } from '../../../api/ApiProvider';
import { ListFilter, ListSelectFilter } from '../../../resources/ListFilters';
import { menuTitleOf } from '../../../shared/menuTitle';
import { Page } from '../../../shared/Page';
import { useCanWrite } from '../../../shared/useCanWrite';
import { EventSelect } from '../../events';
import { useOrderFeed } from '../../orders';
import { reportKeys, reportParams, useOrdersReport, useOrdersReportCsv } from './ordersReportApi';
import { bucketFormatter, deltaOf } from './reportFormat';
import { useOrdersReportUrl } from './useOrdersReportUrl';
import { ReportFilterBar } from '../ReportFilterBar';

/** The menu's entry for this page (spec 2.3): its label is the page's title. */
const REPORT_ORDERS_PATH = routePath('report/orders');

const StyledCompare = styled.div`
  padding-bottom: ${tokens.space[2]};
`;

const StyledLists = styled.div`
  display: grid;
  gap: ${tokens.space[5]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));

  & > * {
    min-width: 0;
  }
`;

const StyledSection = styled.div`
  display: grid;
  gap: ${tokens.space[3]};
  align-content: start;

  h2 {
    margin: 0;
    font-size: ${tokens.fontSize[3]};
  }
`;

/**
 * A top list under its own heading; the table's own region already carries the same name
 * (its caption), so this is no landmark of its own.
 */
function ListSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <StyledSection>
      <h2>{title}</h2>
      {children}
    </StyledSection>
  );
}

type Totals = OrderReport['totals'];
type ListKey = 'byStatus' | 'topDesigners' | 'topProducts' | 'topShows';
type Row<Key extends ListKey> = OrderReport[Key][number];

function columns<Item>(
  name: { header: string; of: (item: Item) => string },
  figures: readonly { header: string; of: (item: Item) => string }[],
): ColumnDef<Item, unknown>[] {
  return [name, ...figures].map((column, index) => ({
    id: `c${index}`,
    header: column.header,
    accessorFn: (item: Item) => column.of(item),
  }));
}

/**
 * The orders report's filters and figures (the report's page, and a designer's dashboard):
 * orders, GMV, net GMV, average order value, discounts by who funds them, refunds and
 * commission, each beside the previous period; sales by day (by hour for two days or less)
 * in the viewer's zone, with its table; by status; top designers (admin and staff), products
 * and shows. The filters live in the URL. A new order read from the live socket refreshes
 * it.
 */
export function OrdersReportBody({
  isStaff,
  ordersLabel = 'Orders',
}: {
  isStaff: boolean;
  /** The orders figure's name, where the page has another 'Orders' (the dashboard's count). */
  ordersLabel?: string;
}) {
  const { state, update, query } = useOrdersReportUrl();
  const report = useOrdersReport(query);
  const queryClient = useQueryClient();
  const data = report.data;
  const currency = data?.currency ?? 'USD';
  const money = useCallback((amount: number) => formatMoney(amount, currency), [currency]);
  const timeZone = query.tz ?? 'UTC';

  // Live to the second: an order placed or paid now is read again into the figures.
  useOrderFeed(() => {
    void queryClient.invalidateQueries({ queryKey: reportKeys.all });
  });

  const formatTime = useMemo(
    () => bucketFormatter(data?.range.bucket ?? 'day', timeZone),
    [data?.range.bucket, timeZone],
  );
  const series = useMemo<ChartSeries[]>(
    () => [
      { key: 'gmv', label: 'GMV', format: money },
      ...(state.compare
        ? [{ key: 'previousGmv', label: 'GMV, previous period', comparison: true, format: money }]
        : []),
      { key: 'orders', label: 'Orders', kind: 'bar' as const, axis: 'right' as const },
    ],
    [state.compare, money],
  );
  const points = useMemo<TimeSeriesPoint[]>(
    () =>
      (data?.series ?? []).map((point, index) => ({
        at: point.date,
        values: {
          gmv: point.gmv,
          orders: point.orders,
          previousGmv: data?.previousSeries[index]?.gmv ?? null,
        },
      })),
    [data],
  );

  const card = (
    label: string,
    pick: (totals: Totals) => number,
    format: (value: number) => string,
    icon: 'receipt' | 'chart' | 'shopping-bag' | 'tags' | 'credit-card' | 'store',
    hint?: string,
  ) => (
    <StatCard
      key={label}
      label={label}
      icon={icon}
      loading={report.isPending}
      value={data ? format(pick(data.totals)) : undefined}
      delta={
        data && state.compare ? deltaOf(pick(data.totals), pick(data.previousTotals)) : undefined
      }
      hint={hint}
    />
  );

  const nothing = data !== undefined && data.byStatus.length === 0;

  return (
    <>
      <ReportFilterBar
        period={state}
        onPeriod={update}
        designer={
          isStaff
            ? {
                id: state.designerId,
                items: data?.topDesigners.map((row) => ({
                  designerId: row.designerId,
                  designerBrand: row.name,
                })),
                onChange: (designerId) => update({ designerId }),
              }
            : null
        }
        timeZone={timeZone}
        zoneNote={
          data && state.compare
            ? `compared with ${formatTime(data.range.previousFrom)} – ${formatTime(
                new Date(Date.parse(data.range.previousTo) - 1).toISOString(),
              )}`
            : undefined
        }
      >
        <ListFilter>
          <EventSelect
            label="Show"
            value={state.eventId ?? null}
            designerId={state.designerId}
            onChange={(eventId) => update({ eventId: eventId ?? undefined })}
          />
        </ListFilter>
        <ListSelectFilter
          label="Status"
          placeholder="Any status"
          values={ORDER_STATUSES}
          labels={ORDER_STATUS_LABELS}
          value={state.status}
          onChange={(status) => update({ status })}
        />
        <StyledCompare>
          <Checkbox
            label="Compare with the previous period"
            checked={state.compare}
            onChange={(event) => update({ compare: event.target.checked ? undefined : '0' })}
          />
        </StyledCompare>
      </ReportFilterBar>

      {report.isError ? (
        <Alert tone="error">
          {failureMessage(report.error)}{' '}
          <Button variant="secondary" onClick={() => void report.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : (
        <>
          <StatGrid aria-label="Totals">
            {card(ordersLabel, (totals) => totals.orders, String, 'receipt', 'Paid or later')}
            {card('GMV', (totals) => totals.gmv, money, 'chart')}
            {card('Net GMV', (totals) => totals.netGmv, money, 'chart', 'Less refunds')}
            {card(
              'Average order value',
              (totals) => totals.averageOrderValue,
              money,
              'shopping-bag',
            )}
            {card(
              'Discounts',
              (totals) => totals.discounts,
              money,
              'tags',
              data
                ? `${money(data.totals.discountsByFunder.marketplace)} by the marketplace, ${money(data.totals.discountsByFunder.designer)} by designers`
                : undefined,
            )}
            {card('Refunds', (totals) => totals.refunds, money, 'credit-card')}
            {card('Commission', (totals) => totals.commission, money, 'store', 'After refunds')}
          </StatGrid>

          {nothing ? (
            <EmptyState
              title="No orders in this period"
              description="Orders appear here the moment shoppers place them."
            />
          ) : (
            <TimeSeriesChart
              title={data?.range.bucket === 'hour' ? 'Sales by hour' : 'Sales by day'}
              timeLabel={
                data?.range.bucket === 'hour' ? `Hour (${timeZone})` : `Date (${timeZone})`
              }
              points={points}
              series={series}
              formatTime={formatTime}
              loading={report.isPending}
            />
          )}

          <StyledLists>
            <ListSection title="By status">
              <DataTable<Row<'byStatus'>>
                caption="By status"
                columns={columns(
                  { header: 'Status', of: (row) => ORDER_STATUS_LABELS[row.status] },
                  [
                    { header: 'Orders', of: (row) => String(row.orders) },
                    { header: 'Total', of: (row) => money(row.total) },
                  ],
                )}
                data={data?.byStatus ?? []}
                getRowId={(row) => row.status}
                loading={report.isPending}
                emptyTitle="No orders"
              />
            </ListSection>
            {isStaff ? (
              <ListSection title="Top designers">
                <DataTable<Row<'topDesigners'>>
                  caption="Top designers"
                  columns={columns({ header: 'Designer', of: (row) => row.name }, [
                    { header: 'Orders', of: (row) => String(row.orders) },
                    { header: 'GMV', of: (row) => money(row.gmv) },
                  ])}
                  data={data?.topDesigners ?? []}
                  getRowId={(row) => row.designerId}
                  loading={report.isPending}
                  emptyTitle="No sales"
                />
              </ListSection>
            ) : null}
            <ListSection title="Top products">
              <DataTable<Row<'topProducts'>>
                caption="Top products"
                columns={columns({ header: 'Product', of: (row) => row.name }, [
                  { header: 'Units', of: (row) => String(row.quantity) },
                  { header: 'Sales', of: (row) => money(row.gmv) },
                ])}
                data={data?.topProducts ?? []}
                getRowId={(row) => row.productId}
                loading={report.isPending}
                emptyTitle="No sales"
              />
            </ListSection>
            <ListSection title="Top shows">
              <DataTable<Row<'topShows'>>
                caption="Top shows"
                columns={columns({ header: 'Show', of: (row) => row.title }, [
                  { header: 'Orders', of: (row) => String(row.orders) },
                  { header: 'GMV', of: (row) => money(row.gmv) },
                ])}
                data={data?.topShows ?? []}
                getRowId={(row) => row.eventId}
                loading={report.isPending}
                emptyTitle="No show sold in this period"
              />
            </ListSection>
          </StyledLists>
        </>
      )}
    </>
  );
}

/**
 * report/orders: the orders report of a range on its page, with its CSV. Admin and staff see
 * every order; the route is theirs (spec 2.3), a designer reads their own on the dashboard.
 */
export function OrdersReportScreen() {
  const isStaff = useCanWrite();
  const { query } = useOrdersReportUrl();
  const csv = useOrdersReportCsv();
  return (
    <Page
      title={menuTitleOf(REPORT_ORDERS_PATH) ?? 'Order Reports'}
      description={
        isStaff
          ? 'Every designer’s orders: what sold, what was refunded and what the marketplace kept. Live: an order placed a moment ago is counted.'
          : 'Your orders: what sold, what was refunded and what the marketplace kept. Live: an order placed a moment ago is counted.'
      }
      primaryAction={{
        label: 'Export CSV',
        icon: 'download',
        loading: csv.downloading,
        onClick: () => void csv.download({ query: { ...reportParams(query), format: 'csv' } }),
      }}
    >
      <OrdersReportBody isStaff={isStaff} />
    </Page>
  );
}

export { OrdersReportScreen as Screen };
