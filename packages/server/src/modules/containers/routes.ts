import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  containerListQuerySchema,
  containerListResponseSchema,
  containerResponseSchema,
  containerShowListQuerySchema,
  containerShowListResponseSchema,
  createContainerRequestSchema,
  idParamsSchema,
  updateContainerRequestSchema,
} from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { ADMIN_OR_STAFF, CONSOLE_ROLES } from '../../plugins/access';
import { requireUser } from '../../plugins/auth';
import { crudRoutes } from '../../resources/crudRoutes';
import { errorResponses } from '../../resources/routeSchemas';
import {
  createContainer,
  deleteContainer,
  getContainer,
  listContainerShows,
  listContainers,
  updateContainer,
} from './service';

const tags = ['fashion weeks'];
const path = '/api/v2/containers';

/**
 * /api/v2/containers, the Fashion Weeks: admin and staff write them (section 6: container
 * add and edit are admin routes) and see every one; everyone else signed in sees the
 * published ones (another is a 404). A week's events and web events are listed for the
 * console roles: a designer sees their own shows in it, admin and staff every one.
 */
export const containerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  crudRoutes(app, {
    path,
    tags,
    access: { read: 'signed-in', write: ADMIN_OR_STAFF },
    schemas: {
      listQuery: containerListQuerySchema,
      list: containerListResponseSchema,
      one: containerResponseSchema,
      create: createContainerRequestSchema,
      update: updateContainerRequestSchema,
    },
    list: {
      summary: 'Fashion Weeks page by page; search on the title and the city',
      description:
        'Filters: status; from and to (yyyy-MM-dd), the weeks with a day in that range. Admin and staff see every week, everyone else the published ones. Sorted by startDate, latest first, unless sort says otherwise.',
      read: (query, request) => listContainers(ctx, requireUser(request), query),
    },
    get: {
      summary: 'One Fashion Week (404 for a draft or archived one unless admin or staff)',
      read: (id, request) => getContainer(ctx, requireUser(request), id),
    },
    create: {
      summary: 'Add a Fashion Week',
      description:
        'startDate and endDate are calendar dates (yyyy-MM-dd); the end is on or after the start (400).',
      write: (body) => createContainer(ctx, body),
    },
    update: {
      summary: 'Change a Fashion Week’s fields or status',
      description:
        'Only the named fields are written, under the row’s lock. A date is checked against the stored other date: the end is never before the start (400 naming the date sent).',
      write: (id, body) => updateContainer(ctx, id, body),
    },
    delete: {
      summary: 'Delete a Fashion Week that holds no shows',
      description:
        'A week that holds events or web events is refused (409 with their counts); archive it instead.',
      conflict: true,
      write: (id) => deleteContainer(ctx, id),
    },
  });

  for (const [suffix, kind, what] of [
    ['events', 'events', 'events'],
    ['web-events', 'webEvents', 'web events'],
  ] as const) {
    app.get(
      `${path}/:id/${suffix}`,
      {
        config: { access: CONSOLE_ROLES },
        schema: {
          tags,
          summary: `The ${what} of a Fashion Week, page by page; search on the title`,
          description: `A designer sees their own ${what} in a published week, admin and staff every one in any week (404 for a week the caller does not see). Sorted by scheduledAt, those with no date last, unless sort says otherwise.`,
          params: idParamsSchema,
          querystring: containerShowListQuerySchema,
          response: { 200: containerShowListResponseSchema, ...errorResponses(400, 404) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listContainerShows(
          ctx,
          requireUser(request),
          request.params.id,
          kind,
          request.query,
        ),
      }),
    );
  }
};
