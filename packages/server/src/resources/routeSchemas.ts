import { apiErrorSchema } from '@runway-live/domain/api';

type ErrorStatus = 400 | 401 | 403 | 404 | 409;

/** The `{ success: false, message }` answers a route documents, e.g. errorResponses(400, 404). */
export function errorResponses<const Status extends ErrorStatus>(
  ...statuses: Status[]
): Record<Status | 401 | 403, typeof apiErrorSchema> {
  const all = [...statuses, 401, 403] as (Status | 401 | 403)[];
  return Object.fromEntries(all.map((status) => [status, apiErrorSchema])) as Record<
    Status | 401 | 403,
    typeof apiErrorSchema
  >;
}
