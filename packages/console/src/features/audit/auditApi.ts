import { routePath } from '@runway-live/domain/access';
import {
  API_PATHS,
  auditEntryResponseSchema,
  auditListResponseSchema,
  successResponseSchema,
  type ApiAuditEntry,
} from '@runway-live/domain/api';
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
