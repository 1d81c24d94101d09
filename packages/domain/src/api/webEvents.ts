import * as z from 'zod';
import {
  WEB_EVENT_STATUSES,
  webEventCreateSchema,
  webEventPatchSchema,
} from '../schemas/webEvents';
import { dataResponseSchema, objectMetaFields } from './common';
import { listQuerySchema, listResponseSchema } from './lists';
import { objectIdField } from '../schemas/objectId';

/**
 * /api/v2/web-events (API.md, web events row). Designers see and change their own web
 * events; admin and staff see all and name the designer when they create one. Carousel
 * times: GET/PUT /api/v2/web-events/:id/carousel-times, the events' schemas
 * (carouselTimesResponseSchema, setCarouselTimesRequestSchema) with web product ids.
 */

export const webEventSortFields = [
  'scheduledAt',
  'title',
  'status',
  'createdAt',
  'updatedAt',
] as const;
export type WebEventSortField = (typeof webEventSortFields)[number];

const id = () => objectIdField().optional();

/**
 * GET /api/v2/web-events: search on the title; filters status, designerId (admin and
 * staff; a designer's list is their own whatever it says), containerId and groupId.
 * The default order is the start, latest first.
 */
export const webEventListQuerySchema = listQuerySchema(webEventSortFields, {
  designerId: id(),
  containerId: id(),
  groupId: id(),
  status: z
    .enum(WEB_EVENT_STATUSES, { error: `Must be one of ${WEB_EVENT_STATUSES.join(', ')}` })
    .optional(),
});
export type WebEventListQuery = z.input<typeof webEventListQuerySchema>;
export type WebEventListFilter = z.output<typeof webEventListQuerySchema>;

export const apiWebEventSchema = z.object({
  designerId: z.string(),
  /** The designer's brand, in list items (the list names the designer; the detail does not). */
  designerBrand: z.string().optional(),
  containerId: z.string().nullable(),
  groupId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  coverImage: z.string(),
  /** The start, a UTC instant (ISO 8601 with Z); null until it is set. */
  scheduledAt: z.string().nullable(),
  /** The IANA time zone the start was entered in. */
  timeZone: z.string(),
  durationMinutes: z.number(),
  streamUrl: z.string(),
  replayUrl: z.string(),
  captionsUrl: z.string(),
  chatEnabled: z.boolean(),
  /** The origins whose pages may embed the player (frame-ancestors, beside the server). */
  embed: z.object({ allowedOrigins: z.array(z.string()) }),
  status: z.enum(WEB_EVENT_STATUSES),
  /** Its web products, in the player's order. */
  productIds: z.array(z.string()),
  ...objectMetaFields,
});
export type ApiWebEvent = z.infer<typeof apiWebEventSchema>;

export const webEventListResponseSchema = listResponseSchema(apiWebEventSchema);
export const webEventResponseSchema = dataResponseSchema(apiWebEventSchema);
export const createWebEventRequestSchema = webEventCreateSchema;
export const updateWebEventRequestSchema = webEventPatchSchema;
