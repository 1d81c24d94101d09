import { listQuerySchema } from '../api/lists';
import { idListField } from '../schemas/objectId';
import { PUBLIC_PRODUCTS_MAX } from './limits';
import { ORDER_STATUSES } from './statuses';
import * as z from 'zod';

/** GET /api/v2/my/orders: newest first by default; filter by status. */
export const myOrderSortFields = ['createdAt', 'total'] as const;
export const myOrdersQuerySchema = listQuerySchema(myOrderSortFields, {
  status: z
    .enum(ORDER_STATUSES, { error: `Must be one of ${ORDER_STATUSES.join(', ')}` })
    .optional(),
});
export type MyOrdersQuery = z.input<typeof myOrdersQuerySchema>;

/** GET /api/v2/public/products?ids=: comma-separated product ids. */
export const publicProductsQuerySchema = z.object({
  ids: idListField({
    missing: 'Name the products: ids=a,b',
    each: 'Each id must be a product id',
    max: PUBLIC_PRODUCTS_MAX,
    tooMany: `At most ${PUBLIC_PRODUCTS_MAX} products`,
  }),
});
