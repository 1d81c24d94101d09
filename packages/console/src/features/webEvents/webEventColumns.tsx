import { WEB_EVENT_STATUS_LABELS, type ApiWebEvent } from '@runway-live/domain';
import { Link, StatusBadge, tokens, type ColumnDef } from '@runway-live/ui';
import { styled } from 'styled-components';
import { RouterLink } from '../../shared/RouterLink';
import { Thumbnail } from '../../resources/Thumbnail';
import { startText } from '../events/eventText';

const StyledName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

/**
 * The web events list's columns. Ids are the API's sort fields where it sorts (title,
 * scheduledAt, status), so a header click becomes `sort=<id>:<direction>`.
 */
export function webEventColumns({
  detailPath,
  showDesigner = false,
}: {
  detailPath: (webEvent: ApiWebEvent) => string;
  /** For admin and staff: whose web event it is, by the brand the list item carries. */
  showDesigner?: boolean;
}): ColumnDef<ApiWebEvent, string>[] {
  const columns: ColumnDef<ApiWebEvent, string>[] = [
    {
      id: 'title',
      header: 'Web event',
      accessorFn: (webEvent) => webEvent.title,
      cell: ({ row }) => (
        <StyledName>
          <Thumbnail image={row.original.coverImage || undefined} icon="video" />
          <Link href={detailPath(row.original)} linkComponent={RouterLink}>
            {row.original.title}
          </Link>
        </StyledName>
      ),
    },
    {
      id: 'scheduledAt',
      header: 'Starts',
      accessorFn: (webEvent) => startText(webEvent),
    },
    {
      id: 'products',
      header: 'Products',
      enableSorting: false,
      accessorFn: (webEvent) => String(webEvent.productIds.length),
    },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (webEvent) => webEvent.status,
      cell: ({ row }) => (
        <StatusBadge
          status={row.original.status}
          label={WEB_EVENT_STATUS_LABELS[row.original.status]}
        />
      ),
    },
  ];
  if (showDesigner) {
    columns.push({
      id: 'designer',
      header: 'Designer',
      enableSorting: false,
      accessorFn: (webEvent) => webEvent.designerBrand || '—',
    });
  }
  return columns;
}
