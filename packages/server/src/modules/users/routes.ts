import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiMessages,
  apiUserSchema,
  getUserByIdRequestSchema,
  runwayUserRequestSchema,
  updateUserRequestSchema,
  userResponseSchema,
  API_ROUTES,
} from '@runway-live/domain/api';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ADMIN } from '../../plugins/access';
import { requireUser } from '../../plugins/auth';
import * as usersService from './service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const userWithMessage = z.object({
  success: z.literal(true),
  message: z.string(),
  user: apiUserSchema,
});

export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    API_ROUTES.createUser,
    {
      config: { access: ADMIN },
      schema: {
        tags: ['users'],
        summary: 'Admin: create a staff member (default) or a designer; mails a set-password link',
        body: runwayUserRequestSchema,
        response: { 200: userWithMessage, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: apiMessages.userCreated,
      user: await usersService.createRunwayUser(ctx, request.body),
    }),
  );

  app.post(
    API_ROUTES.updateUser,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['users'],
        summary:
          'Update the own account, or (admin) anyone named by user_id; roles and commission are admin-only',
        body: updateUserRequestSchema,
        response: { 200: userWithMessage, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: apiMessages.userUpdated,
      user: await usersService.updateUser(ctx, requireUser(request), request.body),
    }),
  );

  app.post(
    API_ROUTES.userById,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['users'],
        summary: 'Admin and staff read any account; others only their own',
        body: getUserByIdRequestSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      user: await usersService.getUserById(ctx, requireUser(request), request.body.user_id),
    }),
  );
};
