import { routePath } from '@runway-live/domain/access';
import type { EventReportQuery, EventReportRow } from '@runway-live/domain/api';
import { formatDateTime } from '@runway-live/domain/display';
import { formatMoney } from '@runway-live/domain/money';
import { Alert, Button, DataTable, Link, type ColumnDef } from '@runway-live/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { failureMessage } from '../../../api/ApiProvider';
import { RouterLink } from '../../../shared/RouterLink';
import { menuTitleOf } from '../../../shared/menuTitle';
import { Page } from '../../../shared/Page';
import { useCanWrite } from '../../../shared/useCanWrite';
import { useSearchParamsUpdate } from '../../../shared/useSearchParamsUpdate';
import { useOrderFeed } from '../../orders';
import { reportKeys, reportParams } from '../orders/ordersReportApi';
import { reportPeriodOf, reportPeriodQuery } from '../ReportPeriod';
import { useEventsReport, useEventsReportCsv } from './eventsReportApi';
import { percent, watchTime } from './eventsReportFormat';
import { ShowReport } from './ShowReport';
import { ReportFilterBar } from '../ReportFilterBar';

const REPORT_EVENTS_PATH = routePath('report/events');

type Param = 'preset' | 'from' | 'to' | 'designerId' | 'page' | 'limit' | 'show';

function showColumns(
  money: (amount: number) => string,
  timeZone: string,
  linkOf: (row: EventReportRow) => string,
  isStaff: boolean,
): ColumnDef<EventReportRow, unknown>[] {
  const text = (id: string, header: string, of: (row: EventReportRow) => string) => ({
    id,
    header,
    accessorFn: of,
  });
  return [
    {
      id: 'title',
      header: 'Show',
      accessorFn: (row) => row.title,
      cell: ({ row }) => (
        <Link href={linkOf(row.original)} linkComponent={RouterLink}>
          {row.original.title}
        </Link>
      ),
    },
    ...(isStaff ? [text('designer', 'Designer', (row) => row.designerName)] : []),
    text('start', 'Start', (row) =>
      row.startedAt || row.scheduledAt
        ? (formatDateTime((row.startedAt ?? row.scheduledAt)!, timeZone) ?? '')
        : '—',
    ),
    text('peak', 'Peak viewers', (row) => String(row.peakViewers)),
    text('unique', 'Unique viewers', (row) => String(row.uniqueViewers)),
    text('watch', 'Average watch', (row) => watchTime(row.averageWatchSec)),
    text('chat', 'Chat messages', (row) => String(row.chatMessages)),
    text('pushed', 'Products pushed', (row) => String(row.productsPushed)),
    text('carts', 'Adds to cart', (row) => String(row.addsToCart)),
    text('orders', 'Orders', (row) => String(row.orders)),
    text('gmvLive', 'GMV live', (row) => money(row.live.gmv)),
    text('gmvReplay', 'GMV in replay', (row) => money(row.replay.gmv)),
    text('net', 'Net GMV', (row) => money(row.netGmv)),
    text('conversion', 'Conversion', (row) => percent(row.conversion)),
    text('coupons', 'Coupons redeemed', (row) => String(row.couponRedemptions)),
  ];
}

/**
 * report/events: the range's aired shows (never a rehearsal) with their audience and the
 * sales attributed to them, live and in replay apart; a show's row opens its minute-by-minute
 * chart below (`?show=`). Admin and staff see every show, a designer their own. Times in the
 * reader's zone, named.
 */
export function EventsReportScreen() {
  const isStaff = useCanWrite();
  const { params, update } = useSearchParamsUpdate<Param>();
  const period = reportPeriodOf(params);
  const designerId = params.get('designerId') || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limit = Math.max(1, Number(params.get('limit')) || 20);
  const shown = params.get('show') || undefined;
  const query: EventReportQuery = {
    ...reportPeriodQuery(period),
    designerId,
    page,
    limit,
  };
  const timeZone = query.tz ?? 'UTC';
  const report = useEventsReport(query);
  const csv = useEventsReportCsv();
  const queryClient = useQueryClient();
  useOrderFeed(() => {
    void queryClient.invalidateQueries({ queryKey: [...reportKeys.all, 'events'] });
  });
  const currency = report.data?.currency ?? 'USD';
  const columns = useMemo(() => {
    const linkOf = (row: EventReportRow) => {
      const next = new URLSearchParams(params);
      next.set('show', row.eventId);
      return `?${next.toString()}`;
    };
    return showColumns((amount) => formatMoney(amount, currency), timeZone, linkOf, isStaff);
  }, [params, currency, timeZone, isStaff]);
  const list = report.data?.data;

  return (
    <Page
      title={menuTitleOf(REPORT_EVENTS_PATH) ?? 'Event Reports'}
      description={
        isStaff
          ? 'Every aired show: its audience, and what sold through it live and in replay. Open a show for its minute-by-minute chart.'
          : 'Your aired shows: their audience, and what sold through them live and in replay. Open a show for its minute-by-minute chart.'
      }
      primaryAction={{
        label: 'Export CSV',
        icon: 'download',
        loading: csv.downloading,
        onClick: () =>
          void csv.download({
            query: {
              ...reportParams({ ...query, page: undefined, limit: undefined }),
              format: 'csv',
            },
          }),
      }}
    >
      <ReportFilterBar
        period={period}
        onPeriod={(next) => update({ ...next, page: undefined })}
        designer={
          isStaff
            ? {
                id: designerId,
                items: list?.items.map((row) => ({
                  designerId: row.designerId,
                  designerBrand: row.designerName,
                })),
                onChange: (next) => update({ designerId: next, page: undefined }),
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
        <DataTable<EventReportRow>
          caption="Shows"
          columns={columns}
          data={list?.items ?? []}
          getRowId={(row) => row.eventId}
          loading={report.isPending}
          emptyTitle="No show aired in this period"
          emptyDescription="A show appears here once it has gone live; rehearsals never do."
          pagination={
            list
              ? {
                  page: list.page,
                  limit: list.limit,
                  total: list.total,
                  onPageChange: (next) => update({ page: next === 1 ? undefined : String(next) }),
                }
              : undefined
          }
        />
      )}
      {shown ? <ShowReport key={shown} eventId={shown} timeZone={timeZone} /> : null}
    </Page>
  );
}

export { EventsReportScreen as Screen };
