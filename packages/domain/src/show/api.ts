import * as z from 'zod';
import { objectMetaFields } from '../api/common';
import { listQuerySchema } from '../api/lists';
import { objectIdField } from '../schemas/objectId';
import { showStatusField } from './fields';
import type { ShowLifecycle } from './lifecycle';

/**
 * What the API answers and takes of every show, a marketplace event and a web event alike
 * (decision 0024); each kind's contract (api/events.ts, api/webEvents.ts) adds its own.
 */

/** The orders of every show list; the default is the start, latest first. */
export const showSortFields = ['scheduledAt', 'title', 'status', 'createdAt', 'updatedAt'] as const;
export type ShowSortField = (typeof showSortFields)[number];

/** An optional id filter of a list. */
export const idFilter = () => objectIdField().optional();

/**
 * The filters every show list takes: designerId (admin and staff; a designer's list is
 * their own whatever it says), containerId and status.
 */
export const showFilters = <Status extends string>(lifecycle: ShowLifecycle<Status>) => ({
  designerId: idFilter(),
  containerId: idFilter(),
  status: showStatusField(lifecycle).optional(),
});

/**
 * A show list's query: search on the title, the show's filters and the kind's own
 * (`extra`), sorted by showSortFields.
 */
export const showListQuerySchema = <Status extends string, const Extra extends z.ZodRawShape>(
  lifecycle: ShowLifecycle<Status>,
  extra: Extra,
) => listQuerySchema(showSortFields, { ...showFilters(lifecycle), ...extra });

/** The fields of every show the API answers; a kind adds its own with `.extend`. */
export const apiShowSchema = <Status extends string>(lifecycle: ShowLifecycle<Status>) =>
  z.object({
    designerId: z.string(),
    /** The designer's brand, in list items (the list names the designer; the detail does not). */
    designerBrand: z.string().optional(),
    containerId: z.string().nullable(),
    title: z.string(),
    description: z.string(),
    coverImage: z.string(),
    /** The start, a UTC instant (ISO 8601 with Z); null until it is set. */
    scheduledAt: z.string().nullable(),
    /** The IANA time zone the start was entered in: the console shows it in this zone. */
    timeZone: z.string(),
    durationMinutes: z.number(),
    streamUrl: z.string(),
    replayUrl: z.string(),
    chatEnabled: z.boolean(),
    status: z.enum(lifecycle.statuses),
    /** Its products, in the show's order. */
    productIds: z.array(z.string()),
    ...objectMetaFields,
  });
