import * as z from 'zod';
import { textField } from '../schemas/validators';

/** The list convention of every `GET /api/v2/<resource>`: page, limit (≤ 100), search, sort. */
export const LIST_LIMIT_MAX = 100;

const sortPattern = /^(\w+):(asc|desc)$/;

export type SortDirection = 'asc' | 'desc';

/**
 * The list query of a resource: the shared page, limit, search and sort (`field:asc|desc`,
 * `field` one of `sortFields`), plus the resource's typed `filters`. The server's list
 * helper and the console's URL state both read the parsed query, so a filter is written
 * here once.
 */
export function listQuerySchema<
  const Field extends string,
  const Filters extends z.ZodRawShape = Record<never, never>,
>(sortFields: readonly [Field, ...Field[]], filters: Filters = {} as Filters) {
  return z.object({
    page: z.coerce
      .number({ error: 'Must be a number' })
      .int({ error: 'Must be a whole number' })
      .min(1, { error: 'Must be at least 1' })
      .default(1),
    limit: z.coerce
      .number({ error: 'Must be a number' })
      .int({ error: 'Must be a whole number' })
      .min(1, { error: 'Must be at least 1' })
      .max(LIST_LIMIT_MAX, { error: `Must be at most ${LIST_LIMIT_MAX}` })
      .default(20),
    search: textField().trim().max(200).default(''),
    sort: textField()
      .regex(sortPattern, { error: 'Must be field:asc or field:desc' })
      .refine((value) => (sortFields as readonly string[]).includes(value.split(':')[0]!), {
        error: `Must sort by one of ${sortFields.join(', ')}`,
      })
      .transform((value) => {
        const [field, direction] = value.split(':') as [Field, SortDirection];
        return { field, direction };
      })
      .optional(),
    ...filters,
  });
}

/** What every parsed list query holds, whatever its resource's filters. */
export type ListQuery<Field extends string = string> = {
  page: number;
  limit: number;
  search: string;
  sort?: { field: Field; direction: SortDirection } | undefined;
};

/**
 * `{ success, data: { items, total, totalCapped?, page, limit } }` around the resource's
 * item schema. `totalCapped: true`: more than `total` rows match — a list counts at most
 * 10 000 rows past its page's first (decision 0038); left out when `total` is exact.
 */
export function listResponseSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    success: z.literal(true),
    data: z.object({
      items: z.array(item),
      total: z.number().int().min(0),
      totalCapped: z.literal(true).optional(),
      page: z.number().int().min(1),
      limit: z.number().int().min(1),
    }),
  });
}

export type ListPage<Item> = {
  items: Item[];
  /** The rows that match; with `totalCapped`, more than that many match. */
  total: number;
  /** True when the count stopped at `total` (decision 0038); absent when `total` is exact. */
  totalCapped?: true;
  page: number;
  limit: number;
};
