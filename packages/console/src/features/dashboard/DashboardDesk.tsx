import { formatCount } from '@runway-live/domain/display';
import type { DashboardDesk as Desk, DashboardTodo } from '@runway-live/domain/api';
import { routePath } from '@runway-live/domain/access';
import { formatMoney } from '@runway-live/domain/money';
import { Card, EmptyState, Link, Sparkline, StatCard, StatGrid, tokens } from '@runway-live/ui';
import { styled } from 'styled-components';
import { PageColumns } from '../../shared/Page';
import { RouterLink } from '../../shared/RouterLink';
import { OrderStatusBadge, orderMoment, orders } from '../orders';
import { DESIGNER_SALES_ANCHOR } from '../reports';
import { ShowCountdown, startText } from '../shows';
import { listPath } from './useDashboardSummary';

const StyledRows = styled.ul`
  display: grid;
  gap: ${tokens.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[1]} ${tokens.space[3]};
  align-items: baseline;
  justify-content: space-between;
  padding-bottom: ${tokens.space[3]};
  border-bottom: ${tokens.borderWidth[1]} solid ${tokens.color.border};

  &:last-child {
    padding-bottom: 0;
    border-bottom: none;
  }
`;

const StyledFigures = styled.span`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[1]};
  font-variant-numeric: tabular-nums;
`;

/** A to-do: its label and its figure, the figure always at the end of the line. */
const StyledTodo = styled(StyledRow)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
`;

const StyledCount = styled.span<{ $due: boolean }>`
  min-width: 2.5rem;
  font-weight: ${tokens.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  text-align: right;
  color: ${({ $due }) => ($due ? tokens.color.text : tokens.color.textMuted)};
`;

const showPath = (id: string) => routePath('event/event-detail/:event_id', { event_id: id });

/** The lists behind the to-dos, each opened with the query its figure was counted with. */
const TODO_LISTS: Record<
  DashboardTodo['kind'],
  { path: string; label: (marketplace: boolean) => string }
> = {
  pendingApplications: {
    path: routePath('designer/view-designers'),
    label: () => 'Applications to review',
  },
  showsStartingSoon: {
    path: routePath('event/view-events'),
    label: () => 'Shows starting within the hour',
  },
  ordersToShip: {
    path: orders.paths.list,
    label: (marketplace) =>
      marketplace ? 'Paid orders waiting over two days' : 'Paid orders to process',
  },
  failedPayouts: {
    path: orders.paths.list,
    label: () => 'Payouts that failed',
  },
  productsOutOfStock: {
    path: routePath('view-products'),
    label: () => 'Products out of stock',
  },
};

const orderCount = (orders: number) =>
  `${formatCount(orders)} ${orders === 1 ? 'order' : 'orders'}`;

/**
 * Sales today, over 7 and over 30 days, each with its trend; each opens the orders report on
 * the same preset: admin and staff's page, a designer's on this dashboard (their own
 * orders', decision 0054).
 */
function Sales({ sales, marketplace }: { sales: Desk['sales']; marketplace: boolean }) {
  const money = (amount: number) => formatMoney(amount, sales.currency);
  const cards = [
    { label: 'Sales today', figure: sales.today, preset: 'today', days: 7 },
    { label: 'Sales, last 7 days', figure: sales.last7Days, preset: '7d', days: 7 },
    { label: 'Sales, last 30 days', figure: sales.last30Days, preset: '30d', days: 30 },
  ] as const;
  return (
    <StatGrid role="group" aria-label={`Sales (days in ${sales.timeZone})`}>
      {cards.map(({ label, figure, preset, days }) => {
        const points = sales.daily.slice(-days);
        const first = points[0]?.gmv ?? 0;
        const last = points.at(-1)?.gmv ?? 0;
        return (
          <StatCard
            key={label}
            label={label}
            value={money(figure.gmv)}
            hint={
              <>
                {orderCount(figure.orders)}
                <Sparkline
                  label={`Sales a day over the last ${days} days, from ${money(first)} to ${money(last)}`}
                  values={points.map((point) => point.gmv)}
                />
              </>
            }
            link={{
              label: 'View report',
              href: marketplace
                ? listPath(routePath('report/orders'), { preset, tz: sales.timeZone })
                : `${listPath(routePath('dashboard'), { preset })}#${DESIGNER_SALES_ANCHOR}`,
            }}
            linkComponent={RouterLink}
          />
        );
      })}
    </StatGrid>
  );
}

