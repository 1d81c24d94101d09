import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  colorListQuerySchema,
  colorListResponseSchema,
  colorResponseSchema,
  createColorRequestSchema,
  updateColorRequestSchema,
} from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { crudRoutes } from '../../resources/crudRoutes';
import { REFERENCE_ACCESS } from '../reference/access';
import { createColor, deleteColor, getColor, listColors, updateColor } from './service';

/** /api/v2/colors: designers read; admin and staff write (section 3, Reference data). */
export const colorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  crudRoutes(app, {
    path: '/api/v2/colors',
    tags: ['reference data'],
    access: REFERENCE_ACCESS,
    schemas: {
      listQuery: colorListQuerySchema,
      list: colorListResponseSchema,
      one: colorResponseSchema,
      create: createColorRequestSchema,
      update: updateColorRequestSchema,
    },
    list: {
      summary: 'Colours page by page; search on name and hex',
      read: (query, request) => listColors(ctx, query, request.referenceVersion),
    },
    get: { summary: 'One colour', read: (id) => getColor(ctx, id) },
    create: {
      summary: 'Add a colour; its name is stored capitalised (409 when taken)',
      conflict: true,
      write: (body) => createColor(ctx, body),
    },
    update: {
      summary: 'Change a colour; one that products use keeps its name (409 with the count)',
      conflict: true,
      write: (id, body) => updateColor(ctx, id, body),
    },
    delete: {
      summary: 'Delete a colour no product uses (409 with the count otherwise)',
      conflict: true,
      write: (id) => deleteColor(ctx, id),
    },
  });
};
