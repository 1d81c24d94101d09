import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryListQuerySchema,
  categoryListResponseSchema,
  categoryResponseSchema,
  createCategoryRequestSchema,
  updateCategoryRequestSchema,
} from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { crudRoutes } from '../../resources/crudRoutes';
import { REFERENCE_ACCESS } from '../reference/access';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from './service';

/** /api/v2/categories: designers read; admin and staff write (section 3, Reference data). */
export const categoryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  crudRoutes(app, {
    path: '/api/v2/categories',
    tags: ['reference data'],
    access: REFERENCE_ACCESS,
    schemas: {
      listQuery: categoryListQuerySchema,
      list: categoryListResponseSchema,
      one: categoryResponseSchema,
      create: createCategoryRequestSchema,
      update: updateCategoryRequestSchema,
    },
    list: {
      summary:
        'Categories page by page; search on gender, type, category and sub-category; filter by gender, type and size (chart key)',
      read: (query, request) => listCategories(ctx, query, request.referenceVersion),
    },
    get: { summary: 'One category', read: (id) => getCategory(ctx, id) },
    create: {
      summary: 'Add a category; its size chart must exist (400) and its categoryId be free (409)',
      conflict: true,
      write: (body) => createCategory(ctx, body),
    },
    update: {
      summary:
        'Change a category; one that products use keeps its categoryId and size chart (409 with the count)',
      conflict: true,
      write: (id, body) => updateCategory(ctx, id, body),
    },
    delete: {
      summary: 'Delete a category no product uses (409 with the count otherwise)',
      conflict: true,
      write: (id) => deleteCategory(ctx, id),
    },
  });
};
