import { type ApiProduct } from '@runway-live/domain/api';
import { PRODUCT_STATUSES, type ProductStatus } from '@runway-live/domain/schemas';
import { Button, ConfirmDialog, Dialog, Select, tokens } from '@runway-live/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { failureMessage } from '../../api/ApiProvider';
import { labelledOptions } from '../../shared/labelledOptions';
import { useToast } from '../../shared/useToast';
import { lookMovesOf } from '../looks';
import { exportQuery, useCsvDownloads } from '../productImport';
import { useBulkProductActions, useLookOptions, type BulkOutcome } from './productsApi';

const StyledBulk = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
  align-items: center;
`;

export const STATUS_LABELS: Record<ProductStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  archived: 'Archived',
};
const STATUS_OPTIONS = labelledOptions(PRODUCT_STATUSES, STATUS_LABELS);

const productsCount = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

/** What a bulk action did, as its toast says it. */
function outcomeMessage({ done, archived }: BulkOutcome, verb: string): string {
  const parts = [];
  if (done > 0 || archived === 0) parts.push(`${productsCount(done)} ${verb}`);
  if (archived > 0) {
    parts.push(
      `${productsCount(archived)} archived instead of deleted: ${
        archived === 1 ? 'it is' : 'they are'
      } in an order`,
    );
  }
  return parts.join('. ');
}

/**
 * The product list's bulk actions on the selected rows: archive, export, set a status, add
 * to a look and delete (asking first). The calls are productsApi's useBulkProductActions;
 * this draws the bar's buttons and their dialogs and says what happened.
 */
export function ProductBulkActions({
  ids,
  items,
  clearSelection,
}: {
  ids: readonly string[];
  /** The page's products: a selected product in another look is named before it moves. */
  items: readonly ApiProduct[];
  clearSelection: () => void;
}) {
  const bulk = useBulkProductActions();
  const toast = useToast();
  const downloads = useCsvDownloads();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [lookDialog, setLookDialog] = useState(false);
  const [lookId, setLookId] = useState('');
  const looks = useLookOptions(lookDialog);

  async function run(action: () => Promise<BulkOutcome>, verb: string) {
    try {
      toast.success(outcomeMessage(await action(), verb));
      clearSelection();
    } catch (error) {
      toast.error(failureMessage(error));
    }
  }

  const moves = lookMovesOf(items, ids, lookId, looks.data?.items ?? []);
  const lookOptions = (looks.data?.items ?? []).map((look) => ({
    value: look._id,
    label: `${look.name} (${look.productCount})`,
  }));

  return (
    <StyledBulk>
      <Button
        size="sm"
        variant="secondary"
        onClick={() =>
          void run(() => bulk.setStatus.mutateAsync({ ids, status: 'archived' }), 'archived')
        }
      >
        Archive
      </Button>
      <Button
        size="sm"
        variant="secondary"
        loading={downloads.busy === 'export'}
        onClick={() => void downloads.download('export', exportQuery({ ids }))}
      >
        Export CSV
      </Button>
      <Select
        label="Set status"
        placeholder="Set status…"
        options={STATUS_OPTIONS}
        value=""
        onChange={(event) => {
          const status = event.target.value as ProductStatus;
          if (!status) return;
          void run(
            () => bulk.setStatus.mutateAsync({ ids, status }),
            `set to ${STATUS_LABELS[status]}`,
          );
        }}
      />
      <Button size="sm" variant="secondary" onClick={() => setLookDialog(true)}>
        Add to look
      </Button>
      <Button size="sm" variant="danger" onClick={() => setConfirmDelete(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirmDelete}
        title={`Delete ${productsCount(ids.length)}?`}
        confirmLabel="Delete"
        destructive
        busy={bulk.remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          void run(() => bulk.remove.mutateAsync(ids), 'deleted').finally(() =>
            setConfirmDelete(false),
          )
        }
      >
        The selected products will be deleted. A product that is in an order is archived instead.
      </ConfirmDialog>
      <Dialog
        open={lookDialog}
        title="Add to look"
        onClose={() => setLookDialog(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setLookDialog(false)}>
              Cancel
            </Button>
            <Button
              disabled={!lookId}
              loading={bulk.addToLook.isPending}
              onClick={() =>
                void run(
                  () => bulk.addToLook.mutateAsync({ ids, lookId, move: moves !== null }),
                  'added to the look',
                ).finally(() => setLookDialog(false))
              }
            >
              {moves ? 'Move here' : 'Add'}
            </Button>
          </>
        }
      >
        <Select
          label="Look"
          placeholder={looks.isPending ? 'Loading looks…' : 'Select a look'}
          options={lookOptions}
          value={lookId}
          onChange={(event) => setLookId(event.target.value)}
          hint={
            moves ??
            (looks.isSuccess && lookOptions.length === 0 ? 'There are no looks yet.' : undefined)
          }
        />
      </Dialog>
    </StyledBulk>
  );
}
