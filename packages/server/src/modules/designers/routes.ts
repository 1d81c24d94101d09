import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  applicationApprovalSchema,
  applicationRejectionSchema,
  bulkApprovalSchema,
  bulkDecisionResponseSchema,
  bulkRejectionSchema,
  designerDetailResponseSchema,
  designerExportQuerySchema,
  designerListQuerySchema,
  designerListResponseSchema,
  idParamsSchema,
  API_ROUTES,
} from '@runway-live/domain/api';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ADMIN_OR_STAFF } from '../../plugins/access';
import { requireUser } from '../../plugins/auth';
import { sendCsv } from '../../resources/csvDownload';
import { errorResponses } from '../../resources/routeSchemas';
import { dataAnswer } from '../../resources/answers';
import { decideApplications } from './applications';
import { designerDetail } from './detail';
import { exportDesigners } from './export';
import { listDesigners } from './service';

const tags = ['designers'];

export const designerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    API_PATHS.designers,
    {
      config: { access: ADMIN_OR_STAFF },
      schema: {
        tags,
        summary:
          'Admin and staff: designers page by page; search on brand, name and e-mail, filter by applicationStatus',
        querystring: designerListQuerySchema,
        response: { 200: designerListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => dataAnswer(await listDesigners(ctx, request.query)),
  );

  app.get(
    API_ROUTES.designersExport,
    {
      config: { access: ADMIN_OR_STAFF },
      schema: {
        tags,
        summary: 'Admin and staff: the designers the list’s search and filter select, as CSV',
        querystring: designerExportQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...errorResponses(400) },
      },
    },
    async (request, reply) => sendCsv(reply, 'designers', exportDesigners(ctx, request.query)),
  );

  app.get(
    `${API_PATHS.designers}/:id`,
    {
      config: { access: ADMIN_OR_STAFF },
      schema: {
        tags,
        summary:
          'Admin and staff: a designer with its brand, application decision and counts of products, looks, events and orders',
        params: idParamsSchema,
        response: { 200: designerDetailResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => dataAnswer(await designerDetail(ctx, request.params.id)),
  );

  app.post(
    API_ROUTES.designerApprove,
    {
      config: { access: ADMIN_OR_STAFF },
      schema: {
        tags,
        summary:
          'Admin and staff: approve a pending application, or with reconsider: true a rejected one; mails a set-password link',
        params: idParamsSchema,
        body: applicationApprovalSchema.optional(),
        response: { 200: designerDetailResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      await decideApplications(ctx, requireUser(request), [request.params.id], {
        to: 'approved',
        reconsider: request.body?.reconsider,
      });
      return dataAnswer(await designerDetail(ctx, request.params.id));
    },
  );

  app.post(
    API_ROUTES.designerReject,
    {
      config: { access: ADMIN_OR_STAFF },
      schema: {
        tags,
        summary: 'Admin and staff: reject a pending application; mails the reason',
        params: idParamsSchema,
        body: applicationRejectionSchema,
        response: { 200: designerDetailResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      await decideApplications(ctx, requireUser(request), [request.params.id], {
        to: 'rejected',
        reason: request.body.reason,
      });
      return dataAnswer(await designerDetail(ctx, request.params.id));
    },
  );

  app.post(
    API_ROUTES.designersApprove,
    {
      config: { access: ADMIN_OR_STAFF },
      schema: {
        tags,
        summary: 'Admin and staff: approve pending applications, all or none',
        body: bulkApprovalSchema,
        response: { 200: bulkDecisionResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) =>
      dataAnswer({
        decided: await decideApplications(ctx, requireUser(request), request.body.ids, {
          to: 'approved',
        }),
      }),
  );

  app.post(
    API_ROUTES.designersReject,
    {
      config: { access: ADMIN_OR_STAFF },
      schema: {
        tags,
        summary: 'Admin and staff: reject pending applications with one reason, all or none',
        body: bulkRejectionSchema,
        response: { 200: bulkDecisionResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) =>
      dataAnswer({
        decided: await decideApplications(ctx, requireUser(request), request.body.ids, {
          to: 'rejected',
          reason: request.body.reason,
        }),
      }),
  );
};
