import * as z from 'zod';
import { listQuerySchema, listResponseSchema } from './lists';
import { apiUserSchema, designerApplicationStatuses, designerProfileSchema } from './user';

export const designerSortFields = [
  'brandName',
  'fullName',
  'email',
  'applicationStatus',
  'createdAt',
] as const;
export type DesignerSortField = (typeof designerSortFields)[number];

/** GET /api/v2/designers (admin and staff): search on brand, name and e-mail. */
export const designerListQuerySchema = listQuerySchema(designerSortFields, {
  applicationStatus: z.enum(designerApplicationStatuses).optional(),
});
export type DesignerListQuery = z.input<typeof designerListQuerySchema>;
/** The parsed query, as the server's list helper takes it. */
export type DesignerListFilter = z.output<typeof designerListQuerySchema>;

/**
 * A designer as the list and the pickers show them: who, their brand, and where their
 * application stands. The whole account (profile, addresses, payment account) is the
 * detail's, GET /api/v2/designers/:id: twenty whole accounts were most of a page's cost.
 */
export const designerListItemSchema = apiUserSchema
  .pick({ _id: true, email: true, fullName: true, status: true, createdAt: true })
  .extend({
    designer: designerProfileSchema.pick({ brandName: true, applicationStatus: true }).nullable(),
  });
export type DesignerListItem = z.infer<typeof designerListItemSchema>;

export const designerListResponseSchema = listResponseSchema(designerListItemSchema);
export type DesignerListResponse = z.infer<typeof designerListResponseSchema>;
