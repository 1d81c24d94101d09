import { routePath } from '@runway-live/domain/access';
import type { WebEventReport, WebEventReportQuery } from '@runway-live/domain/api';
import { formatMoney } from '@runway-live/domain/money';
import { Alert, Button, DataTable, tokens, type ColumnDef } from '@runway-live/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { styled } from 'styled-components';
import { failureMessage } from '../../../api/ApiProvider';
import { menuTitleOf } from '../../../shared/menuTitle';
import { Page } from '../../../shared/Page';
import { useCanWrite } from '../../../shared/useCanWrite';
import { useSearchParamsUpdate } from '../../../shared/useSearchParamsUpdate';
import { useOrderFeed } from '../../orders';
import { reportKeys, reportParams } from '../orders/ordersReportApi';
import { reportPeriodOf, reportPeriodQuery } from '../ReportPeriod';
import { useWebEventsReport, useWebEventsReportCsv } from './eventsReportApi';
import { watchTime } from './eventsReportFormat';
import { ReportFilterBar } from '../ReportFilterBar';

const REPORT_WEB_EVENTS_PATH = routePath('report/web-events');

/**
 * A table under its own heading; the table's own region already carries the same name (its
 * caption), so this is no landmark of its own (two regions of one name are one too many).
 */
const StyledSection = styled.div`
  display: grid;
  gap: ${tokens.space[3]};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${tokens.fontSize[3]};
  }
`;

type Figures = WebEventReport['groups'][number];
type Param = 'preset' | 'from' | 'to' | 'designerId' | 'groupId';

function figureColumns<Row extends Omit<Figures, 'groupId' | 'name'>>(
  name: { header: string; of: (row: Row) => string },
  money: (amount: number) => string,
): ColumnDef<Row, unknown>[] {
  const columns: { header: string; of: (row: Row) => string }[] = [
    name,
    { header: 'Views', of: (row) => String(row.views) },
    { header: 'Unique viewers', of: (row) => String(row.uniqueViewers) },
    { header: 'Watch time', of: (row) => watchTime(row.watchSec) },
    { header: 'Product clicks', of: (row) => String(row.productClicks) },
    { header: 'Orders through the player', of: (row) => String(row.orders) },
    { header: 'GMV', of: (row) => money(row.gmv) },
  ];
  return columns.map((column, index) => ({
    id: `c${index}`,
    header: column.header,
    accessorFn: column.of,
  }));
}

/**
 * report/web-events: each web event's and group's views, viewers, watch time, product
 * clicks (and by product) and the orders placed through the player, from what the embedded
 * player records. A new order refreshes it.
 */
export function WebEventsReportScreen() {
  const isStaff = useCanWrite();
  const { params, update } = useSearchParamsUpdate<Param>();
  const period = reportPeriodOf(params);
  const designerId = params.get('designerId') || undefined;
  const query: WebEventReportQuery = {
    ...reportPeriodQuery(period),
    designerId,
    groupId: params.get('groupId') || undefined,
  };
  const timeZone = query.tz ?? 'UTC';
  const report = useWebEventsReport(query);
  const csv = useWebEventsReportCsv();
  const queryClient = useQueryClient();
  useOrderFeed(() => {
    void queryClient.invalidateQueries({ queryKey: [...reportKeys.all, 'web-events'] });
  });
  const data = report.data;
  const money = useMemo(() => {
    const currency = data?.currency ?? 'USD';
    return (amount: number) => formatMoney(amount, currency);
  }, [data?.currency]);
  const titleOf = useMemo(
    () => new Map((data?.webEvents ?? []).map((row) => [row.webEventId, row.title])),
    [data],
  );
  type EventRow = WebEventReport['webEvents'][number];
  type ProductRow = WebEventReport['products'][number];

  return (
    <Page
      title={menuTitleOf(REPORT_WEB_EVENTS_PATH) ?? 'Web Event Reports'}
      description="What the embedded player saw: views, viewers, watch time, product clicks and the orders placed through it, per web event and per group."
      primaryAction={{
        label: 'Export CSV',
        icon: 'download',
        loading: csv.downloading,
        onClick: () => void csv.download({ query: { ...reportParams(query), format: 'csv' } }),
      }}
    >
      <ReportFilterBar
        period={period}
        onPeriod={update}
        designer={
          isStaff
            ? {
                id: designerId,
                // As the orders report's: the designers the report shows name the choice.
                items: data?.webEvents.map((row) => ({
                  designerId: row.designerId,
                  designerBrand: row.designerName,
                })),
                onChange: (next) => update({ designerId: next }),
              }
            : null
        }
        timeZone={timeZone}
      />
      {report.isError ? (
        <Alert tone="error">
          {failureMessage(report.error)}{' '}
          <Button variant="secondary" onClick={() => void report.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : (
        <>
          <StyledSection>
            <h2>Web events</h2>
            <DataTable<EventRow>
              caption="Web events"
              columns={figureColumns<EventRow>(
                { header: 'Web event', of: (row) => row.title },
                money,
              )}
              data={data?.webEvents ?? []}
              getRowId={(row) => row.webEventId}
              loading={report.isPending}
              emptyTitle="No web event was watched in this period"
            />
          </StyledSection>
          <StyledSection>
            <h2>Groups</h2>
            <DataTable<Figures>
              caption="Groups"
              columns={figureColumns<Figures>({ header: 'Group', of: (row) => row.name }, money)}
              data={data?.groups ?? []}
              getRowId={(row) => row.groupId}
              loading={report.isPending}
              emptyTitle="No group was watched in this period"
            />
          </StyledSection>
          <StyledSection>
            <h2>Product clicks by product</h2>
            <DataTable<ProductRow>
              caption="Product clicks by product"
              columns={[
                { id: 'product', header: 'Product', accessorFn: (row) => row.name },
                {
                  id: 'event',
                  header: 'Web event',
                  accessorFn: (row) => titleOf.get(row.webEventId) ?? '',
                },
                { id: 'clicks', header: 'Clicks', accessorFn: (row) => String(row.clicks) },
                {
                  id: 'viewers',
                  header: 'Viewers who clicked',
                  accessorFn: (row) => String(row.viewers),
                },
              ]}
              data={data?.products ?? []}
              getRowId={(row) => `${row.webEventId}:${row.webProductId}`}
              loading={report.isPending}
              emptyTitle="No product was clicked in this period"
            />
          </StyledSection>
        </>
      )}
    </Page>
  );
}

export { WebEventsReportScreen as Screen };
