import { formatCount } from '@runway-live/domain/display';
import { type ApiProduct } from '@runway-live/domain/api';
import { totalStock } from '@runway-live/domain/schemas';
import { Link, StatusBadge, tokens, type ColumnDef } from '@runway-live/ui';
import { styled } from 'styled-components';
import { RouterLink } from '../../shared/RouterLink';
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

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * '4 in 2 colours': the colour-and-size pairs the product has, not colours times sizes
 * (Black in S, M, L and Navy in S are 4, not 2 × 3).
 */
export function variantsOf(product: ApiProduct): string {
  const variants = product.colors.reduce((sum, color) => sum + color.sizes.length, 0);
  return `${variants} in ${plural(product.colors.length, 'colour', 'colours')}`;
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
  showDesigner = false,
}: {
  editPath: (product: ApiProduct) => string;
  /** For admin and staff: the designer column, by the brand the list item carries. */
  showDesigner?: boolean;
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
    showDesigner
      ? {
          id: 'designer',
          header: 'Designer',
          enableSorting: false,
          accessorFn: (product) => product.designerBrand || '—',
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
      header: 'Variants',
      enableSorting: false,
      accessorFn: variantsOf,
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
            {stock === 0 ? 'Out of stock' : formatCount(stock)}
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
