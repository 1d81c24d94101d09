import { Link, StatusBadge, tokens, type ColumnDef } from '@runway-live/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { RouterLink } from '../../shared/RouterLink';
import { Thumbnail } from '../../resources/Thumbnail';
import type { ShowBase } from './ShowDetail';
import { startText } from './showText';

const StyledName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

export type ShowColumnsOptions<Show> = {
  /** The title column's header: 'Event', 'Web event'. */
  header: string;
  /** The show's page, which its title links to. */
  detailPath: (show: Show) => string;
  /** The status as the console names it ('Scheduled', 'Published'). */
  statusLabel: (show: Show) => string;
  /** For admin and staff: whose show it is, by the brand the list item carries. */
  showDesigner?: boolean;
  /** What the title says after it (an event's 'Rehearsal' badge). */
  badge?: (show: Show) => ReactNode;
  /** The kind's own columns, between the start and the status. */
  own?: ColumnDef<Show, string>[];
};

/**
 * A list of shows' columns, the events' and the web events' alike: the title (cover and
 * link), the start in its zone, the kind's own, the status and, for admin and staff, the
 * designer. Ids are the API's sort fields where it sorts (title, scheduledAt, status), so a
 * header click becomes `sort=<id>:<direction>`.
 */
export function showColumns<Show extends ShowBase & { designerBrand?: string }>({
  header,
  detailPath,
  statusLabel,
  showDesigner = false,
  badge,
  own = [],
}: ShowColumnsOptions<Show>): ColumnDef<Show, string>[] {
  const columns: ColumnDef<Show, string>[] = [
    {
      id: 'title',
      header,
      accessorFn: (show) => show.title,
      cell: ({ row }) => (
        <StyledName>
          <Thumbnail image={row.original.coverImage || undefined} icon="video" />
          <Link href={detailPath(row.original)} linkComponent={RouterLink}>
            {row.original.title}
          </Link>
          {badge?.(row.original)}
        </StyledName>
      ),
    },
    { id: 'scheduledAt', header: 'Starts', accessorFn: (show) => startText(show) },
    ...own,
    {
      id: 'status',
      header: 'Status',
      accessorFn: (show) => show.status,
      cell: ({ row }) => (
        <StatusBadge status={row.original.status} label={statusLabel(row.original)} />
      ),
    },
  ];
  if (showDesigner) {
    columns.push({
      id: 'designer',
      header: 'Designer',
      enableSorting: false,
      accessorFn: (show) => show.designerBrand || '—',
    });
  }
  return columns;
}
