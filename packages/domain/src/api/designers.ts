import * as z from 'zod';
import { listQuerySchema, listResponseSchema } from './lists';
import { apiUserSchema, designerApplicationStatuses } from './user';

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

/** Each item is the designer's user with its brand profile, as /api/auth/me shows it. */
export const designerListResponseSchema = listResponseSchema(apiUserSchema);
export type DesignerListResponse = z.infer<typeof designerListResponseSchema>;
