import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS, API_ROUTES, idParamsSchema } from '@runway-live/domain/api';
import {
  bulkCodesRequestSchema,
  bulkCodesResponseSchema,
  couponCodeListQuerySchema,
  couponCodeListResponseSchema,
  couponCodeResponseSchema,
  couponCodesChangedResponseSchema,
  couponCodeStatusSchema,
  couponFormSchema,
  couponListQuerySchema,
  couponListResponseSchema,
  couponPatchSchema,
  couponResponseSchema,
  couponUsageResponseSchema,
} from '@runway-live/domain/coupons';
import type { AppContext } from '../../context';
import { ADMIN_OR_STAFF, type EndpointAccess } from '../../plugins/access';
import { requireUser } from '../../plugins/auth';
import { crudRoutes } from '../../resources/crudRoutes';
import { sendCsv } from '../../resources/csvDownload';
import { errorResponses } from '../../resources/routeSchemas';
import {
  couponUsage,
  exportCodes,
  generateCodes,
  listCodes,
  setAllCodesStatus,
  setCodeStatus,
} from './codes';
import { createCoupon, deleteCoupon, getCoupon, listCoupons, updateCoupon } from './service';

const tags = ['coupons'];

/** Who calls a set of coupon routes, and where. */
type CouponRoutesAt = {
  path: string;
  codes: string;
  code: string;
  usage: string;
  access: EndpointAccess;
  who: string;
  /** A designer writes coupons as they write the catalogue: once approved. */
  catalogue: boolean;
};

const codeParamsSchema = z.object({ id: idParamsSchema.shape.id, codeId: idParamsSchema.shape.id });

