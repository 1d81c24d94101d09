import * as z from 'zod';
import {
  checkLocalStart,
  localStartField,
  orderedIdList,
  showCreateFields,
  showDefaults,
  showFields,
  showPatchFields,
} from '../show/fields';
import { showLifecycle } from '../show/lifecycle';
import { TEXT_LIMITS } from './textLimits';
import { textField } from './validators';
import { embedOriginOf, isHttpUrl } from './webAddress';
import { objectIdField } from './objectId';

const LIMIT = TEXT_LIMITS.webEvent;

/**
 * A web event (API.md, web events row; spec 2.3 Web events): a show a brand plays in the
 * embeddable player on its own site. It has an event's fields (title, description, cover,
 * start and zone, duration, stream and replay, chat, an optional Fashion Week), plus an
 * optional web event group, a captions file, the origins allowed to embed the player, and
 * its web products in order. Status: draft → published → live → ended.
 */

export const WEB_EVENT_STATUSES = ['draft', 'published', 'live', 'ended'] as const;
export type WebEventStatus = (typeof WEB_EVENT_STATUSES)[number];

/**
 * The lifecycle (API.md): draft → published → live → ended, one step at a time. Publishing
 * and going live show it to an audience: they need the designer's payment account, then an
 * active subscription, as scheduling an event does. A draft or ended web event (one no site
 * shows now) may be deleted.
 */
export const WEB_EVENT_LIFECYCLE = showLifecycle({
  noun: 'A web event',
  statuses: WEB_EVENT_STATUSES,
  labels: { draft: 'Draft', published: 'Published', live: 'Live', ended: 'Ended' },
  transitions: { draft: ['published'], published: ['live'], live: ['ended'], ended: [] },
  gated: ['published', 'live'],
  deletable: ['draft', 'ended'],
});

/** How the console names each status. */
export const WEB_EVENT_STATUS_LABELS = WEB_EVENT_LIFECYCLE.labels;
/** The moves the console offers from each status. */
export const WEB_EVENT_TRANSITIONS = WEB_EVENT_LIFECYCLE.transitions;
/** Null when a web event may go from `from` to `to`, else the 409 naming both states. */
export const webEventTransitionRefusal = WEB_EVENT_LIFECYCLE.refusal;
export const GATED_WEB_EVENT_STATUSES = WEB_EVENT_LIFECYCLE.gated;
export const DELETABLE_WEB_EVENT_STATUSES = WEB_EVENT_LIFECYCLE.deletable;

/** How many web products one web event shows at most. */
export const WEB_EVENT_PRODUCTS_MAX = 200;
/** How many origins may embed one web event at most. */
export const ALLOWED_ORIGINS_MAX = 20;

/** Invented wording (the spec shows none). */
export const webEventMessages = {
  originInvalid: 'Must be an http(s) origin such as https://brand.com (no path)',
  originTwice: 'An origin is listed twice',
  originsTooMany: `At most ${ALLOWED_ORIGINS_MAX} origins may embed a web event`,
  captionsUrlInvalid: 'Must be an http(s) address of a WebVTT (.vtt) captions file',
  designerIdRequired: 'designerId: Name the designer this web event belongs to.',
  notYourDesignerId: 'A designer can only write their own web events.',
  designerFixed: 'designerId: A web event stays with the designer it was made for.',
  groupUnknown: 'groupId: No web event group of this web event’s designer has this id.',
  /** An id of productIds that is no web product of the web event's designer. */
  productUnknown: (id: string) =>
    `productIds: No web product of this web event’s designer has the id "${id}".`,
  /** A web product is in one web event at most: adding it here takes it out of the other. */
  productInAnotherEvent: (product: string, webEvent: string) =>
    `productIds: "${product}" is in the web event "${webEvent}". Adding it here takes it out of that web event; send move: true to move it.`,
  /**
   * A web product never leaves an ended web event, move or not: its replay and carousel
   * times keep it (issue 27). `field` is the call's.
   */
  productInEndedEvent: (field: 'productIds' | 'webEventId', product: string, webEvent: string) =>
    `${field}: "${product}" is in the ended web event "${webEvent}", whose replay keeps it, so it cannot leave that web event.`,
  deleteRefused: (status: string) =>
    `This web event is ${status}: only a draft or ended web event can be deleted.`,
} as const;

