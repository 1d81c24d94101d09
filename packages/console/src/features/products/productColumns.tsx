import { sizesOfColors, totalStock, type ApiProduct } from '@runway-live/domain';
import { Link, StatusBadge, tokens, type ColumnDef } from '@runway-live/ui';
import { styled } from 'styled-components';
import { RouterLink } from '../../app/RouterLink';
import { Thumbnail } from '../../resources/Thumbnail';

const StyledStock = styled.span<{ $out: boolean }>`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ $out }) => ($out ? 600 : 'inherit')};
  color: ${({ $out }) => ($out ? tokens.color.danger : 'inherit')};
`;

const StyledNumber = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** The list's thumbnail: the product's first image, or its first colour's. */
export function thumbnailOf(product: ApiProduct): string | undefined {
  return product.images[0] ?? product.colors.find((color) => color.images.length)?.images[0];
}

const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 'Dresses › Midi': where the product is filed. */
export const categoryPath = (product: ApiProduct) =>
  [product.category, product.subCategory].filter(Boolean).join(' › ');

/**
 * The product list's columns. Ids that are the API's sort fields (productName, productCode,
 * productPrice, status) sort on the server; the others do not sort.
 */
export function productColumns({
  editPath,
  designerName,
}: {
  editPath: (product: ApiProduct) => string;
  /** Given for admin and staff: the designer column. */
  designerName?: (designerId: string) => string;
}): ColumnDef<ApiProduct, unknown>[] {
  const columns: (ColumnDef<ApiProduct, unknown> | null)[] = [
    {
      id: 'thumbnail',
      header: 'Image',
      enableSorting: false,
      cell: ({ row }) => {
        return <Thumbnail image={thumbnailOf(row.original)} icon="shirt" />;
      },
    },
    {
      id: 'productName',
      header: 'Name',
      accessorFn: (product) => product.productName,
      cell: ({ row }) => (
        <Link href={editPath(row.original)} linkComponent={RouterLink}>
          {row.original.productName}
        </Link>
      ),
    },
    { id: 'productCode', header: 'Code', accessorFn: (product) => product.productCode },
    designerName
      ? {
          id: 'designer',
          header: 'Designer',
          enableSorting: false,
          accessorFn: (product) => designerName(product.designerId),
        }
      : null,
    {
      id: 'category',
      header: 'Category',
      enableSorting: false,
      accessorFn: categoryPath,
    },
    {
      id: 'productPrice',
      header: 'Price',
      accessorFn: (product) => product.productPrice,
      cell: ({ row }) => <StyledNumber>{price.format(row.original.productPrice)}</StyledNumber>,
    },
    {
      id: 'variants',
      header: 'Colours × sizes',
      enableSorting: false,
      accessorFn: (product) =>
        `${product.colors.length} × ${sizesOfColors(product.colors, []).length}`,
      cell: ({ getValue }) => <StyledNumber>{String(getValue())}</StyledNumber>,
    },
    {
      id: 'stock',
      header: 'Stock',
      enableSorting: false,
      accessorFn: (product) => totalStock(product.colors),
      cell: ({ getValue }) => {
        const stock = Number(getValue());
        return (
          <StyledStock $out={stock === 0}>
            {stock === 0 ? 'Out of stock' : stock.toLocaleString('en-US')}
          </StyledStock>
        );
      },
    },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (product) => product.status,
      cell: ({ row }) => (
        <StatusBadge status={row.original.status} tones={{ archived: 'neutral' }} />
      ),
    },
  ];
  return columns.filter((column) => column !== null);
}
