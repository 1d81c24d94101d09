import * as z from 'zod';
import {
  CONTAINER_STATUSES,
  containerFormSchema,
  containerMessages,
  containerPatchSchema,
} from '../schemas/container';
import { isProductDate } from '../schemas/product';
import { textField } from '../schemas/validators';
import { dataResponseSchema, objectMetaFields } from './common';
import { listQuerySchema, listResponseSchema } from './lists';

/**
 * /api/v2/containers, the Fashion Weeks (API.md, containers row). Admin and staff see every
 * one and write them; everyone else signed in sees the published ones (another one is a
 * 404). A Fashion Week lists its events and its web events.
 */

export const containerSortFields = [
  'startDate',
  'endDate',
  'title',
  'city',
  'status',
  'createdAt',
  'updatedAt',
] as const;
export type ContainerSortField = (typeof containerSortFields)[number];

/** A calendar date filter: 'yyyy-MM-dd'. */
const dateFilter = () =>
  textField(containerMessages.dateInvalid)
    .trim()
    .refine(isProductDate, { error: containerMessages.dateInvalid })
    .optional();

/**
 * GET /api/v2/containers: search on the title and the city; `status` one status (a
 * reader who sees only published ones gets nothing for another); `from` and `to` the
 * weeks that have a day in that range (ending on or after `from`, starting on or before
 * `to`). Sorted by start date, latest first, unless `sort` says otherwise.
 */
export const containerListQuerySchema = listQuerySchema(containerSortFields, {
  status: z.enum(CONTAINER_STATUSES, { error: containerMessages.statusInvalid }).optional(),
  from: dateFilter(),
  to: dateFilter(),
});
export type ContainerListQuery = z.input<typeof containerListQuerySchema>;
export type ContainerListFilter = z.output<typeof containerListQuerySchema>;

export const apiContainerSchema = z.object({
  title: z.string(),
  description: z.string(),
  coverImage: z.string(),
  city: z.string(),
  /** 'yyyy-MM-dd' */
  startDate: z.string(),
  /** 'yyyy-MM-dd', on or after startDate. */
  endDate: z.string(),
  status: z.enum(CONTAINER_STATUSES),
  ...objectMetaFields,
});
export type ApiContainer = z.infer<typeof apiContainerSchema>;

export const containerListResponseSchema = listResponseSchema(apiContainerSchema);
export const containerResponseSchema = dataResponseSchema(apiContainerSchema);
export const createContainerRequestSchema = containerFormSchema;
export const updateContainerRequestSchema = containerPatchSchema;

/**
 * A show of a Fashion Week as its lists show it: GET /api/v2/containers/:id/events and
 * /web-events. The events' own resources (and their status tuples) are the events'; these
 * lists answer what a row needs. A designer sees their own shows; admin and staff all.
 */
export const apiContainerShowSchema = z.object({
  designerId: z.string(),
  /** The designer's brand. */
  designerBrand: z.string(),
  containerId: z.string(),
  title: z.string(),
  coverImage: z.string(),
  /** When it starts, ISO 8601 in UTC; null while it has no date. */
  scheduledAt: z.string().nullable(),
  durationMinutes: z.number().int(),
  /** The show's status, as its own resource names it (draft, scheduled, live …). */
  status: z.string(),
  ...objectMetaFields,
});
export type ApiContainerShow = z.infer<typeof apiContainerShowSchema>;

export const containerShowSortFields = ['scheduledAt', 'title', 'status', 'createdAt'] as const;

/** GET /api/v2/containers/:id/events and /web-events: search on the title. */
export const containerShowListQuerySchema = listQuerySchema(containerShowSortFields);
export type ContainerShowListFilter = z.output<typeof containerShowListQuerySchema>;
export const containerShowListResponseSchema = listResponseSchema(apiContainerShowSchema);
