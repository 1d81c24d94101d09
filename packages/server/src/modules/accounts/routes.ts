import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountListQuerySchema,
  accountListResponseSchema,
  accountResponseSchema,
  apiMessageSchema,
  apiMessages,
  idParamsSchema,
} from '@runway-live/domain';
import type { AppContext } from '../../context';
import { ADMIN, ADMIN_OR_STAFF } from '../../plugins/access';
import { errorResponses } from '../../resources/routeSchemas';
import { dataAnswer } from '../../resources/sharedAnswers';
import {
  accountOf,
  listAccounts,
  resendInvitation,
  setAccountStatus,
  type AccountKind,
} from './service';

/** Each kind's path and its name in the OpenAPI document. */
const PATHS = { member: 'members', user: 'users', designer: 'designers' } as const;

/**
 * Staff members and shoppers (issue 20): admin and staff read them; only the admin
 * suspends, reactivates and re-invites. Designers are listed and read by their own module;
 * their suspension is here, beside the others'.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const kind of ['member', 'user'] as const) {
    const tags = [PATHS[kind]];
    app.get(
      `/api/v2/${PATHS[kind]}`,
      {
        config: { access: ADMIN_OR_STAFF },
        schema: {
          tags,
          summary: `Admin and staff: ${PATHS[kind]} page by page; search on name and e-mail, filter by status`,
          querystring: accountListQuerySchema,
          response: { 200: accountListResponseSchema, ...errorResponses(400) },
        },
      },
      async (request) => dataAnswer(await listAccounts(ctx, kind, request.query)),
    );
    app.get(
      `/api/v2/${PATHS[kind]}/:id`,
      {
        config: { access: ADMIN_OR_STAFF },
        schema: {
          tags,
          summary: `Admin and staff: one of the ${PATHS[kind]}`,
          params: idParamsSchema,
          response: { 200: accountResponseSchema, ...errorResponses(400, 404) },
        },
      },
      async (request) => dataAnswer(await accountOf(ctx, kind, request.params.id)),
    );
  }

  for (const kind of ['member', 'user', 'designer'] as const satisfies AccountKind[]) {
    const tags = [PATHS[kind]];
    for (const [action, status] of [
      ['suspend', 'suspended'],
      ['reactivate', 'active'],
    ] as const) {
      app.post(
        `/api/v2/${PATHS[kind]}/:id/${action}`,
        {
          config: { access: ADMIN },
          schema: {
            tags,
            summary:
              status === 'suspended'
                ? 'Admin: suspend the account; it cannot sign in and its sessions end at once'
                : 'Admin: reactivate a suspended account (it signs in again)',
            params: idParamsSchema,
            response: { 200: accountResponseSchema, ...errorResponses(400, 404) },
          },
        },
        async (request) => dataAnswer(await setAccountStatus(ctx, kind, request.params.id, status)),
      );
    }
  }

  app.post(
    '/api/v2/members/:id/resend-invitation',
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
