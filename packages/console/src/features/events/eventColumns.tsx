import type { ApiEvent } from '@runway-live/domain';
import { Badge, Link, StatusBadge, tokens, type ColumnDef } from '@runway-live/ui';
import { styled } from 'styled-components';
import { RouterLink } from '../../shared/RouterLink';
import { Thumbnail } from '../../resources/Thumbnail';
import { durationText, startText, statusLabel } from './eventText';

const StyledName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

type Options = {
  /** The event's detail page, which its title links to. */
  detailPath: (event: ApiEvent) => string;
  /** For admin and staff: whose show it is, by the brand the list item carries. */
  showDesigner?: boolean;
};

/**
 * The events list's columns. Ids are the API's sort fields where it sorts (title,
 * scheduledAt, status), so a header click becomes `sort=<id>:<direction>`.
 */
export function eventColumns({
  detailPath,
  showDesigner = false,
}: Options): ColumnDef<ApiEvent, string>[] {
  const columns: ColumnDef<ApiEvent, string>[] = [
    {
      id: 'title',
      header: 'Event',
      accessorFn: (event) => event.title,
      cell: ({ row }) => (
        <StyledName>
          <Thumbnail image={row.original.coverImage || undefined} icon="video" />
          <Link href={detailPath(row.original)} linkComponent={RouterLink}>
            {row.original.title}
          </Link>
          {row.original.rehearsal ? <Badge tone="warning">Rehearsal</Badge> : null}
        </StyledName>
      ),
    },
    {
      id: 'scheduledAt',
      header: 'Starts',
      accessorFn: (event) => startText(event),
    },
    {
      id: 'durationMinutes',
      header: 'Duration',
      enableSorting: false,
      accessorFn: (event) => durationText(event.durationMinutes),
    },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (event) => event.status,
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
      accessorFn: (event) => event.designerBrand || '—',
    });
  }
  return columns;
}
