import type {
  ApiUser,
  ApiWebEvent,
  ApiWebEventGroup,
  ApiWebProduct,
} from '@runway-live/domain/api';
import { fakeServer, pageAnswer, sentBody, type FakeHandler } from '../../test/fakeServer';
import { designerUser } from '../../test/users';
import { at, dress } from '../products/testing';

export const WEB_EVENT_ID = '01930000-0000-7000-8000-0000000000f1';
export const OTHER_WEB_EVENT_ID = '01930000-0000-7000-8000-0000000000f2';
export const GROUP_ID = '01930000-0000-7000-8000-0000000000f9';
export const BAG_ID = '01930000-0000-7000-8000-0000000000a1';
export const SCARF_ID = '01930000-0000-7000-8000-0000000000a2';

/** A draft web event of the designer's, with one web product. */
export const springShow: ApiWebEvent = {
  _id: WEB_EVENT_ID,
  designerId: designerUser._id,
  containerId: null,
  groupId: null,
  title: 'Spring on the site',
  description: 'The spring collection, on the brand’s own site.',
  coverImage: '',
  scheduledAt: '2026-07-01T23:00:00.000Z',
  timeZone: 'America/New_York',
  durationMinutes: 60,
  streamUrl: '',
  replayUrl: 'https://cdn.example/spring.mp4',
  captionsUrl: '',
  chatEnabled: true,
  embed: { allowedOrigins: ['https://brand.example'] },
  status: 'draft',
  productIds: [BAG_ID],
  ...at,
};

export const autumnShow: ApiWebEvent = {
  ...springShow,
  _id: OTHER_WEB_EVENT_ID,
  title: 'Autumn on the site',
  status: 'published',
  embed: { allowedOrigins: ['https://shop.example'] },
  productIds: [],
};

export const bag: ApiWebProduct = {
  _id: BAG_ID,
  designerId: designerUser._id,
  webEventId: WEB_EVENT_ID,
  name: 'Leather tote',
  price: 129.5,
  currency: 'EUR',
  images: [],
  externalUrl: 'https://brand.example/tote',
  productId: null,
  status: 'active',
  ...at,
};

export const scarf: ApiWebProduct = {
  ...bag,
  _id: SCARF_ID,
  webEventId: null,
  name: 'Silk scarf',
  price: 45,
  currency: 'USD',
  externalUrl: 'https://brand.example/scarf',
};

export const group: ApiWebEventGroup = {
  _id: GROUP_ID,
  designerId: designerUser._id,
  name: 'The season',
  description: '',
  webEventIds: [WEB_EVENT_ID, OTHER_WEB_EVENT_ID],
  ...at,
};

const data = (value: unknown) => ({ body: { success: true, data: value } });

/**
 * The Web Plugin's API as the server answers it for `user`: web events, web products and
 * a group, each PATCH keeping what it was sent; `extra` adds or replaces routes.
 */
export function webPluginServer(
  user: ApiUser = designerUser,
  extra: Record<string, FakeHandler> = {},
) {
  let show = springShow;
  let theGroup = group;
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user } }),
    'GET /api/v2/web-events': () => pageAnswer([show, autumnShow]),
    [`GET /api/v2/web-events/${WEB_EVENT_ID}`]: () => data(show),
    [`GET /api/v2/web-events/${OTHER_WEB_EVENT_ID}`]: () => data(autumnShow),
    'POST /api/v2/web-events': async (request) => ({
      status: 201,
      body: {
        success: true,
        data: { ...show, ...((await sentBody(request)) as object), status: 'draft' },
      },
    }),
    [`PATCH /api/v2/web-events/${WEB_EVENT_ID}`]: async (request) => {
      show = { ...show, ...((await sentBody(request)) as Partial<ApiWebEvent>) };
      return data(show);
    },
    'GET /api/v2/web-products': (request) =>
      pageAnswer(
        new URL(request.url).searchParams.get('webEventId') === WEB_EVENT_ID ? [bag] : [bag, scarf],
      ),
    [`GET /api/v2/web-products/${BAG_ID}`]: () => data(bag),
    'POST /api/v2/web-products': async (request) => ({
      status: 201,
      body: { success: true, data: { ...scarf, ...((await sentBody(request)) as object) } },
    }),
    [`PATCH /api/v2/web-products/${BAG_ID}`]: async (request) =>
      data({ ...bag, ...((await sentBody(request)) as object) }),
    'GET /api/v2/web-event-groups': () => pageAnswer([theGroup]),
    [`GET /api/v2/web-event-groups/${GROUP_ID}`]: () => data(theGroup),
    [`PATCH /api/v2/web-event-groups/${GROUP_ID}`]: async (request) => {
      theGroup = { ...theGroup, ...((await sentBody(request)) as Partial<ApiWebEventGroup>) };
      return data(theGroup);
    },
    'GET /api/v2/containers': () => pageAnswer([]),
    // The designer's products on sale, which a web product may be sold as (decision 0033).
    'GET /api/v2/products': () => pageAnswer([dress]),
    ...extra,
  });
}
