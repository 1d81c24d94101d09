import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createWebEventGroupRequestSchema,
  updateWebEventGroupRequestSchema,
  webEventGroupListQuerySchema,
  webEventGroupListResponseSchema,
  webEventGroupResponseSchema,
} from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { CONSOLE_ROLES } from '../../plugins/access';
import { requireUser } from '../../plugins/auth';
import { crudRoutes } from '../../resources/crudRoutes';
import {
  createWebEventGroup,
  deleteWebEventGroup,
  getWebEventGroup,
  listWebEventGroups,
  updateWebEventGroup,
} from './service';

const tags = ['web event groups'];

/**
 * /api/v2/web-event-groups: every console role; a designer sees and changes only their own
 * groups (another designer's id is a 404), admin and staff all of them.
 */
export const webEventGroupRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  crudRoutes(app, {
    path: '/api/v2/web-event-groups',
    tags,
    access: { read: CONSOLE_ROLES, write: CONSOLE_ROLES },
    catalogue: true,
    schemas: {
      listQuery: webEventGroupListQuerySchema,
      list: webEventGroupListResponseSchema,
      one: webEventGroupResponseSchema,
      create: createWebEventGroupRequestSchema,
      update: updateWebEventGroupRequestSchema,
    },
    list: {
      summary: 'Web event groups page by page; search on the name',
      description: 'Filter: designerId. Default order: createdAt:desc.',
      read: (query, request) => listWebEventGroups(ctx, requireUser(request), query),
    },
    get: {
      summary: 'One group with its webEventIds in order (404 for another designer’s)',
      read: (id, request) => getWebEventGroup(ctx, requireUser(request), id),
    },
    create: {
      summary: 'Add a web event group',
      description:
        'webEventIds: web events of the designer, in the order the player plays them (400 naming the first that is not); one in another group is a 409 unless move is true.',
      conflict: true,
      write: (body, request) => createWebEventGroup(ctx, requireUser(request), body),
    },
    update: {
      summary: 'Change a group’s fields, or reorder it by sending webEventIds again',
      description:
        'webEventIds replaces the whole ordered list: reordering is sending it in the new order; a web event left out leaves the group. Under the group’s lock: two reorders at once leave one whole list.',
      conflict: true,
      write: (id, body, request) => updateWebEventGroup(ctx, requireUser(request), id, body),
    },
    delete: {
      summary: 'Delete a group (its web events stay, in no group)',
      write: (id, request) => deleteWebEventGroup(ctx, requireUser(request), id),
    },
  });
};
