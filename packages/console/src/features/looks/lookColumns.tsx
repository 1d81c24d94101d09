import { formatInstantDay } from '@runway-live/domain/display';
import type { ApiLook } from '@runway-live/domain/api';
import { Link, StatusBadge, tokens, type ColumnDef } from '@runway-live/ui';
import { styled } from 'styled-components';
import { RouterLink } from '../../shared/RouterLink';
import { Thumbnail } from '../../resources/Thumbnail';

const StyledName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

const StyledCount = styled.span`
  font-variant-numeric: tabular-nums;
`;

export const LOOK_STATUS_LABELS: Record<ApiLook['status'], string> = {
  draft: 'Draft',
  published: 'Published',
};

/** 'No products', '1 product', '3 products'. */
export function productCountText(count: number): string {
  if (count === 0) return 'No products';
  return count === 1 ? '1 product' : `${count} products`;
}

type Options = {
  /** The look's own page, which its name links to (as a product's name does). */
  editPath: (look: ApiLook) => string;
  /** For admin and staff: whose look it is, by the brand the list item carries. */
  showDesigner?: boolean;
};

/**
 * The looks list's columns. Ids are the API's sort fields where it sorts (name, status,
 * updatedAt), so a header click becomes `sort=<id>:<direction>`; the cover and the count
 * do not sort.
 */
export function lookColumns({
  editPath,
  showDesigner = false,
}: Options): ColumnDef<ApiLook, string>[] {
  const columns: ColumnDef<ApiLook, string>[] = [
    {
      id: 'name',
      header: 'Look',
      accessorFn: (look) => look.name,
      cell: ({ row }) => (
        <StyledName>
          <Thumbnail image={row.original.images[0]} icon="layers" />
          <Link href={editPath(row.original)} linkComponent={RouterLink}>
            {row.original.name}
          </Link>
        </StyledName>
      ),
    },
    {
      id: 'productCount',
      header: 'Products',
      enableSorting: false,
      accessorFn: (look) => productCountText(look.productCount),
      cell: ({ row }) => <StyledCount>{productCountText(row.original.productCount)}</StyledCount>,
    },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (look) => look.status,
      cell: ({ row }) => (
        <StatusBadge
          status={row.original.status}
          label={LOOK_STATUS_LABELS[row.original.status]}
          tones={{ published: 'success', draft: 'neutral' }}
        />
      ),
    },
  ];
  if (showDesigner) {
    columns.push({
      id: 'designer',
      header: 'Designer',
      enableSorting: false,
      accessorFn: (look) => look.designerBrand || '—',
    });
  }
  columns.push({
    id: 'updatedAt',
    header: 'Updated',
    accessorFn: (look) => formatInstantDay(look.updatedAt),
  });
  return columns;
}
