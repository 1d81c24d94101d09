import type { ApiContainer, ApiContainerShow } from '@runway-live/domain/api';
import type { ContainerStatus } from '@runway-live/domain/schemas';
import { Badge, Link, StatusBadge, tokens, type ColumnDef } from '@runway-live/ui';
import { styled } from 'styled-components';
import { RouterLink } from '../../shared/RouterLink';
import { Thumbnail } from '../../resources/Thumbnail';
import { dateRangeText, OUTSIDE_WEEK_TEXT, showOutsideWeek, showStartText } from './containerDates';

const StyledName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

const StyledWhen = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]};
`;

export const CONTAINER_STATUS_LABELS: Record<ContainerStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

export const CONTAINER_STATUS_TONES = {
  draft: 'neutral',
  published: 'success',
  archived: 'warning',
} as const;

/** A Fashion Week's status as a badge. */
export function ContainerStatusBadge({ status }: { status: ContainerStatus }) {
  return (
    <StatusBadge
      status={status}
      label={CONTAINER_STATUS_LABELS[status]}
      tones={CONTAINER_STATUS_TONES}
    />
  );
}

/**
 * The Fashion Weeks list's columns. Ids are the API's sort fields (title, city, startDate,
 * status), so a header click becomes `sort=<id>:<direction>`. The title opens the week.
 */
export function containerColumns(
  detailPath: (id: string) => string,
): ColumnDef<ApiContainer, string>[] {
  return [
    {
      id: 'title',
      header: 'Fashion Week',
      accessorFn: (week) => week.title,
      cell: ({ row }) => (
        <StyledName>
          <Thumbnail image={row.original.coverImage || undefined} icon="calendar" />
          <Link href={detailPath(row.original._id)} linkComponent={RouterLink}>
            {row.original.title}
          </Link>
        </StyledName>
      ),
    },
    { id: 'city', header: 'City', accessorFn: (week) => week.city },
    { id: 'startDate', header: 'Dates', accessorFn: (week) => dateRangeText(week) },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (week) => week.status,
      cell: ({ row }) => <ContainerStatusBadge status={row.original.status} />,
    },
  ];
}

/** A show's start in the viewer's zone, and the warning when it is outside its week. */
export function ShowWhen({
  show,
  week,
}: {
  show: Pick<ApiContainerShow, 'scheduledAt'>;
  week: Pick<ApiContainer, 'startDate' | 'endDate'>;
}) {
  if (!show.scheduledAt) return <span>Not scheduled</span>;
  return (
    <StyledWhen>
      <span>{showStartText(show.scheduledAt)}</span>
      {showOutsideWeek(show, week) ? (
        <Badge tone="warning" dot>
          {OUTSIDE_WEEK_TEXT}
        </Badge>
      ) : null}
    </StyledWhen>
  );
}

/**
 * A week's events or web events: the title (linking to the show when it has a page), the
 * designer for admin and staff, the start with the outside-the-week warning, the status.
 */
export function showColumns({
  week,
  showPath,
  showDesigner,
}: {
  week: ApiContainer;
  showPath: ((show: ApiContainerShow) => string) | null;
  showDesigner: boolean;
}): ColumnDef<ApiContainerShow, string>[] {
  const columns: ColumnDef<ApiContainerShow, string>[] = [
    {
      id: 'title',
      header: 'Title',
      accessorFn: (show) => show.title,
      cell: ({ row }) => (
        <StyledName>
          <Thumbnail image={row.original.coverImage || undefined} icon="video" />
          {showPath ? (
            <Link href={showPath(row.original)} linkComponent={RouterLink}>
              {row.original.title}
            </Link>
          ) : (
            <span>{row.original.title}</span>
          )}
        </StyledName>
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
  columns.push(
    {
      id: 'scheduledAt',
      header: 'Starts',
      accessorFn: (show) => show.scheduledAt ?? '',
      cell: ({ row }) => <ShowWhen show={row.original} week={week} />,
    },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (show) => show.status,
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
  );
  return columns;
}
