import { routePath } from '@runway-live/domain/access';
import {
  API_PATHS,
  API_ROUTES,
  auditEntryResponseSchema,
  auditPeopleResponseSchema,
  auditListResponseSchema,
  successResponseSchema,
  type ApiAuditEntry,
} from '@runway-live/domain/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { defineResource } from '../../resources/defineResource';
import { createQueryKeys } from '../../resources/queryKeys';

export const auditKeys = createQueryKeys('audit');

/** The console's pages of the audit log (issue 34; decision 0050). */
const paths = {
  list: routePath('audit'),
  detail: (id: string) => routePath('audit/:entry_id', { entry_id: id }),
};

/** Admin only, read only: GET /api/v2/audit and /api/v2/audit/:id. */
export const auditLog = defineResource<ApiAuditEntry>()({
  keys: auditKeys,
  path: API_PATHS.audit,
  listResponse: auditListResponseSchema,
  itemResponse: auditEntryResponseSchema,
  removeResponse: successResponseSchema,
  paths,
});

/** GET /api/v2/audit/people: the person filter's choices for what was typed. */
export function useAuditPeople(search: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...auditKeys.all, 'people', search],
    queryFn: async () =>
      auditPeopleResponseSchema.parse(
        await api.get(API_ROUTES.auditPeople, search ? { search } : undefined),
      ).data,
    placeholderData: keepPreviousData,
    // Who is in the log changes slowly: a pick, which empties the search, shows the first
    // answer again instead of asking for it once more.
    staleTime: 60_000,
  });
}
