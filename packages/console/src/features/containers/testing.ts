import type { ApiContainer, ApiContainerShow, ApiUser } from '@runway-live/domain/api';
import { fakeServer, pageAnswer, sentBody, type FakeHandler } from '../../test/fakeServer';
import { designerUser } from '../../test/users';

export const WEEK_ID = '01930000-0000-7000-8000-0000000000c1';
export const DRAFT_ID = '01930000-0000-7000-8000-0000000000c2';
const at = { createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' };

export const newYork: ApiContainer = {
  _id: WEEK_ID,
  title: 'New York Fashion Week',
  description: 'A week of live shows.',
  coverImage: 'brands_c0ver_1700000000003.jpg',
  city: 'New York',
  startDate: '2026-09-10',
  endDate: '2026-09-17',
  status: 'published',
  ...at,
};

export const paris: ApiContainer = {
  ...newYork,
  _id: DRAFT_ID,
  title: 'Paris Fashion Week',
  coverImage: '',
  city: 'Paris',
  startDate: '2026-10-01',
  endDate: '2026-10-07',
  status: 'draft',
};

const show = (id: string, title: string, scheduledAt: string | null): ApiContainerShow => ({
  _id: id,
  designerId: designerUser._id,
  designerBrand: 'Maison Lumière',
  containerId: WEEK_ID,
  title,
  coverImage: '',
  scheduledAt,
  durationMinutes: 60,
  status: 'scheduled',
  ...at,
});

/** Inside the week wherever it is read; days outside it wherever it is read. */
export const inside = show('e-inside', 'Spring Runway Live', '2026-09-13T12:00:00.000Z');
export const outside = show('e-outside', 'Late Encore', '2026-09-25T12:00:00.000Z');

/** The Fashion Weeks API as the server answers `user`; `extra` adds or replaces routes. */
export function containerServer(user: ApiUser, extra: Record<string, FakeHandler> = {}) {
  let week = newYork;
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user } }),
    'GET /api/v2/containers': () =>
      pageAnswer(user.roles[0] === 'designer' ? [newYork] : [newYork, paris]),
    [`GET /api/v2/containers/${WEEK_ID}`]: () => ({ body: { success: true, data: week } }),
    [`GET /api/v2/containers/${WEEK_ID}/events`]: () => pageAnswer([inside, outside]),
    [`GET /api/v2/containers/${WEEK_ID}/web-events`]: () => pageAnswer([]),
    'POST /api/v2/containers': async (request) => ({
      status: 201,
      body: {
        success: true,
        data: { ...newYork, _id: 'c-new', ...((await sentBody(request)) as object) },
      },
    }),
    [`PATCH /api/v2/containers/${WEEK_ID}`]: async (request) => {
      week = { ...week, ...((await sentBody(request)) as object) };
      return { body: { success: true, data: week } };
    },
    'POST /api/v2/auth/upload': () => ({
      body: { success: true, name: 'brands_n3w_1700000000001.jpg', message: 'Uploaded' },
    }),
    ...extra,
  });
}
