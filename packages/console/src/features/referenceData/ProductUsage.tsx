import { inUseMessages, type ProductListQuery } from '@runway-live/domain/api';
import { Link, Skeleton } from '@runway-live/ui';
import { RouterLink } from '../../shared/RouterLink';
import { products } from '../products';

/** The products list filter that names one piece of reference data. */
export type ProductUsageFilter = Pick<ProductListQuery, 'color' | 'categoryId' | 'sizeChart'>;

/**
 * "Used by 8 products", linked to the products list filtered to those products, so an
 * admin sees what stops a delete or a rename (the 409 says only how many). Counted by the
 * same filter the list uses: the first page's total.
 */
export function ProductUsage({ filter }: { filter: ProductUsageFilter }) {
  const query = Object.fromEntries(
    Object.entries(filter).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  );
  const list = products.useList({ ...query, page: '1', limit: '1' });
  if (list.isPending) return <Skeleton height="1.5rem" width="10rem" />;
  if (list.isError) return null;
  const { total } = list.data;
  if (total === 0) return <p>Not used by any product yet.</p>;
  return (
    <p>
      <Link
        href={`${products.paths.list}?${new URLSearchParams(query).toString()}`}
        linkComponent={RouterLink}
      >
        {inUseMessages.usedBy(total)}
      </Link>
    </p>
  );
}
