import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountListQuerySchema,
  type AccountListFilter,
  type ListPage,
  accountResponseSchema,
  apiMessageSchema,
  apiMessages,
  idParamsSchema,
  memberListResponseSchema,
  memberResponseSchema,
  shopperListResponseSchema,
  shopperResponseSchema,
  API_PATHS,
  API_ROUTES,
} from '@runway-live/domain/api';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { ADMIN, ADMIN_OR_STAFF } from '../../plugins/access';
import { errorResponses } from '../../resources/routeSchemas';
import { dataAnswer } from '../../resources/answers';
import {
  accountOf,
  type AccountOfKind,
  listMembers,
  listShoppers,
  resendInvitation,
  setAccountStatus,
  type AccountKind,
} from './service';

/** Each kind's path and its name in the OpenAPI document. */
const PATHS = { member: 'members', user: 'users', designer: 'designers' } as const;

/** What one kind's list, detail, suspend and reactivate answer. */
type KindSchemas<Item> = {
  list: z.ZodType<{ success: true; data: ListPage<Item> }>;
  item: z.ZodType<{ success: true; data: Item }>;
};

const SCHEMAS = {
  member: { list: memberListResponseSchema, item: memberResponseSchema },
  user: { list: shopperListResponseSchema, item: shopperResponseSchema },
  designer: { item: accountResponseSchema },
} as const;

const LIST_SUMMARIES = {
  member:
    'Admin and staff: staff members page by page, each saying whether it has chosen a password (passwordChosen); search on name and e-mail, filter by status',
  user: 'Admin and staff: shoppers page by page, each with its order count and spend per currency (orders); search on name and e-mail, filter by status',
} as const;

/**
 * Staff members and shoppers (issue 20): admin and staff read them; only the admin
 * suspends, reactivates and re-invites. Designers are listed and read by their own module;
 * their suspension is here, beside the others'.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  /** The list and the detail of a kind, read by admin and staff. */
  function reads<Item>(
    kind: 'member' | 'user',
    schemas: KindSchemas<Item>,
    list: (query: AccountListFilter) => Promise<ListPage<Item>>,
    one: (id: string) => Promise<Item>,
  ) {
    const tags = [PATHS[kind]];
    app.get(
      API_PATHS[PATHS[kind]],
      {
        config: { access: ADMIN_OR_STAFF },
        schema: {
          tags,
          summary: LIST_SUMMARIES[kind],
          querystring: accountListQuerySchema,
          response: { 200: schemas.list, ...errorResponses(400) },
        },
      },
      async (request) => dataAnswer(await list(request.query)),
    );
    app.get(
      `${API_PATHS[PATHS[kind]]}/:id`,
      {
        config: { access: ADMIN_OR_STAFF },
        schema: {
          tags,
          summary: `Admin and staff: one of the ${PATHS[kind]}`,
          params: idParamsSchema,
          response: { 200: schemas.item, ...errorResponses(400, 404) },
        },
      },
      async (request) => dataAnswer(await one(request.params.id)),
    );
  }
  reads(
    'member',
    SCHEMAS.member,
    (query) => listMembers(ctx, query),
    (id) => accountOf(ctx.database.db, 'member', id),
  );
  reads(
    'user',
    SCHEMAS.user,
    (query) => listShoppers(ctx, query),
    (id) => accountOf(ctx.database.db, 'user', id),
  );

  /** Suspend and reactivate an account of a kind: the admin only. */
  function statusChanges<Kind extends AccountKind>(
    kind: Kind,
    schema: z.ZodType<{ success: true; data: AccountOfKind[Kind] }>,
  ) {
    for (const [action, status] of [
      ['suspend', 'suspended'],
      ['reactivate', 'active'],
    ] as const) {
      app.post(
        `${API_PATHS[PATHS[kind]]}/:id/${action}`,
        {
          config: { access: ADMIN },
          schema: {
            tags: [PATHS[kind]],
            summary:
              status === 'suspended'
                ? 'Admin: suspend the account; it cannot sign in and its sessions end at once'
                : 'Admin: reactivate a suspended account (it signs in again)',
            params: idParamsSchema,
            response: { 200: schema, ...errorResponses(400, 404) },
          },
        },
        async (request) => dataAnswer(await setAccountStatus(ctx, kind, request.params.id, status)),
      );
    }
  }
  statusChanges('member', SCHEMAS.member.item);
  statusChanges('user', SCHEMAS.user.item);
  statusChanges('designer', SCHEMAS.designer.item);

  app.post(
    API_ROUTES.memberResendInvitation,
    {
      config: { access: ADMIN },
      schema: {
        tags: ['members'],
        summary: 'Admin: mail a member who has not chosen a password a new set-password link',
        params: idParamsSchema,
        response: { 200: apiMessageSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      await resendInvitation(ctx, request.params.id);
      return { success: true, message: apiMessages.invitationResent };
    },
  );
};
