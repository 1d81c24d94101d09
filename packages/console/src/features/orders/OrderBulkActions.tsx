import type { ApiOrderListItem } from '@runway-live/domain/orders';
import { Button, PrintArea, tokens } from '@runway-live/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { useApi } from '../../api/ApiProvider';
import { useToast } from '../../shared/useToast';
import { OrderPackingSlip } from './OrderPackingSlip';
import { orderKeys, orders, useOrdersCsv } from './ordersApi';

const StyledBulk = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
  align-items: center;
`;

const ordersCount = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/**
 * The orders list's bulk actions on the selected rows: mark the paid ones as processing
 * (one PATCH each; the others cannot take that step and are left as they are), and print
 * their packing slips (each on its own sheet, through the browser's print), and export
 * them alone as CSV (the list's export with `ids`).
 */
export function OrderBulkActions({
  ids,
  items,
  clearSelection,
}: {
  ids: readonly string[];
  items: readonly ApiOrderListItem[];
  clearSelection: () => void;
}) {
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [printing, setPrinting] = useState<readonly string[] | null>(null);
  const csv = useOrdersCsv();
  const paid = items.filter((order) => ids.includes(order._id) && order.status === 'paid');

  const markProcessing = useMutation({
    mutationFn: async (targets: readonly ApiOrderListItem[]) => {
      const results = await Promise.allSettled(
        targets.map((order) =>
          api.patch(
            `${orders.api}/${encodeURIComponent(order._id)}`,
            { status: 'processing' },
            { showsFailure: true },
          ),
        ),
      );
      return results.filter((result) => result.status === 'fulfilled').length;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });

  const mark = async () => {
    const done = await markProcessing.mutateAsync(paid);
    const skipped = ids.length - done;
    toast.success(
      skipped > 0
        ? `${ordersCount(done)} marked as processing; ${ordersCount(skipped)} could not take that step`
        : `${ordersCount(done)} marked as processing`,
    );
    clearSelection();
  };

  return (
    <StyledBulk>
      <Button
        size="sm"
        variant="secondary"
        disabled={paid.length === 0}
        loading={markProcessing.isPending}
        onClick={() => void mark()}
      >
        Mark as processing
      </Button>
      <Button
        size="sm"
        variant="secondary"
        loading={printing !== null}
        onClick={() => setPrinting(ids)}
      >
        Print packing slips
      </Button>
      <Button
        size="sm"
        variant="secondary"
        loading={csv.downloading}
        onClick={() => void csv.download({ query: { ids: ids.join(','), format: 'csv' } })}
      >
        Export selected
      </Button>
      {printing ? <PrintSlips ids={printing} onDone={() => setPrinting(null)} /> : null}
    </StyledBulk>
  );
}

/** Loads the orders' details, prints their slips once all are in, then goes. */
function PrintSlips({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
  const details = orders.useDetails(ids);
  const ready = ids.every((id) => details.has(id));
  useEffect(() => {
    if (!ready) return;
    window.print();
    onDone();
  }, [ready, onDone]);
  return (
    <PrintArea screen="hidden">
      {ids.map((id) => {
        const order = details.get(id);
        return order ? <OrderPackingSlip key={id} order={order} /> : null;
      })}
    </PrintArea>
  );
}
