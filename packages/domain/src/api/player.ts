import * as z from 'zod/mini';

/**
 * The embeddable player's public reads (issue 22, CONTRACTS.md): what a viewer of a brand's
 * site may see of a published web event or group, and nothing else (no e-mails, no designer
 * or group ids, no drafts). The server answers through these schemas, so a field left out
 * here never leaves it; the player checks its answers against them.
 *
 * Written in zod/mini (see ../schemas/fieldRules): the player page loads them, and its
 * JavaScript budget (60 KB gzip before the video library, bench/bundle) leaves no room for
 * zod's classic API. The server's fastify type provider takes mini schemas as classic ones.
 */

/** The statuses a public web event can have: a draft is never public. */
export const PUBLIC_WEB_EVENT_STATUSES = ['published', 'live', 'ended'] as const;
export type PublicWebEventStatus = (typeof PUBLIC_WEB_EVENT_STATUSES)[number];

/**
 * A product of the show as the player lists it: the buy link opens `externalUrl`, unless
 * it names an active marketplace product (`productId`), which the player sells itself.
 */
export const publicWebProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** In the currency's major unit (49.5 is $49.50). */
  price: z.number(),
  /** ISO 4217, e.g. 'USD'. */
  currency: z.string(),
  imageUrl: z.nullable(z.string()),
  externalUrl: z.string(),
  productId: z.nullable(z.string()),
});
export type PublicWebProduct = z.infer<typeof publicWebProductSchema>;

/** A product on screen from startSec (included) to endSec (excluded), sorted by start. */
export const publicCarouselTimeSchema = z.object({
  productId: z.string(),
  startSec: z.number(),
  endSec: z.number(),
});
export type PublicCarouselTime = z.infer<typeof publicCarouselTimeSchema>;

/** GET /api/v2/public/web-events/:id's data: the exact field set the player shows. */
export const publicWebEventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(PUBLIC_WEB_EVENT_STATUSES),
  posterUrl: z.nullable(z.string()),
  /** The live stream (HLS or MP4); null when none is set. */
  streamUrl: z.nullable(z.string()),
  /** The recorded show (HLS or MP4); null when none is set. */
  replayUrl: z.nullable(z.string()),
  /** A WebVTT file; null when the video has no captions. */
  captionsUrl: z.nullable(z.string()),
  brandName: z.string(),
  /** In the web event's order. */
  products: z.array(publicWebProductSchema),
  carouselTimes: z.array(publicCarouselTimeSchema),
});
export type PublicWebEvent = z.infer<typeof publicWebEventSchema>;

/** GET /api/v2/public/web-event-groups/:id's data: its public web events, in its order. */
export const publicWebEventGroupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Ordered as the group orders them; published or later only. */
  webEvents: z.array(publicWebEventSchema),
});
export type PublicWebEventGroup = z.infer<typeof publicWebEventGroupSchema>;

export const publicWebEventResponseSchema = z.object({
  success: z.literal(true),
  data: publicWebEventSchema,
});
export type PublicWebEventResponse = z.infer<typeof publicWebEventResponseSchema>;

export const publicWebEventGroupResponseSchema = z.object({
  success: z.literal(true),
  data: publicWebEventGroupSchema,
});
export type PublicWebEventGroupResponse = z.infer<typeof publicWebEventGroupResponseSchema>;

/** POST /api/v2/public/player-events answers 202 with this. */
export const playerEventAcceptedSchema = z.object({ success: z.literal(true) });
export type PlayerEventAccepted = z.infer<typeof playerEventAcceptedSchema>;
