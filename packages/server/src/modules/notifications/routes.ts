import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  API_ROUTES,
  idParamsSchema,
  inboxListQuerySchema,
  inboxListResponseSchema,
  inboxUnreadResponseSchema,
  notificationCreateSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationPatchSchema,
  notificationResponseSchema,
  reminderRequestSchema,
  reminderResponseSchema,
  reminderVerifyQuerySchema,
} from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { ADMIN_OR_STAFF } from '../../plugins/access';
import { perIp } from '../../plugins/rateLimits';
import { requireUser } from '../../plugins/auth';
import { crudRoutes } from '../../resources/crudRoutes';
import { errorResponses } from '../../resources/routeSchemas';
import { isReminded, remindByEmail, remindMe, verifyEmailReminder } from './reminders';
import {
  cancelNotification,
  createNotification,
  getNotification,
  listInbox,
  listNotifications,
  markAllRead,
  markRead,
  sendNotificationNow,
  unreadCount,
  updateNotification,
} from './service';

/**
 * /api/v2/notifications (issue 33, decision 0046): admin and staff compose, schedule, edit,
 * cancel and send them. /api/v2/inbox: every signed-in account reads its own in-app inbox
 * (the console's bell; the apps' notification list).
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['notifications'];
  crudRoutes(app, {
    path: API_PATHS.notifications,
    tags,
    access: { read: ADMIN_OR_STAFF, write: ADMIN_OR_STAFF },
    schemas: {
      listQuery: notificationListQuerySchema,
      list: notificationListResponseSchema,
      one: notificationResponseSchema,
      create: notificationCreateSchema,
      update: notificationPatchSchema,
    },
    list: {
      summary: 'Notifications page by page; search on the title',
      description: 'Filters: status, audience. Newest first unless sort says otherwise.',
      read: (query) => listNotifications(ctx, query),
    },
    get: {
      summary: 'One notification with its delivered and failed counts',
      read: (id) => getNotification(ctx, id),
    },
    create: {
      summary: 'Compose a notification: a draft, scheduled (scheduledAt), or sent now (sendNow)',
      description:
        'A scheduledAt in the past is a 400. The scheduler sends each due notification exactly once across processes (decision 0046).',
      write: (body, request) => createNotification(ctx, requireUser(request), body),
    },
    update: {
      summary: 'Change a draft or scheduled notification (409 once sending or sent)',
      description: 'scheduledAt: null takes it back to a draft.',
      conflict: true,
      write: (id, body) => updateNotification(ctx, id, body),
    },
    delete: {
      summary: 'Cancel a draft or scheduled notification (409 once sending or sent)',
      conflict: true,
      write: (id) => cancelNotification(ctx, id),
    },
  });

  app.post(
    API_ROUTES.notificationSend,
    {
      config: { access: ADMIN_OR_STAFF },
      schema: {
        tags,
        summary: 'Send a draft or scheduled notification now (409 once sending or sent)',
        params: idParamsSchema,
        response: { 200: notificationResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sendNotificationNow(ctx, request.params.id),
    }),
  );

  const inboxTags = ['inbox'];
  app.get(
    API_PATHS.inbox,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: inboxTags,
        summary: 'The caller’s in-app inbox, newest first; unread=true for the unread only',
        querystring: inboxListQuerySchema,
        response: { 200: inboxListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listInbox(ctx, requireUser(request), request.query),
    }),
  );
  app.get(
    API_ROUTES.inboxUnread,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: inboxTags,
        summary: 'How many of the caller’s inbox items are unread',
        response: { 200: inboxUnreadResponseSchema, ...errorResponses() },
      },
    },
    async (request) => ({
      success: true as const,
      data: await unreadCount(ctx, requireUser(request)),
    }),
  );
  app.post(
    API_ROUTES.inboxRead,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: inboxTags,
        summary: 'Mark one of the caller’s inbox items read (another’s is a 404)',
        params: idParamsSchema,
        response: { 200: inboxUnreadResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await markRead(ctx, requireUser(request), request.params.id),
    }),
  );
  app.post(
    API_ROUTES.inboxReadAll,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: inboxTags,
        summary: 'Mark every item of the caller’s inbox read',
        response: { 200: inboxUnreadResponseSchema, ...errorResponses() },
      },
    },
    async (request) => ({
      success: true as const,
      data: await markAllRead(ctx, requireUser(request)),
    }),
  );

  const reminderTags = ['reminders'];
  app.post(
    API_ROUTES.publicEventReminders,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: reminderTags,
        summary: '“Remind me”: notify the caller once when this upcoming show goes live',
        description:
          'A show that is not scheduled (or a rehearsal) is a 404. Asking again is the same answer.',
        params: idParamsSchema,
        response: { 200: reminderResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await remindMe(ctx, requireUser(request), request.params.id),
    }),
  );
  app.get(
    API_ROUTES.publicEventReminders,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: reminderTags,
        summary: 'Whether the caller asked to be reminded of this show',
        params: idParamsSchema,
        response: { 200: reminderResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await isReminded(ctx, requireUser(request), request.params.id),
    }),
  );

  app.post(
    API_ROUTES.publicEventEmailReminders,
    {
      // It sends mail: as few a minute from one address as accounts made.
      config: { access: 'public', rateLimits: [perIp(ctx.config.signupRateLimit)] },
      schema: {
        tags: reminderTags,
        summary: '“Remind me” for a visitor: mails a link that makes the reminder count',
        description:
          'The answer says pendingVerification until the link is opened; it never says whether the address was known. A show that is not scheduled is a 404.',
        params: idParamsSchema,
        body: reminderRequestSchema,
        response: { 200: reminderResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await remindByEmail(ctx, request.params.id, request.body.email),
    }),
  );
  app.get(
    API_ROUTES.publicReminderVerify,
    {
      config: { access: 'public', rateLimits: [perIp(ctx.config.publicReadRateLimit)] },
      schema: {
        tags: reminderTags,
        summary: 'The mailed link: the visitor’s reminder counts from now (400 if used or unknown)',
        querystring: reminderVerifyQuerySchema,
        response: { 200: reminderResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await verifyEmailReminder(ctx, request.query.token),
    }),
  );
};
