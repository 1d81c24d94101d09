import { WEB_EVENT_STATUS_LABELS } from '@runway-live/domain/schemas';
import { type ApiWebEvent } from '@runway-live/domain/api';
import type { ColumnDef } from '@runway-live/ui';
import { showColumns } from '../shows';

/** The web events list's columns: a show's, with how many web products it plays. */
export function webEventColumns(options: {
  detailPath: (webEvent: ApiWebEvent) => string;
  showDesigner?: boolean;
}): ColumnDef<ApiWebEvent, string>[] {
  return showColumns<ApiWebEvent>({
    ...options,
    header: 'Web event',
    statusLabel: (webEvent) => WEB_EVENT_STATUS_LABELS[webEvent.status],
    own: [
      {
        id: 'products',
        header: 'Products',
        enableSorting: false,
        accessorFn: (webEvent) => String(webEvent.productIds.length),
      },
    ],
  });
}
