import { type ApiWebProduct } from '@runway-live/domain/api';
import { formatMoney } from '@runway-live/domain/money';
import { WEB_PRODUCT_STATUS_LABELS } from '@runway-live/domain/schemas';
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

/** The web products list's columns; ids are the API's sort fields where it sorts. */
export function webProductColumns({
  editPath,
  showDesigner = false,
}: {
  editPath: (product: ApiWebProduct) => string;
  showDesigner?: boolean;
}): ColumnDef<ApiWebProduct, string>[] {
  const columns: ColumnDef<ApiWebProduct, string>[] = [
    {
      id: 'name',
      header: 'Product',
      accessorFn: (product) => product.name,
      cell: ({ row }) => (
        <StyledName>
          <Thumbnail image={row.original.images[0]} icon="shirt" />
          <Link href={editPath(row.original)} linkComponent={RouterLink}>
            {row.original.name}
          </Link>
        </StyledName>
      ),
    },
    {
      id: 'price',
      header: 'Price',
      accessorFn: (product) => formatMoney(product.price, product.currency),
    },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (product) => product.status,
      cell: ({ row }) => (
        <StatusBadge
          status={row.original.status}
          label={WEB_PRODUCT_STATUS_LABELS[row.original.status]}
        />
      ),
    },
  ];
  if (showDesigner) {
    columns.push({
      id: 'designer',
      header: 'Designer',
      enableSorting: false,
      accessorFn: (product) => product.designerBrand || '—',
    });
  }
  return columns;
}
