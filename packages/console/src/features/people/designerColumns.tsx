import { formatInstantDay } from '@runway-live/domain/display';
import type { DesignerListItem } from '@runway-live/domain/api';
import { StatusBadge, type ColumnDef } from '@runway-live/ui';

/**
 * Column ids are the API's sort fields, so a header click becomes `sort=<id>:<direction>`.
 * The Designer Id is what an admin's import names in its Designer Id column (issue 19).
 */
export const DESIGNER_COLUMNS: ColumnDef<DesignerListItem, string>[] = [
  { id: 'brandName', header: 'Brand', accessorFn: (user) => user.designer?.brandName ?? '' },
  { id: 'fullName', header: 'Name', accessorFn: (user) => user.fullName },
  { id: 'email', header: 'E-mail', accessorFn: (user) => user.email },
  {
    id: 'designerId',
    header: 'Designer Id',
    enableSorting: false,
    accessorFn: (user) => user._id,
    cell: (cell) => <code>{cell.getValue<string>()}</code>,
  },
  {
    id: 'applicationStatus',
    header: 'Application',
    accessorFn: (user) => user.designer?.applicationStatus ?? '',
    cell: (cell) => {
      const status = cell.getValue<string>();
      return status ? <StatusBadge status={status} /> : null;
    },
  },
  {
    id: 'createdAt',
    header: 'Joined',
    accessorFn: (user) => user.createdAt,
    cell: (cell) => formatInstantDay(cell.getValue<string>()),
  },
];
