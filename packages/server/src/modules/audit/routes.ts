import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  API_PATHS,
  API_ROUTES,
  auditEntryResponseSchema,
  auditExportQuerySchema,
  auditListQuerySchema,
  auditListResponseSchema,
  auditPeopleQuerySchema,
  auditPeopleResponseSchema,
  idParamsSchema,
} from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { ADMIN } from '../../plugins/access';
import { dataAnswer } from '../../resources/answers';
import { sendCsv } from '../../resources/csvDownload';
import { errorResponses } from '../../resources/routeSchemas';
import { auditPeople, exportAudit, getAuditEntry, listAudit } from './service';

/**
 * /api/v2/audit (issue 34, decision 0050): admin only, read only. Nothing in the API
 * changes or removes an entry; on the database a trigger refuses it too.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['audit'];
  app.get(
    API_PATHS.audit,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Admin: the audit log page by page, newest first',
        description:
          'Filters: accountId (the person), resource and resourceId, action, from/to (instants). Search on the call and the resource id.',
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => dataAnswer(await listAudit(ctx, request.query)),
  );

  app.get(
    API_ROUTES.auditExport,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Admin: the entries the list’s search and filters select, as CSV',
        querystring: auditExportQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...errorResponses(400) },
      },
    },
    async (request, reply) => sendCsv(reply, 'audit', exportAudit(ctx, request.query)),
  );

  app.get(
    API_ROUTES.auditPeople,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Admin: the people the log names, for its person filter',
        description:
          'Accounts with at least one entry whose name or e-mail holds `search`, by name (the first 20).',
        querystring: auditPeopleQuerySchema,
        response: { 200: auditPeopleResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => dataAnswer(await auditPeople(ctx, request.query.search)),
  );

  app.get(
    `${API_PATHS.audit}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Admin: one audit entry with its before/after diff',
        params: idParamsSchema,
        response: { 200: auditEntryResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getAuditEntry(ctx, request.params.id),
    }),
  );
};
