import { formatMoney } from '@runway-live/domain/money';
import { Alert, Button, DataTable, EmptyState, StatCard, StatGrid, tokens } from '@runway-live/ui';
import { useMemo } from 'react';
import { styled } from 'styled-components';
import { failureMessage } from '../../api/ApiProvider';
import { Page } from '../../shared/Page';
import { useCanWrite } from '../../shared/useCanWrite';
import { DateRangeFilter } from '../orders';
import { ListFilter } from '../../resources/ListFilters';
import { DesignerFilter } from '../people';
import { commissionColumns, lineColumns, transferColumns } from './payoutColumns';
import { useCommission, usePayouts, usePayoutsCsv } from './payoutsApi';
import { useSearchParamsUpdate } from '../../shared/useSearchParamsUpdate';

const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
  align-items: flex-end;
`;

const StyledSection = styled.section`
  display: grid;
  gap: ${tokens.space[4]};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${tokens.fontSize[3]};
  }
`;

const PARAMS = ['designerId', 'from', 'to'] as const;
type Param = (typeof PARAMS)[number];

/** The page's state in its URL: the designer (admin, staff) and the day range. */
function usePayoutsUrl() {
  const { params, update } = useSearchParamsUpdate<Param>();
  const state = Object.fromEntries(
    PARAMS.map((name) => [name, params.get(name) || undefined]),
  ) as Record<Param, string | undefined>;
  return { state, update };
}

/** A failed read, in place, with a Retry. */
function Failure({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Alert tone="error">
      {failureMessage(error)}{' '}
      <Button variant="secondary" onClick={retry}>
        Retry
      </Button>
    </Alert>
  );
}

/**
 * payouts: a designer's statement (each paid order's total, commission, refunds and net;
 * the balances pending, available and paid out; the transfers, with the refunds' reversals
 * as negative lines) and its CSV. Admin and staff choose the designer, and see the
 * marketplace's commission over the range, designer by designer.
 */
export function PayoutsScreen() {
  const isStaff = useCanWrite();
  const { state, update } = usePayoutsUrl();
  const range = { from: state.from, to: state.to };
  const statementShown = !isStaff || Boolean(state.designerId);
  const payouts = usePayouts({ ...range, designerId: state.designerId }, statementShown);
  const commission = useCommission(range, isStaff);
  const csv = usePayoutsCsv();
  const statement = payouts.data;
  const currency = statement?.currency ?? 'USD';
  const lines = useMemo(() => lineColumns(currency), [currency]);
  const transfers = useMemo(() => transferColumns(currency), [currency]);
  const shares = useMemo(() => commissionColumns((designerId) => update({ designerId })), [update]);
  const money = (amount: number) => formatMoney(amount, currency);
  const brand = commission.data?.designers.find(
    (share) => share.designerId === state.designerId,
  )?.designerBrand;

  return (
    <Page
      title="Payouts"
      description={
        isStaff
          ? "Each designer's statement, and the marketplace's commission over the dates chosen."
          : 'Your statement: what each order brought in, what the marketplace kept, refunds, and the transfers to you.'
      }
      primaryAction={{
        label: 'Export CSV',
        icon: 'download',
        onClick: () =>
          void csv.download({
            query: Object.fromEntries(
              Object.entries({ ...range, designerId: state.designerId, format: 'csv' }).filter(
                ([, value]) => value,
              ),
            ) as Record<string, string>,
          }),
        loading: csv.downloading,
        disabled: !statementShown,
      }}
    >
      <StyledFilters>
        {isStaff ? (
          <DesignerFilter
            designerId={state.designerId}
            items={commission.data?.designers}
            placeholder="Choose a designer"
            onChange={(designerId) => update({ designerId })}
          />
        ) : null}
        <DateRangeFilter range={state} onChange={update} Cell={ListFilter} />
      </StyledFilters>

      {isStaff ? (
        <StyledSection aria-labelledby="payouts-commission">
          <h2 id="payouts-commission">Marketplace commission</h2>
          {commission.isError ? (
            <Failure error={commission.error} retry={() => void commission.refetch()} />
          ) : (
            <StatGrid>
              {(commission.data?.totals.length
                ? commission.data.totals
                : [{ currency: 'USD', orders: 0, total: 0, refunded: 0, commission: 0, net: 0 }]
              ).map((total) => (
                <StatCard
                  key={total.currency}
                  label={`Commission (${total.currency})`}
                  icon="chart"
                  loading={commission.isPending}
                  value={formatMoney(total.commission, total.currency)}
                  hint={`${total.orders} ${total.orders === 1 ? 'order' : 'orders'}, ${formatMoney(total.total, total.currency)} paid, ${formatMoney(total.net, total.currency)} to designers`}
                />
              ))}
            </StatGrid>
          )}
          <DataTable
            caption="Commission by designer"
            columns={shares}
            data={commission.data?.designers ?? []}
            getRowId={(share) => `${share.designerId}-${share.currency}`}
            loading={commission.isPending}
            emptyTitle="No paid orders in these dates"
          />
        </StyledSection>
      ) : null}

      {statementShown ? (
        <StyledSection aria-labelledby="payouts-statement">
          <h2 id="payouts-statement">{brand ? `Statement of ${brand}` : 'Statement'}</h2>
          {payouts.isError ? (
            <Failure error={payouts.error} retry={() => void payouts.refetch()} />
          ) : (
            <StatGrid>
              <StatCard
                label="Pending"
                icon="receipt"
                loading={payouts.isPending}
                value={statement ? money(statement.balances.pending) : undefined}
                hint={
                  statement
                    ? `Until delivered and ${statement.holdDays} ${statement.holdDays === 1 ? 'day' : 'days'} more`
                    : undefined
                }
              />
              <StatCard
                label="Available"
                icon="credit-card"
                loading={payouts.isPending}
                value={statement ? money(statement.balances.available) : undefined}
              />
              <StatCard
                label="Paid out"
                icon="store"
                loading={payouts.isPending}
                value={statement ? money(statement.balances.paidOut) : undefined}
              />
              <StatCard
                label="Commission"
                icon="chart"
                loading={payouts.isPending}
                value={statement ? money(statement.commission) : undefined}
                hint="Kept by the marketplace, after refunds"
              />
            </StatGrid>
          )}
          <DataTable
            caption="Orders"
            columns={lines}
            data={statement?.lines ?? []}
            getRowId={(line) => line.orderId}
            loading={payouts.isPending}
            emptyTitle="No paid orders yet"
            emptyDescription="Each order appears here once its payment is taken."
          />
          <h2>Transfers</h2>
          <DataTable
            caption="Transfers"
            columns={transfers}
            data={statement?.transfers ?? []}
            getRowId={(transfer) => `${transfer.kind}-${transfer._id}`}
            loading={payouts.isPending}
            emptyTitle="No transfers yet"
          />
        </StyledSection>
      ) : (
        <EmptyState
          title="Choose a designer"
          description="Their statement, balances and transfers appear here."
        />
      )}
    </Page>
  );
}

export { PayoutsScreen as Screen };
