import type { ProductExportQuery } from '@runway-live/domain/api';
import { Button, Icon } from '@runway-live/ui';
import type { Query } from '../../api/createApiClient';
import type { CsvRequest } from './importApi';
import { useCsvDownloads } from './useCsvDownloads';

export type ExportCsvActionProps =
  /** The list's current filter (search, designer, event, look, category, status, stock). */
  | { filter: ProductExportQuery | Readonly<Record<string, string>>; ids?: never }
  /** The selected rows instead of the filter. */
  | { ids: readonly string[]; filter?: never };

/**
 * The export's request: the selection's ids in a POST body when there is one (up to 1 000:
 * more than a URL holds), else the filter's set values in the GET's query.
 */
export function exportQuery(props: ExportCsvActionProps): CsvRequest {
  if (props.ids) return { body: { ids: [...props.ids] } };
  const query: Query = {};
  for (const [key, value] of Object.entries(props.filter)) {
    // A list's paging and order are not a filter: the export takes every product it selects.
    if (value !== undefined && value !== '' && !LIST_ONLY.has(key)) query[key] = String(value);
  }
  return { query };
}

const LIST_ONLY = new Set(['page', 'limit', 'sort']);

/**
 * "Export CSV" on the product list: the products the list shows (or the selected rows) in
 * the import format, so the file can be edited and imported back unchanged. The server
 * streams it; the browser saves it.
 */
export function ExportCsvAction(props: ExportCsvActionProps) {
  const { busy, download } = useCsvDownloads();
  const selection = props.ids?.length;
  return (
    <Button
      variant="secondary"
      icon={<Icon name="download" />}
      loading={busy === 'export'}
      disabled={busy !== null || selection === 0}
      onClick={() => void download('export', exportQuery(props))}
    >
      {selection ? `Export ${selection} selected` : 'Export CSV'}
    </Button>
  );
}
