import { readerTimeZone } from '@runway-live/domain/display';
import { formatMoney } from '@runway-live/domain/money';
import type { WebEventReport } from '@runway-live/domain/api';
import { Alert, Button, DataTable, StatCard, StatGrid } from '@runway-live/ui';
import { useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '../../../api/ApiProvider';
import { DetailSection } from '../../../resources/ResourceDetailPage';
import { ShowNote } from '../../shows';
import { useOrderFeed } from '../../orders';
import { reportKeys } from '../orders/ordersReportApi';
import { useWebEventsReport } from './eventsReportApi';
import { watchTime } from './eventsReportFormat';

type ProductRow = WebEventReport['products'][number];

/**
 * A web event's page's "Show report" (issue 33, decision 0054): its row of the web-events
 * report over the last 12 months — what the embedded player saw (views, viewers, watch time,
 * product clicks) and the orders placed through it — and its clicks by product, for every
 * role that sees the web event (the server reads a designer's own only). A new order reads
 * it again. The server keeps no minute chart of a web event.
 */
export function WebEventReportSection({ webEventId }: { webEventId: string }) {
  const report = useWebEventsReport({ preset: '12m', tz: readerTimeZone() });
  const queryClient = useQueryClient();
  useOrderFeed(() => {
    void queryClient.invalidateQueries({ queryKey: [...reportKeys.all, 'web-events'] });
  });
  const data = report.data;
  const row = data?.webEvents.find((one) => one.webEventId === webEventId);
  const money = (amount: number) => formatMoney(amount, data?.currency ?? 'USD');
  const card = (label: string, value: string | undefined) => (
    <StatCard key={label} label={label} loading={report.isPending} value={value} />
  );
  return (
    <DetailSection title="Show report">
      {report.isError ? (
        <Alert tone="error">
          {failureMessage(report.error)}{' '}
          <Button variant="secondary" onClick={() => void report.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : (
        <>
          <ShowNote>What the embedded player saw over the last 12 months.</ShowNote>
          <StatGrid aria-label="The web event’s figures">
            {card('Player views', data && String(row?.views ?? 0))}
            {card('Player viewers', data && String(row?.uniqueViewers ?? 0))}
            {card('Watch time', data && watchTime(row?.watchSec ?? 0))}
            {card('Product clicks', data && String(row?.productClicks ?? 0))}
            {card('Orders through the player', data && String(row?.orders ?? 0))}
            {card('GMV through the player', data && money(row?.gmv ?? 0))}
          </StatGrid>
          <DataTable<ProductRow>
            caption="Product clicks by product"
            columns={[
              { id: 'product', header: 'Product', accessorFn: (one) => one.name },
              { id: 'clicks', header: 'Clicks', accessorFn: (one) => String(one.clicks) },
              {
                id: 'viewers',
                header: 'Viewers who clicked',
                accessorFn: (one) => String(one.viewers),
              },
            ]}
            data={(data?.products ?? []).filter((one) => one.webEventId === webEventId)}
            getRowId={(one) => one.webProductId}
            loading={report.isPending}
            emptyTitle="No product was clicked yet"
          />
        </>
      )}
    </DetailSection>
  );
}
