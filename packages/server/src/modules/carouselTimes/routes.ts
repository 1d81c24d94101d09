import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  carouselTimesResponseSchema,
  idParamsSchema,
  setCarouselTimesRequestSchema,
  API_ROUTES,
} from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { CONSOLE_ROLES } from '../../plugins/access';
import { requireUser } from '../../plugins/auth';
import { errorResponses } from '../../resources/routeSchemas';
import { webEventCarousel } from '../webEvents/carousel';
import { eventCarousel, getCarouselTimes, setCarouselTimes, type CarouselOwner } from './service';

const here = dirname(fileURLToPath(import.meta.url));
/**
 * packages/server/demo: the sample show video (MP4 and HLS) that the demo seed's replay
 * and the editor's journeys play. From the build (dist/main.js) or the sources (tsx).
 */
export const DEMO_MEDIA_DIR = here.endsWith('dist')
  ? resolve(here, '../demo')
  : resolve(here, '../../../demo');
/** Where the server serves DEMO_MEDIA_DIR. */
export const DEMO_MEDIA_PREFIX = '/demo/';
/** The shows that carry carousel times: events and web events, one service. */
const OWNERS: { path: string; tags: string[]; what: string; owner: CarouselOwner }[] = [
  {
    path: API_ROUTES.eventCarouselTimes,
    tags: ['events'],
    what: 'event',
    owner: eventCarousel,
  },
  {
    path: API_ROUTES.webEventCarouselTimes,
    tags: ['web events'],
    what: 'web event',
    owner: webEventCarousel,
  },
];

/**
 * /api/v2/events/:id/carousel-times and /api/v2/web-events/:id/carousel-times (API.md): the
 * products on screen by second of the show's video, the whole list at once. The show's
 * designer, admin and staff; another designer's show is a 404. Never gated by payments: it
 * edits a show that exists.
 */
export const carouselTimeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  for (const { path, tags, what, owner } of OWNERS) {
    app.get(
      path,
      {
        config: { access: CONSOLE_ROLES },
        schema: {
          tags,
          summary: `The ${what}’s carousel times, sorted by startSec`,
          params: idParamsSchema,
          response: { 200: carouselTimesResponseSchema, ...errorResponses(404) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getCarouselTimes(ctx, owner, requireUser(request), request.params.id),
      }),
    );

    app.put(
      path,
      {
        config: { access: CONSOLE_ROLES, catalogueWrite: true },
        schema: {
          tags,
          summary: `Replace the ${what}’s whole list of carousel times`,
          description:
            'The body is the array itself: [{productId, startSec, endSec}], sorted by startSec, not overlapping, 0 ≤ startSec < endSec, seconds kept to the millisecond, products of this show only. A bad list is a 400 naming its first bad entry. One transaction holding the show’s row lock: two saves at once leave one whole list. Answers the list as stored.',
          params: idParamsSchema,
          body: setCarouselTimesRequestSchema,
          response: { 200: carouselTimesResponseSchema, ...errorResponses(400, 404) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await setCarouselTimes(
          ctx,
          owner,
          requireUser(request),
          request.params.id,
          request.body,
        ),
      }),
    );
  }

  await app.register(fastifyStatic, {
    root: DEMO_MEDIA_DIR,
    prefix: DEMO_MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // The HLS segments are MPEG-TS named .m2ts (see demo/README.md).
    setHeaders: (response, path) => {
      if (path.endsWith('.m2ts')) response.header('content-type', 'video/mp2t');
    },
  });
};
