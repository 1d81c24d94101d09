import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isUuid } from '@runway-live/domain/access';
import type { AppContext } from '../context';
import { contentSecurityPolicy, type CspDirectives } from '../plugins/csp';
import { securityHeadersOf } from '../plugins/securityHeaders';
import { viewerPageMedia } from './publicEvents/service';
import { playerPageSources } from './publicPlayer/service';

/** The player's own page in the console's build (its own Vite entry, issue 22). */
export const PLAYER_PAGE = 'player.html';

/**
 * The player page's Content-Security-Policy: the server's own policy (plugins/csp.ts), with
 * `frame-ancestors` widened to the origins allowed to embed what it plays, and the origins
 * of its videos and captions added to `media-src` and `connect-src` (hls.js fetches its
 * playlists and segments). Nothing else changes: scripts still run only from this server.
 * helmet writes the header, as it does for every other answer.
 */
export function playerPagePolicy(
  base: CspDirectives,
  sources: { frameAncestors: readonly string[]; media: readonly string[] },
): string {
  const widen = (name: string, extra: readonly string[]) => [
    ...new Set([...(base[name] ?? []), ...extra]),
  ];
  const directives: CspDirectives = {
    ...base,
    'media-src': widen('media-src', sources.media),
    'connect-src': widen('connect-src', sources.media),
    'frame-ancestors': widen('frame-ancestors', sources.frameAncestors),
  };
  const headers = securityHeadersOf({
    contentSecurityPolicy: { useDefaults: false, directives },
  });
  return headers['content-security-policy']!;
}

/** What `/web-event/video/:id/:type` plays: a web event (live or replay) or a group. */
function kindOf(type: string): 'web-event' | 'group' | null {
  if (type === 'live' || type === 'replay') return 'web-event';
  if (type === 'group') return 'group';
  return null;
}

/**
 * Serves the player page (player.html, else the console's index.html while the player is
 * not built) at its public paths: `/web-event/video/:id/:type` (spec 2.2), framed only by
 * this server and the web event's (or group's) allowed origins, and `/video/event/:event_id`
 * (a marketplace event's live viewing, issue 23), framed only by this server, playing from
 * the show's stream and replay origins. An unknown
 * type or id, or a draft, gets the page with `frame-ancestors 'self'`: the player shows its
 * not-found state. Registered by registerConsole once the console's build is there.
 */
export function registerPlayerPage(
  app: FastifyInstance,
  ctx: AppContext,
  send: (reply: FastifyReply, file: string) => FastifyReply,
): void {
  const base = contentSecurityPolicy(ctx.config);
  const selfOnly = playerPagePolicy(base, { frameAncestors: [], media: [] });
  // The server's own videos (the demo's) are 'self' already.
  const own = new URL(ctx.config.publicUrl).origin;
  const ownMediaLeftOut = async (sources: ReturnType<typeof playerPageSources>) => {
    const { frameAncestors, media } = await sources;
    return { frameAncestors, media: media.filter((origin) => origin !== own) };
  };
  const page = () =>
    existsSync(join(ctx.config.consoleDir, PLAYER_PAGE)) ? PLAYER_PAGE : 'index.html';

  app.get<{ Params: { id: string; type: string } }>(
    '/web-event/video/:id/:type',
    { schema: { hide: true } },
    async (request, reply) => {
      const { id, type } = request.params;
      const kind = kindOf(type);
      const policy =
        kind !== null && isUuid(id)
          ? playerPagePolicy(
              base,
              await ownMediaLeftOut(playerPageSources(ctx.database.db, kind, id)),
            )
          : selfOnly;
      return send(reply.header('content-security-policy', policy), page());
    },
  );

  // A show streamed from a CDN plays: its stream's and replay's origins join media-src and
  // connect-src (hls.js fetches playlists and segments); it is framed by this server only.
  app.get<{ Params: { event_id: string } }>(
    '/video/event/:event_id',
    { schema: { hide: true } },
    async (request, reply) => {
      const media = await viewerPageMedia(ctx.database.db, request.params.event_id);
      const policy = playerPagePolicy(base, {
        frameAncestors: [],
        media: media.filter((origin) => origin !== own),
      });
      return send(reply.header('content-security-policy', policy), page());
    },
  );
}
