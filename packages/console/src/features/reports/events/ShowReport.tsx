import { formatMoney } from '@runway-live/domain/money';
import {
  Alert,
  Button,
  Icon,
  Link,
  StatCard,
  StatGrid,
  TimeSeriesChart,
  tokens,
  type ChartSeries,
  type TimeSeriesPoint,
} from '@runway-live/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { failureMessage } from '../../../api/ApiProvider';
import { RouterLink } from '../../../shared/RouterLink';
import { events } from '../../events';
import { useOrderFeed } from '../../orders';
import { reportKeys } from '../orders/ordersReportApi';
import { bucketFormatter } from '../orders/reportFormat';
import { useShowChart, useShowChartCsv } from './eventsReportApi';
import { bandsOf, percent, watchTime } from './eventsReportFormat';

const StyledSection = styled.section`
  display: grid;
  gap: ${tokens.space[4]};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${tokens.fontSize[4]};
  }
`;

const StyledBody = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
  min-width: 0;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
  align-items: center;
`;

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
 * One show's figures and its minute-by-minute chart (viewers, chat, adds to cart, orders,
 * GMV per minute, the pushed products as bands), with its table and CSV. While the show is
 * live it is read again every few seconds, and at once when an order of the show arrives.
 * In the events report (`place` 'report') it is a section named by the show with a link to
 * the show's page; on the show's page ('show') the page's own section names it, and
 * `actions` sit beside the CSV.
 */
export function ShowReport({
  eventId,
  timeZone,
  place = 'report',
  actions,
  leaveOut = [],
}: {
  eventId: string;
  timeZone: string;
  place?: 'report' | 'show';
  actions?: ReactNode;
  /** Figures the page already shows above (an ended show's summary): each said once. */
  leaveOut?: readonly string[];
}) {
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
  const card = (label: string, value: string | undefined, hint?: string) =>
    leaveOut.includes(label) ? null : (
      <StatCard key={label} label={label} loading={chart.isPending} value={value} hint={hint} />
    );
  const body = (
    <>
      <StyledActions>
        <Button
          variant="secondary"
          icon={<Icon name="download" />}
          loading={csv.downloading}
          onClick={() => void csv.download({ query: { format: 'csv', tz: timeZone } })}
        >
          Export the minute table (CSV)
        </Button>
        {place === 'report' && show ? (
          <Link href={events.paths.detail(show.eventId)} linkComponent={RouterLink}>
            Open the show
          </Link>
        ) : null}
        {actions}
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
    </>
  );
  if (place === 'show') return <StyledBody>{body}</StyledBody>;
  return (
    <StyledSection aria-labelledby="show-report-title">
      <h2 id="show-report-title">{show?.title ?? 'Show'}</h2>
      {body}
    </StyledSection>
  );
}

export default ShowReport;
