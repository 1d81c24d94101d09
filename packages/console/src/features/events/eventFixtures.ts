import type { ApiEvent, ApiUser } from '@runway-live/domain/api';
import { fakeServer, pageAnswer, sentBody, type FakeHandler } from '../../test/fakeServer';
import { designerUser } from '../../test/users';
import { at } from '../products/testing';

export const SHOW_ID = '01930000-0000-7000-8000-0000000000e1';
export const CONTAINER_ID = '01930000-0000-7000-8000-0000000000c1';

/** A draft show of the designer's, at 19:00 in New York on 1 July 2026 (23:00 UTC). */
export const autumnShow: ApiEvent = {
  _id: SHOW_ID,
  designerId: designerUser._id,
  containerId: null,
  title: 'Autumn atelier show',
  description: 'Wool and silk, live from the studio.',
  coverImage: '',
  scheduledAt: '2026-07-01T23:00:00.000Z',
  timeZone: 'America/New_York',
  durationMinutes: 60,
  streamUrl: 'https://stream.example/live.m3u8',
  replayUrl: '',
  chatEnabled: true,
  rehearsal: false,
  status: 'draft',
  productIds: [],
  lookIds: [],
  ...at,
};

export const eventAnswer = (event: ApiEvent) => ({ body: { success: true, data: event } });

/**
 * The events API as the server answers it, for `user` who owns `autumnShow`: the list, the
 * calendar, the detail, create and PATCH (which keeps what it was sent), and no products,
 * looks or Fashion Weeks; `extra` adds or replaces routes.
 */
export function eventServer(user: ApiUser = designerUser, extra: Record<string, FakeHandler> = {}) {
  let show = autumnShow;
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user } }),
    'GET /api/v2/events': () => pageAnswer([show]),
    'GET /api/v2/events/calendar': () => ({
      body: {
        success: true,
        data: {
          items: show.scheduledAt
            ? [{ ...show, scheduledAt: show.scheduledAt, designerBrand: 'Dara Studio' }]
            : [],
          total: 1,
        },
      },
    }),
    [`GET /api/v2/events/${SHOW_ID}`]: () => eventAnswer(show),
    'POST /api/v2/events': async (request) => ({
      status: 201,
      body: {
        success: true,
        data: { ...show, ...((await sentBody(request)) as object), status: 'draft' },
      },
    }),
    [`PATCH /api/v2/events/${SHOW_ID}`]: async (request) => {
      show = { ...show, ...((await sentBody(request)) as Partial<ApiEvent>) };
      return eventAnswer(show);
    },
    'GET /api/v2/products': () => pageAnswer([]),
    'GET /api/v2/looks': () => pageAnswer([]),
    'GET /api/v2/containers': () => pageAnswer([]),
    'GET /api/v2/coupons': () => pageAnswer([]),
    'GET /api/v2/designer/coupons': () => pageAnswer([]),
    ...extra,
  });
}
