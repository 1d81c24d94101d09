import * as z from 'zod';
import {
  WEB_EVENT_LIFECYCLE,
  webEventCreateSchema,
  webEventPatchSchema,
} from '../schemas/webEvents';
import {
  apiShowSchema,
  idFilter,
  showListQuerySchema,
  showSortFields,
  type ShowSortField,
} from '../show/api';
import { dataResponseSchema } from './common';
import { listResponseSchema } from './lists';

/**
 * /api/v2/web-events (API.md, web events row). Designers see and change their own web
 * events; admin and staff see all and name the designer when they create one. Carousel
 * times: GET/PUT /api/v2/web-events/:id/carousel-times, the events' schemas
 * (carouselTimesResponseSchema, setCarouselTimesRequestSchema) with web product ids.
 */

export const webEventSortFields = showSortFields;
export type WebEventSortField = ShowSortField;

/**
 * GET /api/v2/web-events: search on the title; the show's filters (status, designerId,
 * containerId) and groupId. The default order is the start, latest first.
 */
export const webEventListQuerySchema = showListQuerySchema(WEB_EVENT_LIFECYCLE, {
  groupId: idFilter(),
});
export type WebEventListQuery = z.input<typeof webEventListQuerySchema>;
export type WebEventListFilter = z.output<typeof webEventListQuerySchema>;

/**
 * A web event: a show with its group, captions, the origins whose pages may embed the
 * player (frame-ancestors, beside the server) and its web products, in the player's order.
 */
export const apiWebEventSchema = apiShowSchema(WEB_EVENT_LIFECYCLE).extend({
  groupId: z.string().nullable(),
  captionsUrl: z.string(),
  embed: z.object({ allowedOrigins: z.array(z.string()) }),
});
export type ApiWebEvent = z.infer<typeof apiWebEventSchema>;

export const webEventListResponseSchema = listResponseSchema(apiWebEventSchema);
export const webEventResponseSchema = dataResponseSchema(apiWebEventSchema);
export const createWebEventRequestSchema = webEventCreateSchema;
export const updateWebEventRequestSchema = webEventPatchSchema;

/** The web events' contract: what the server's routes take and answer and the console reads. */
export const webEventContract = {
  listQuery: webEventListQuerySchema,
  list: webEventListResponseSchema,
  one: webEventResponseSchema,
  create: createWebEventRequestSchema,
  update: updateWebEventRequestSchema,
};
