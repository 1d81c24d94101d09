import type { ProductExportQuery } from '@runway-live/domain';
import { Button, Icon } from '@runway-live/ui';
import { useState } from 'react';
import { failureMessage, useApi } from '../../api/ApiProvider';
import type { Query } from '../../api/createApiClient';
import { useToast } from '../../app/useToast';
import { downloadCsv, IMPORT_DOWNLOADS } from './importApi';

export type ExportCsvActionProps =
  /** The list's current filter (search, designer, event, look, category, status, stock). */
  | { filter: Omit<ProductExportQuery, 'ids'>; ids?: never }
  /** The selected rows instead of the filter. */
  | { ids: readonly string[]; filter?: never };

/** The export's query: the selection when there is one, else the filter's set values. */
export function exportQuery(props: ExportCsvActionProps): Query {
  if (props.ids) return { ids: props.ids.join(',') };
  const query: Query = {};
  for (const [key, value] of Object.entries(props.filter)) {
    if (value !== undefined && value !== '') query[key] = String(value);
  }
  return query;
}

/**
 * "Export CSV" on the product list: the products the list shows (or the selected rows) in
 * the import format, so the file can be edited and imported back unchanged. The server
 * streams it; the browser saves it.
 */
export function ExportCsvAction(props: ExportCsvActionProps) {
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const selection = props.ids?.length;

  const exportFile = async () => {
    setBusy(true);
    try {
      await downloadCsv(api, IMPORT_DOWNLOADS.export, 'products.csv', exportQuery(props));
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="secondary"
      icon={<Icon name="download" />}
      loading={busy}
      disabled={busy || selection === 0}
      onClick={() => void exportFile()}
    >
      {selection ? `Export ${selection} selected` : 'Export CSV'}
    </Button>
  );
}