/** A refusal of the allowed origins names the line it is on (1-based), as the form lists them. */
export function originLineMessage(line: number, message: string): string {
  return `Line ${line}: ${message}`;
}

/**
 * `embed`: the origins (each an http(s) origin, no path) whose pages may frame the player
 * (its frame-ancestors, beside the server's own). Empty: only the server's own pages. Each
 * line is read by `embedOriginOf`, the rule the player page's policy is built with; a
 * refusal names its line ('Line 2: Must be an http(s) origin …').
 */
export const webEventEmbedSchema = z.object({
  allowedOrigins: z
    .array(textField(webEventMessages.originInvalid))
    .max(ALLOWED_ORIGINS_MAX, { error: webEventMessages.originsTooMany })
    .transform((lines, context) => {
      const origins: string[] = [];
      lines.forEach((line, index) => {
        const origin = line.length <= LIMIT.origin ? embedOriginOf(line) : null;
        const problem =
          origin === null
            ? webEventMessages.originInvalid
            : origins.includes(origin)
              ? webEventMessages.originTwice
              : null;
        if (problem) {
          context.addIssue({ code: 'custom', message: originLineMessage(index + 1, problem) });
        } else {
          origins.push(origin!);
        }
      });
      return origins;
    }),
});
export type WebEventEmbed = z.output<typeof webEventEmbedSchema>;

/** A WebVTT captions address over http(s), or empty. */
function captionsUrlField() {
  return textField(webEventMessages.captionsUrlInvalid)
    .trim()
    .max(LIMIT.url, { error: webEventMessages.captionsUrlInvalid })
    .refine((text) => text === '' || isHttpUrl(text), {
      error: webEventMessages.captionsUrlInvalid,
    });
}

const productIds = () => orderedIdList(WEB_EVENT_PRODUCTS_MAX, 'products', 'A web event');

/** What a web event adds to a show's fields: its group, captions, embed origins, web products. */
function webEventFields(forPatch: boolean) {
  const withDefault = showDefaults(forPatch);
  return {
    ...showFields(forPatch),
    groupId: withDefault(objectIdField().nullable(), null),
    captionsUrl: withDefault(captionsUrlField(), ''),
    embed: withDefault(webEventEmbedSchema, { allowedOrigins: [] }),
    productIds: withDefault(productIds(), []),
  };
}

/**
 * POST /api/v2/web-events: a web event starts as a draft. `productIds` are web products of
 * its designer, in the player's order; one in another web event moves only with
 * `move: true` (409 naming it otherwise). `groupId` puts it last in that group.
 */
export const webEventCreateSchema = z.object({ ...webEventFields(false), ...showCreateFields() });
export type WebEventCreateInput = z.input<typeof webEventCreateSchema>;
export type WebEventCreate = z.output<typeof webEventCreateSchema>;

/**
 * PATCH /api/v2/web-events/:id: the fields it names (a left-out field stays as it is), and
 * `status` to move it through its lifecycle (409 naming both states otherwise).
 * `productIds` replaces its whole ordered list; `embed` its whole list of origins.
 */
export const webEventPatchSchema = z
  .object({ ...webEventFields(true), ...showPatchFields(WEB_EVENT_LIFECYCLE) })
  .partial();
export type WebEventPatchInput = z.input<typeof webEventPatchSchema>;
export type WebEventPatch = z.output<typeof webEventPatchSchema>;

/**
 * The web event form of the console: the start as its date-time input holds it, in the
 * chosen zone, as the event form has it; `webEventRequestOf` makes the API's body.
 */
export const webEventFormSchema = z
  .object({ ...webEventFields(false), scheduledLocal: localStartField() })
  .superRefine(checkLocalStart);
export type WebEventFormInput = z.input<typeof webEventFormSchema>;
export type WebEventFormValues = z.output<typeof webEventFormSchema>;

export { showRequestOf as webEventRequestOf } from '../show/fields';