/** The shows on air, with their audience and sales so far. */
function LiveNow({ shows }: { shows: Desk['liveNow'] }) {
  return (
    <Card title="Live now" headingLevel={2} width="fluid">
      {shows.length === 0 ? (
        <EmptyState
          title="No show is on air"
          description="A show you take live appears here with its viewers and sales."
        />
      ) : (
        <StyledRows>
          {shows.map((show) => (
            <StyledRow key={show._id}>
              <Link href={showPath(show._id)} linkComponent={RouterLink}>
                {show.title}
                {show.designerBrand ? ` · ${show.designerBrand}` : ''}
              </Link>
              <StyledFigures>
                {formatCount(show.counters.viewersNow)} watching ·{' '}
                {formatCount(show.counters.orders)}{' '}
                {show.counters.orders === 1 ? 'order' : 'orders'} ·{' '}
                {formatMoney(show.counters.ordersValue, show.counters.currency)}
              </StyledFigures>
            </StyledRow>
          ))}
        </StyledRows>
      )}
    </Card>
  );
}

/** The next shows, soonest first, each with its countdown. */
function NextShows({ shows }: { shows: Desk['nextShows'] }) {
  return (
    <Card title="Next shows" headingLevel={2} width="fluid">
      {shows.length === 0 ? (
        <EmptyState
          title="No show scheduled"
          action={
            <Link href={routePath('event/add-event')} linkComponent={RouterLink}>
              Schedule a show
            </Link>
          }
        />
      ) : (
        <StyledRows>
          {shows.map((show) => (
            <StyledRow key={show._id}>
              <span>
                <Link href={showPath(show._id)} linkComponent={RouterLink}>
                  {show.title}
                </Link>
                <StyledFigures> · {startText(show)}</StyledFigures>
              </span>
              <ShowCountdown scheduledAt={show.scheduledAt} compact />
            </StyledRow>
          ))}
        </StyledRows>
      )}
    </Card>
  );
}

/** The newest orders, each to its page. */
function LatestOrders({ rows }: { rows: Desk['latestOrders'] }) {
  return (
    <Card title="Latest orders" headingLevel={2} width="fluid">
      {rows.length === 0 ? (
        <EmptyState
          title="No orders yet"
          description="Orders placed during your shows appear here."
        />
      ) : (
        <StyledRows>
          {rows.map((order) => (
            <StyledRow key={order._id}>
              <span>
                <Link href={orders.paths.detail(order._id)} linkComponent={RouterLink}>
                  {order.orderNumber}
                </Link>
                <StyledFigures>
                  {' '}
                  · {order.buyer.name} · {orderMoment(order.createdAt)}
                </StyledFigures>
              </span>
              <span>
                {formatMoney(order.total, order.currency)}{' '}
                <OrderStatusBadge status={order.status} />
              </span>
            </StyledRow>
          ))}
        </StyledRows>
      )}
      <Link href={orders.paths.list} linkComponent={RouterLink}>
        View all orders
      </Link>
    </Card>
  );
}

/** What needs doing: each figure opens its list with the query it was counted with. */
function Todos({ todos, marketplace }: { todos: Desk['todo']; marketplace: boolean }) {
  return (
    <Card title="Needs doing" headingLevel={2} width="fluid">
      <StyledRows>
        {todos.map((todo) => {
          const list = TODO_LISTS[todo.kind];
          return (
            <StyledTodo key={todo.kind}>
              <Link href={listPath(list.path, todo.query)} linkComponent={RouterLink}>
                {list.label(marketplace)}
              </Link>
              <StyledCount $due={todo.count > 0}>
                {formatCount(todo.count, { capped: todo.capped, standsAlone: true })}
              </StyledCount>
            </StyledTodo>
          );
        })}
      </StyledRows>
    </Card>
  );
}

/**
 * The dashboard's desk (issue 33): sales with their trends, then what is on air, what comes
 * next, the latest orders and what needs doing, two columns where they fit.
 */
export function DashboardDesk({ desk, marketplace }: { desk: Desk; marketplace: boolean }) {
  return (
    <>
      <Sales sales={desk.sales} marketplace={marketplace} />
      <PageColumns>
        <LiveNow shows={desk.liveNow} />
        <Todos todos={desk.todo} marketplace={marketplace} />
        <NextShows shows={desk.nextShows} />
        <LatestOrders rows={desk.latestOrders} />
      </PageColumns>
    </>
  );
}