function couponRoutesAt(app: FastifyInstance, ctx: AppContext, at: CouponRoutesAt): void {
  const { access } = at;
  crudRoutes(app, {
    path: at.path,
    tags,
    access: { read: access, write: access },
    catalogue: at.catalogue,
    schemas: {
      listQuery: couponListQuerySchema,
      list: couponListResponseSchema,
      one: couponResponseSchema,
      create: couponFormSchema,
      update: couponPatchSchema,
    },
    list: {
      summary: `Coupons page by page (${at.who}); search on the code`,
      description:
        'Filters: designerId, eventId, scope (all, designer, event), fundedBy (marketplace, designer), status (active, inactive, expired: expired once endsAt has passed). Sort code, createdAt, updatedAt, endsAt, usedCount. Default createdAt:desc.',
      read: (query, request) => listCoupons(ctx, requireUser(request), query),
    },
    get: {
      summary: `One coupon (${at.who}; 404 for one that is not theirs)`,
      read: (id, request) => getCoupon(ctx, requireUser(request), id),
    },
    create: {
      summary: `Add a coupon (${at.who})`,
      description:
        'code (3–32 letters, digits, dashes; stored upper case; unique regardless of case: 409), type percent (value 1–100) or fixed (value in major units), minOrderAmount on the eligible items, maxUses, perUserLimit, startsAt/endsAt (ISO 8601), scope all | designer (designerId) | event (eventId), fundedBy, liveWindowMinutes (scope event), status. A designer’s coupon is scoped to their products or one of their shows and funded by them.',
      conflict: true,
      write: (body, request) => createCoupon(ctx, requireUser(request), body),
    },
    update: {
      summary: `Change a coupon (${at.who})`,
      description:
        'The named fields, merged and checked whole (400 naming the field); `{status: "inactive"}` deactivates it. Its designer never changes.',
      conflict: true,
      write: (id, body, request) => updateCoupon(ctx, requireUser(request), id, body),
    },
    delete: {
      summary: `Delete a coupon never used (${at.who}; 409 once used: deactivate it)`,
      conflict: true,
      write: (id, request) => deleteCoupon(ctx, requireUser(request), id),
    },
  });

  const write = at.catalogue ? { access, catalogueWrite: true } : { access };
  app.post(
    at.codes,
    {
      config: write,
      schema: {
        tags,
        summary: `Generate bulk codes (${at.who})`,
        description:
          '`{count (1–10 000), prefix?, maxUses? (1)}`: PREFIX-XXXXXXXXXXXX codes drawn on the server (node:crypto, an alphabet without 0/O, 1/I/L), written in one statement, sharing the coupon’s rules; answers 201 with how many were made.',
        params: idParamsSchema,
        body: bulkCodesRequestSchema,
        response: { 201: bulkCodesResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params as z.output<typeof idParamsSchema>;
      const data = await generateCodes(
        ctx,
        requireUser(request),
        id,
        request.body as z.output<typeof bulkCodesRequestSchema>,
      );
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    at.codes,
    {
      config: { access },
      schema: {
        tags,
        summary: `A coupon’s bulk codes (${at.who}); format=csv downloads them all`,
        params: idParamsSchema,
        querystring: couponCodeListQuerySchema,
        response: {
          200: z.union([couponCodeListResponseSchema, z.string().describe('text/csv')]),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = request.params as z.output<typeof idParamsSchema>;
      const query = request.query as z.output<typeof couponCodeListQuerySchema>;
      if (query.format === 'csv') {
        return sendCsv(reply, 'coupon-codes', await exportCodes(ctx, user, id, query));
      }
      return { success: true as const, data: await listCodes(ctx, user, id, query) };
    },
  );

  app.patch(
    at.codes,
    {
      config: write,
      schema: {
        tags,
        summary: `Deactivate (or activate) every code of a coupon (${at.who})`,
        params: idParamsSchema,
        body: couponCodeStatusSchema,
        response: { 200: couponCodesChangedResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id } = request.params as z.output<typeof idParamsSchema>;
      const { status } = request.body as z.output<typeof couponCodeStatusSchema>;
      return {
        success: true as const,
        data: await setAllCodesStatus(ctx, requireUser(request), id, status),
      };
    },
  );

  app.patch(
    at.code,
    {
      config: write,
      schema: {
        tags,
        summary: `Deactivate (or activate) one code (${at.who})`,
        params: codeParamsSchema,
        body: couponCodeStatusSchema,
        response: { 200: couponCodeResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id, codeId } = request.params as z.output<typeof codeParamsSchema>;
      const { status } = request.body as z.output<typeof couponCodeStatusSchema>;
      return {
        success: true as const,
        data: await setCodeStatus(ctx, requireUser(request), id, codeId, status),
      };
    },
  );

  app.get(
    at.usage,
    {
      config: { access },
      schema: {
        tags,
        summary: `A coupon’s uses, by code, its orders, the discount given and their GMV (${at.who})`,
        params: idParamsSchema,
        response: { 200: couponUsageResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id } = request.params as z.output<typeof idParamsSchema>;
      return { success: true as const, data: await couponUsage(ctx, requireUser(request), id) };
    },
  );
}

/**
 * Coupons (issue 32; decision 0039). Spec section 6 makes the coupon list, add-coupon and
 * coupon/:id admin-expected: /api/v2/coupons is admin and staff's (every coupon; a designer
 * is refused, 403). A designer's coupon/add, coupon/edit/:id and coupon/coupon-detail/:id
 * use /api/v2/designer/coupons: their own coupons only (another's is a 404).
 */
export const couponRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  couponRoutesAt(app, ctx, {
    path: API_PATHS.coupons,
    codes: API_ROUTES.couponCodes,
    code: API_ROUTES.couponCode,
    usage: API_ROUTES.couponUsage,
    access: ADMIN_OR_STAFF,
    who: 'admin and staff',
    catalogue: false,
  });
  couponRoutesAt(app, ctx, {
    path: API_PATHS.designerCoupons,
    codes: API_ROUTES.designerCouponCodes,
    code: API_ROUTES.designerCouponCode,
    usage: API_ROUTES.designerCouponUsage,
    access: ['designer'],
    who: 'a designer’s own',
    catalogue: true,
  });
};
