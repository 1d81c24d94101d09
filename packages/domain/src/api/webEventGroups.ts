import * as z from 'zod';
import { webEventGroupFormSchema, webEventGroupPatchSchema } from '../schemas/webEventGroups';
import { dataResponseSchema, objectMetaFields } from './common';
import { listQuerySchema, listResponseSchema } from './lists';
import { objectIdField } from '../schemas/objectId';

/**
 * /api/v2/web-event-groups (API.md, web event groups row). Designers see and change their
 * own groups; admin and staff see all and name the designer when they create one.
 */

export const webEventGroupSortFields = ['name', 'createdAt', 'updatedAt'] as const;
export type WebEventGroupSortField = (typeof webEventGroupSortFields)[number];

/** GET /api/v2/web-event-groups: search on the name; filter designerId (admin and staff). */
export const webEventGroupListQuerySchema = listQuerySchema(webEventGroupSortFields, {
  designerId: objectIdField().optional(),
});
export type WebEventGroupListQuery = z.input<typeof webEventGroupListQuerySchema>;
export type WebEventGroupListFilter = z.output<typeof webEventGroupListQuerySchema>;

export const apiWebEventGroupSchema = z.object({
  designerId: z.string(),
  /** The designer's brand, in list items (the list names the designer; the detail does not). */
  designerBrand: z.string().optional(),
  name: z.string(),
  description: z.string(),
  /** Its web events, in the order the player plays them. */
  webEventIds: z.array(z.string()),
  ...objectMetaFields,
});
export type ApiWebEventGroup = z.infer<typeof apiWebEventGroupSchema>;

export const webEventGroupListResponseSchema = listResponseSchema(apiWebEventGroupSchema);
export const webEventGroupResponseSchema = dataResponseSchema(apiWebEventGroupSchema);
export const createWebEventGroupRequestSchema = webEventGroupFormSchema;
export const updateWebEventGroupRequestSchema = webEventGroupPatchSchema;
