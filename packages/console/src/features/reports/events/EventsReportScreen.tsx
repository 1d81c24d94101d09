import { routePath } from '@runway-live/domain/access';
import type { EventReportQuery, EventReportRow, ShowChart } from '@runway-live/domain/api';
import { formatDateTime } from '@runway-live/domain/display';
import { formatMoney } from '@runway-live/domain/money';
import { minuteStart } from '@runway-live/domain/reports';
import {
  Alert,
  Button,
  DataTable,
  Link,
  StatCard,
  StatGrid,
  TimeSeriesChart,
  tokens,
  type ChartBand,
  type ChartSeries,
  type ColumnDef,
  type TimeSeriesPoint,
} from '@runway-live/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { styled } from 'styled-components';
import { failureMessage } from '../../../api/ApiProvider';
import { RouterLink } from '../../../shared/RouterLink';
import { menuTitleOf } from '../../../shared/menuTitle';
import { Page } from '../../../shared/Page';
import { useCanWrite } from '../../../shared/useCanWrite';
import { useSearchParamsUpdate } from '../../../shared/useSearchParamsUpdate';
import { events } from '../../events';
import { useOrderFeed } from '../../orders';
import { reportKeys, reportParams } from '../orders/ordersReportApi';
import { bucketFormatter } from '../orders/reportFormat';
import { reportPeriodOf, reportPeriodQuery } from '../ReportPeriod';
import {
  useEventsReport,
  useEventsReportCsv,
  useShowChart,
  useShowChartCsv,
} from './eventsReportApi';
import { ReportFilterBar } from '../ReportFilterBar';

const REPORT_EVENTS_PATH = routePath('report/events');

const StyledSection = styled.section`
  display: grid;
  gap: ${tokens.space[4]};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${tokens.fontSize[4]};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
`;

type Param = 'preset' | 'from' | 'to' | 'designerId' | 'page' | 'limit' | 'show';

/** Seconds as minutes and seconds: '2 min 33 s'. */
export function watchTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes === 0 ? `${seconds} s` : `${minutes} min ${seconds % 60} s`;
}

/** A share as a percentage to one place: '66.7%'. */
export const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

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

/** The chart's series: GMV on the money axis, the counts on the other. */
function chartSeries(money: (amount: number) => string): ChartSeries[] {
  return [
    { key: 'gmv', label: 'GMV', format: money },
    { key: 'viewers', label: 'Viewers', axis: 'right' },
    { key: 'messages', label: 'Chat messages', axis: 'right' },
    { key: 'addsToCart', label: 'Adds to cart', kind: 'bar', axis: 'right' },
    { key: 'orders', label: 'Orders', kind: 'bar', axis: 'right' },
  ];
}

/**
 * The pushed products as the chart's bands, each named by what was on screen. A band starts
 * at the start of the minute it was pushed in: that minute's point is in it (a push at
 * 12:01:40 covers the 12:01 point).
 */
export function bandsOf(chart: Pick<ShowChart, 'bands'>): ChartBand[] {
  return chart.bands.map((band) => ({
    from: minuteStart(new Date(band.from)).toISOString(),
    to: band.to,
    label: `Pushed: ${band.products.map((product) => product.name || 'a product').join(', ')}`,
  }));
}

/**
 * One show's figures and its minute-by-minute chart (viewers, chat, adds to cart, orders,
 * GMV per minute, the pushed products as bands), with its table and CSV. While the show is
 * live it is read again every few seconds, and at once when an order of the show arrives.
 */
function ShowReport({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const chart = useShowChart(eventId);
  const csv = useShowChartCsv(eventId);
  const queryClient = useQueryClient();
  useOrderFeed((order) => {
    if (order.eventId === eventId) {
      void queryClient.invalidateQueries({ queryKey: [...reportKeys.all, 'show', eventId] });
    }
  });
  const data = chart.data;
  const currency = data?.currency ?? 'USD';
  const money = useMemo(() => (amount: number) => formatMoney(amount, currency), [currency]);
  const formatTime = useMemo(() => bucketFormatter('hour', timeZone), [timeZone]);
  const points = useMemo<TimeSeriesPoint[]>(
    () =>
      (data?.points ?? []).map((point) => ({
        at: point.at,
        values: {
          gmv: point.gmv,
          viewers: point.viewers,
          messages: point.messages,
          addsToCart: point.addsToCart,
          orders: point.orders,
        },
      })),
    [data],
  );
  const show = data?.show;
  const title = show ? `${show.title}, minute by minute` : 'The show, minute by minute';
  if (chart.isError) {
    return (
      <Alert tone="error">
        {failureMessage(chart.error)}{' '}
        <Button variant="secondary" onClick={() => void chart.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  const card = (label: string, value: string | undefined, hint?: string) => (
    <StatCard key={label} label={label} loading={chart.isPending} value={value} hint={hint} />
  );
  return (
    <StyledSection aria-labelledby="show-report-title">
      <h2 id="show-report-title">{show?.title ?? 'Show'}</h2>
      <StyledActions>
        <Button
          variant="secondary"
          icon="download"
          loading={csv.downloading}
          onClick={() => void csv.download({ query: { format: 'csv', tz: timeZone } })}
        >
          Export the minute table (CSV)
        </Button>
        {show ? (
          <Link href={events.paths.detail(show.eventId)} linkComponent={RouterLink}>
            Open the show
          </Link>
        ) : null}
      </StyledActions>
      <StatGrid aria-label="The show’s figures">
        {card('Peak viewers', show && String(show.peakViewers))}
        {card('Unique viewers', show && String(show.uniqueViewers))}
        {card('Average watch time', show && watchTime(show.averageWatchSec))}
        {card('Chat messages', show && String(show.chatMessages))}
        {card('Products pushed', show && String(show.productsPushed))}
        {card('Adds to cart', show && String(show.addsToCart))}
        {card(
          'GMV',
          show && money(show.gmv),
          show && `${money(show.live.gmv)} live, ${money(show.replay.gmv)} in replay`,
        )}
        {card(
          'Net GMV',
          show && money(show.netGmv),
          show && `${money(show.live.netGmv)} live, ${money(show.replay.netGmv)} in replay`,
        )}
        {card(
          'Orders',
          show && String(show.orders),
          show && `${show.live.orders} live, ${show.replay.orders} in replay`,
        )}
        {card('Conversion', show && percent(show.conversion), 'Buyers ÷ unique viewers')}
        {card('Coupon redemptions', show && String(show.couponRedemptions))}
      </StatGrid>
      <TimeSeriesChart
        title={title}
        timeLabel={`Minute (${timeZone})`}
        points={points}
        series={chartSeries(money)}
        bands={data ? bandsOf(data) : []}
        formatTime={formatTime}
        table="shown"
        loading={chart.isPending}
        emptyText="This show has not gone live yet."
      />
    </StyledSection>
  );
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
