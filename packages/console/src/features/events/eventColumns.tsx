import { EVENT_STATUS_LABELS } from '@runway-live/domain/schemas';
import { type ApiEvent } from '@runway-live/domain/api';
import { Badge, type ColumnDef } from '@runway-live/ui';
import { durationText, showColumns } from '../shows';

/**
 * The events list's columns: a show's, with the event's rehearsal badge and its duration.
 */
export function eventColumns(options: {
  detailPath: (event: ApiEvent) => string;
  showDesigner?: boolean;
}): ColumnDef<ApiEvent, string>[] {
  return showColumns<ApiEvent>({
    ...options,
    header: 'Event',
    statusLabel: (event) => EVENT_STATUS_LABELS[event.status],
    badge: (event) => (event.rehearsal ? <Badge tone="warning">Rehearsal</Badge> : null),
    own: [
      {
        id: 'durationMinutes',
        header: 'Duration',
        enableSorting: false,
        accessorFn: (event) => durationText(event.durationMinutes),
      },
    ],
  });
}
