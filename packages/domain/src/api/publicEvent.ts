import * as z from 'zod/mini';

/**
 * The live viewer page's public read (issue 23): what anyone may see of a marketplace
 * show at /video/event/:event_id, and nothing else (no designer id, no e-mails, no drafts,
 * cancelled shows or rehearsals). The server answers through this schema, so a field left
 * out here never leaves it. Written in zod/mini, as the player's own reads: the viewer page
 * is an entry of the player (its JavaScript budget, bench/bundle).
 */

/** The statuses a show has when anyone may watch it. */
export const PUBLIC_EVENT_STATUSES = ['scheduled', 'live', 'ended'] as const;
export type PublicEventStatus = (typeof PUBLIC_EVENT_STATUSES)[number];

/** GET /api/v2/public/events/:id's data. */
export const publicEventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(PUBLIC_EVENT_STATUSES),
  /** The announced start, a UTC instant (ISO 8601 with Z), or null. */
  scheduledAt: z.nullable(z.string()),
  /** The event's cover image, or null. */
  posterUrl: z.nullable(z.string()),
  /** The live stream (HLS or MP4), or null when none is set. */
  streamUrl: z.nullable(z.string()),
  /** The recorded show, or null when none is set yet. */
  replayUrl: z.nullable(z.string()),
  chatEnabled: z.boolean(),
  brandName: z.string(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

export const publicEventResponseSchema = z.object({
  success: z.literal(true),
  data: publicEventSchema,
});
export type PublicEventResponse = z.infer<typeof publicEventResponseSchema>;
