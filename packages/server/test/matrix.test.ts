import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionTokens } from '../src/auth/sessionTokens';
import {
  categories,
  colors,
  containers,
  designers,
  events,
  looks,
  products,
  sizeCharts,
  users,
} from '../src/db/schema';
import {
  createTestApp,
  decryptBody,
  encryptBody,
  TEST_API_KEY,
  TEST_ENVELOPE_SECRET,
  type DemoKey,
  type TestApp,
} from './support/testApp';

/**
 * The authorisation matrix: every API route × every kind of caller, with the expected
 * allow or deny. "Allowed" means the call got past authorisation (any status but 401/403);
 * denied means 401 for anonymous callers and 403 for signed-in ones. A new route fails the
 * completeness check until it joins the table.
 */
type Caller =
  | 'anonymous'
  | 'shopper'
  | 'designer'
  | 'otherDesigner'
  | 'staff'
  | 'admin'
  // roles ['designer', 'member']: the first role is the effective one, so a designer (#10.13).
  | 'designerThenStaff';
const CALLERS: Caller[] = [
  'anonymous',
  'shopper',
  'designer',
  'otherDesigner',
  'staff',
  'admin',
  'designerThenStaff',
];
const EVERYONE = CALLERS;

type Ids = Record<
  | 'designer'
  | 'otherDesigner'
  | 'category'
  | 'color'
  | 'sizeChart'
  | 'product'
  | 'look'
  | 'event'
  | 'container',
  string
> & { productBody: (code: string) => object };
type Row = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** The concrete call; `caller` lets a payload be unique per caller. */
  request: (ids: Ids, caller: Caller) => { url?: string; payload?: object };
  allowed: Caller[];
};

/** An id no account has: a write to it is a 404, past authorisation. */
const NO_ONE = '0190a6d2-0000-7000-8000-000000000000';

const MATRIX: Row[] = [
  {
    method: 'POST',
    url: '/api/v2/auth/check_email',
    request: () => ({ payload: { email: 'admin@runway.test' } }),
    allowed: EVERYONE,
  },
  {
    method: 'POST',
    url: '/api/auth/login',
    // Good credentials: a failed login is a 401 of its own, not an authorisation denial.
    request: () => ({
      payload: { email: 'designer@runway.test', password: 'runway-demo-1', device_type: 'cms' },
    }),
    allowed: EVERYONE,
  },
  {
    method: 'POST',
    url: '/api/auth/forgot-password',
    request: () => ({ payload: { email: 'nobody@x.test', role: 'admin' } }),
    allowed: EVERYONE,
  },
  {
    method: 'POST',
    url: '/api/auth/resend-verification',
    request: () => ({ payload: { email: 'nobody@x.test' } }),
    allowed: EVERYONE,
  },
  {
    method: 'POST',
    url: '/api/auth/verify-token',
    request: () => ({ payload: { token: 'unknown' } }),
    allowed: EVERYONE,
  },
  {
    method: 'POST',
    url: '/api/auth/reset-password',
    request: () => ({ payload: { token: 'unknown', password: 'long-enough' } }),
    allowed: EVERYONE,
  },
  {
    method: 'POST',
    url: '/api/auth/verify_email',
    request: () => ({ payload: { hashedEmailCode: 'unknown' } }),
    allowed: EVERYONE,
  },
  {
    method: 'POST',
    url: '/api/user/change_password',
    request: () => ({ payload: { oldpassword: 'wrong', newpassword: 'long-enough' } }),
    allowed: ['shopper', 'designer', 'otherDesigner', 'staff', 'admin', 'designerThenStaff'],
  },
  {
    method: 'POST',
    url: '/api/auth/register',
    request: (_ids, caller) => ({
      payload: {
        fullName: 'Matrix Shopper',
        email: `shopper-${caller}@matrix.test`,
        password: 'long-enough',
        repeatPassword: 'long-enough',
      },
    }),
    allowed: EVERYONE,
  },
  {
    method: 'POST',
    url: '/api/v2/auth/web-user',
    request: (_ids, caller) => ({
      payload: {
        firstName: 'Matrix',
        email: `brand-${caller}@matrix.test`,
        password: 'long-enough',
      },
    }),
    allowed: EVERYONE,
  },
  {
    method: 'POST',
    url: '/api/auth/register-designer',
    request: (_ids, caller) => ({
      payload: { fullName: 'Matrix D', email: `apply-${caller}@matrix.test`, brandName: 'M' },
    }),
    allowed: EVERYONE,
  },
  {
    method: 'GET',
    url: '/api/auth/me',
    request: () => ({}),
    allowed: ['shopper', 'designer', 'otherDesigner', 'staff', 'admin', 'designerThenStaff'],
  },
  {
    method: 'POST',
    url: '/api/v2/user/runwayuser',
    request: (_ids, caller) => ({
      payload: { fullName: 'Matrix Member', email: `member-${caller}@matrix.test` },
    }),
    allowed: ['admin'],
  },
  {
    // The designer's own account: itself and an admin only.
    method: 'POST',
    url: '/api/v2/user/update-user',
    request: (ids) => ({ payload: { user_id: ids.designer, about: 'Matrix' } }),
    allowed: ['designer', 'admin'],
  },
  {
    method: 'POST',
    url: '/api/v2/user/get-user-by-id',
    request: (ids) => ({ payload: { user_id: ids.designer } }),
    allowed: ['designer', 'staff', 'admin'],
  },
  {
    method: 'POST',
    url: '/api/v2/order/validate_address',
    request: () => ({
      payload: {
        primaryAddress: '1 Main St',
        city: 'Austin',
        state: 'TX',
        pincode: '78701',
        country: 'United States',
      },
    }),
    allowed: EVERYONE,
  },
  { method: 'GET', url: '/api/miscellaneous', request: () => ({}), allowed: EVERYONE },
  {
    method: 'POST',
    url: '/api/v2/auth/upload',
    request: () => ({ payload: {} }),
    allowed: EVERYONE,
  },
  {
    method: 'GET',
    url: '/api/v2/auth/stripe',
    request: (ids) => ({ url: `/api/v2/auth/stripe?designerId=${ids.designer}` }),
    allowed: ['designer', 'admin'],
  },
  {
    method: 'GET',
    url: '/api/v2/designers',
    request: () => ({ url: '/api/v2/designers?applicationStatus=pending' }),
    allowed: ['staff', 'admin'],
  },
  // People (issue 20): admin and staff read and decide applications; only the admin
  // suspends, reactivates and re-invites. Writes are made harmless: a decision on the
  // approved demo designer is a 409, a suspension of an unknown id a 404.
  {
    method: 'GET',
    url: '/api/v2/designers/export',
    request: () => ({ url: '/api/v2/designers/export?applicationStatus=pending' }),
    allowed: ['staff', 'admin'],
  },
  {
    method: 'GET',
    url: '/api/v2/designers/:id',
    request: (ids) => ({ url: `/api/v2/designers/${ids.designer}` }),
    allowed: ['staff', 'admin'],
  },
  {
    method: 'POST',
    url: '/api/v2/designers/:id/approve',
    request: (ids) => ({ url: `/api/v2/designers/${ids.designer}/approve`, payload: {} }),
    allowed: ['staff', 'admin'],
  },
  {
    method: 'POST',
    url: '/api/v2/designers/:id/reject',
    request: (ids) => ({
      url: `/api/v2/designers/${ids.designer}/reject`,
      payload: { reason: 'Matrix' },
    }),
    allowed: ['staff', 'admin'],
  },
  {
    method: 'POST',
    url: '/api/v2/designers/approve',
    request: (ids) => ({ payload: { ids: [ids.designer] } }),
    allowed: ['staff', 'admin'],
  },
  {
    method: 'POST',
    url: '/api/v2/designers/reject',
    request: (ids) => ({ payload: { ids: [ids.designer], reason: 'Matrix' } }),
    allowed: ['staff', 'admin'],
  },
  ...(['designers', 'members', 'users'] as const).flatMap((path) =>
    (['suspend', 'reactivate'] as const).map((action): Row => ({
      method: 'POST',
      url: `/api/v2/${path}/:id/${action}`,
      request: () => ({ url: `/api/v2/${path}/${NO_ONE}/${action}`, payload: {} }),
      allowed: ['admin'],
    })),
  ),
  ...(['members', 'users'] as const).flatMap((path): Row[] => [
    {
      method: 'GET',
      url: `/api/v2/${path}`,
      request: () => ({ url: `/api/v2/${path}?status=active&search=runway` }),
      allowed: ['staff', 'admin'],
    },
    {
      method: 'GET',
      url: `/api/v2/${path}/:id`,
      request: () => ({ url: `/api/v2/${path}/${NO_ONE}` }),
      allowed: ['staff', 'admin'],
    },
  ]),
  {
    method: 'POST',
    url: '/api/v2/members/:id/resend-invitation',
    request: () => ({ url: `/api/v2/members/${NO_ONE}/resend-invitation`, payload: {} }),
    allowed: ['admin'],
  },
  {
    method: 'GET',
    url: '/api/v2/dashboard/summary',
    request: () => ({}),
    allowed: ['designer', 'otherDesigner', 'staff', 'admin', 'designerThenStaff'],
  },
  // The designer's own subscription (issue 20): designers only, never admin or staff.
  ...(
    [
      ['GET', '/api/v2/subscription'],
      ['POST', '/api/v2/subscription/checkout'],
      ['POST', '/api/v2/subscription/cancel'],
      ['POST', '/api/v2/subscription/resume'],
    ] as const
  ).map(([method, url]): Row => ({
    method,
    url,
    request: () => (method === 'POST' ? { payload: {} } : {}),
    allowed: ['designer', 'otherDesigner', 'designerThenStaff'],
  })),
];

const CONSOLE: Caller[] = ['designer', 'otherDesigner', 'staff', 'admin', 'designerThenStaff'];
const ADMIN_OR_STAFF: Caller[] = ['staff', 'admin'];

/**
 * The five routes of a reference data resource: every console role reads, admin and staff
 * write. Writes are made harmless (a new object per caller, an empty PATCH, a DELETE of an
 * unknown id) so the rows stay for the next caller.
 */
function referenceRows(
  path: string,
  id: (ids: Ids) => string,
  create: (caller: Caller) => object,
): Row[] {
  const unknownId = '01900000-0000-7000-8000-000000000000';
  return [
    { method: 'GET', url: path, request: () => ({}), allowed: CONSOLE },
    {
      method: 'GET',
      url: `${path}/:id`,
      request: (ids) => ({ url: `${path}/${id(ids)}` }),
      allowed: CONSOLE,
    },
    {
      method: 'POST',
      url: path,
      request: (_ids, caller) => ({ payload: create(caller) }),
      allowed: ADMIN_OR_STAFF,
    },
    {
      method: 'PATCH',
      url: `${path}/:id`,
      request: (ids) => ({ url: `${path}/${id(ids)}`, payload: {} }),
      allowed: ADMIN_OR_STAFF,
    },
    {
      method: 'DELETE',
      url: `${path}/:id`,
      request: () => ({ url: `${path}/${unknownId}` }),
      allowed: ADMIN_OR_STAFF,
    },
  ];
}

MATRIX.push(
  ...referenceRows(
    '/api/v2/size-charts',
    (ids) => ids.sizeChart,
    (caller) => ({ key: `matrix-${caller.toLowerCase()}`, name: 'Matrix', sizes: ['S'] }),
  ),
  ...referenceRows(
    '/api/v2/categories',
    (ids) => ids.category,
    (caller) => ({
      categoryId: 9000 + CALLERS.indexOf(caller),
      gender: 'Women',
      type: 'Clothing',
      category: 'Matrix',
      subCategory: caller,
      size: 'womens-alpha',
    }),
  ),
  ...referenceRows(
    '/api/v2/colors',
    (ids) => ids.color,
    (caller) => ({ name: `Matrix ${caller}` }),
  ),
);

/**
 * Products: every console role; a designer only their own (the designer's product is a 404
 * to the other designers, which is past authorisation). Admin and staff name the designer.
 */
{
  const path = '/api/v2/products';
  const unknownId = '01900000-0000-7000-8000-000000000000';
  MATRIX.push(
    { method: 'GET', url: path, request: () => ({}), allowed: CONSOLE },
    {
      method: 'GET',
      url: `${path}/:id`,
      request: (ids) => ({ url: `${path}/${ids.product}` }),
      allowed: CONSOLE,
    },
    {
      method: 'POST',
      url: path,
      request: (ids, caller) => ({
        payload: {
          ...ids.productBody(`MATRIX-${caller}`),
          ...(ADMIN_OR_STAFF.includes(caller) ? { designerId: ids.designer } : {}),
        },
      }),
      allowed: CONSOLE,
    },
    {
      method: 'PATCH',
      url: `${path}/:id`,
      request: (ids) => ({ url: `${path}/${ids.product}`, payload: {} }),
      allowed: CONSOLE,
    },
    {
      method: 'DELETE',
      url: `${path}/:id`,
      request: () => ({ url: `${path}/${unknownId}` }),
      allowed: CONSOLE,
    },
    {
      method: 'POST',
      url: `${path}/bulk`,
      // An unknown id: allowed callers get past authorisation to the all-or-nothing 404.
      request: () => ({ payload: { ids: [unknownId], action: 'status', status: 'draft' } }),
      allowed: CONSOLE,
    },
  );
}

/**
 * Looks: like products. The designer's look is a 404 to the other designers (past
 * authorisation); admin and staff name the designer when they create one.
 */
{
  const path = '/api/v2/looks';
  const unknownId = '01900000-0000-7000-8000-000000000000';
  MATRIX.push(
    { method: 'GET', url: path, request: () => ({}), allowed: CONSOLE },
    {
      method: 'GET',
      url: `${path}/:id`,
      request: (ids) => ({ url: `${path}/${ids.look}` }),
      allowed: CONSOLE,
    },
    {
      method: 'POST',
      url: path,
      request: (ids, caller) => ({
        payload: {
          name: `Matrix look ${caller}`,
          ...(ADMIN_OR_STAFF.includes(caller) ? { designerId: ids.designer } : {}),
        },
      }),
      allowed: CONSOLE,
    },
    {
      method: 'PATCH',
      url: `${path}/:id`,
      request: (ids) => ({ url: `${path}/${ids.look}`, payload: {} }),
      allowed: CONSOLE,
    },
    {
      method: 'PUT',
      url: `${path}/:id/products`,
      request: (ids) => ({
        url: `${path}/${ids.look}/products`,
        payload: { productIds: [ids.product] },
      }),
      allowed: CONSOLE,
    },
    {
      method: 'POST',
      url: `${path}/:id/products`,
      request: (ids) => ({
        url: `${path}/${ids.look}/products`,
        payload: { productIds: [ids.product] },
      }),
      allowed: CONSOLE,
    },
    {
      method: 'DELETE',
      url: `${path}/:id`,
      request: () => ({ url: `${path}/${unknownId}` }),
      allowed: CONSOLE,
    },
  );
}
/**
 * Events: like looks. The designer's event is a 404 to the other designers (past
 * authorisation); creating declares the subscription gate (402, never a 403 here).
 */
{
  const path = '/api/v2/events';
  const unknownId = '01900000-0000-7000-8000-000000000000';
  MATRIX.push(
    { method: 'GET', url: path, request: () => ({}), allowed: CONSOLE },
    {
      method: 'GET',
      url: `${path}/calendar`,
      request: () => ({
        url: `${path}/calendar?from=2026-07-01T00:00:00Z&to=2026-08-01T00:00:00Z`,
      }),
      allowed: CONSOLE,
    },
    {
      method: 'GET',
      url: `${path}/:id`,
      request: (ids) => ({ url: `${path}/${ids.event}` }),
      allowed: CONSOLE,
    },
    {
      method: 'POST',
      url: path,
      request: (ids, caller) => ({
        payload: {
          title: `Matrix event ${caller}`,
          ...(ADMIN_OR_STAFF.includes(caller) ? { designerId: ids.designer } : {}),
        },
      }),
      allowed: CONSOLE,
    },
    {
      method: 'PATCH',
      url: `${path}/:id`,
      request: (ids) => ({ url: `${path}/${ids.event}`, payload: {} }),
      allowed: CONSOLE,
    },
    {
      method: 'DELETE',
      url: `${path}/:id`,
      request: () => ({ url: `${path}/${unknownId}` }),
      allowed: CONSOLE,
    },
  );
}

/**
 * Carousel times of an event: its designer, admin and staff. Called on an id no event has:
 * a 404 past authorisation, as another designer's event is (carouselTimes.test.ts).
 */
{
  const url = '/api/v2/events/:id/carousel-times';
  const concrete = `/api/v2/events/${NO_ONE}/carousel-times`;
  MATRIX.push(
    { method: 'GET', url, request: () => ({ url: concrete }), allowed: CONSOLE },
    { method: 'PUT', url, request: () => ({ url: concrete, payload: [] }), allowed: CONSOLE },
  );
}
/**
 * The live chat's history: public (anonymous viewers read a public show's; the matrix's
 * event is a draft, a 404 past authorisation for all but its designer, admin and staff).
 * Deleting a message: the console roles (another designer's event is a 404).
 */
{
  const url = '/api/v2/events/:id/messages';
  MATRIX.push(
    {
      method: 'GET',
      url,
      request: (ids) => ({ url: `/api/v2/events/${ids.event}/messages` }),
      allowed: EVERYONE,
    },
    {
      method: 'DELETE',
      url: `${url}/:messageId`,
      request: (ids) => ({ url: `/api/v2/events/${ids.event}/messages/${NO_ONE}` }),
      allowed: CONSOLE,
    },
    {
      method: 'GET',
      url: '/api/v2/events/:id/live-summary',
      request: () => ({ url: `/api/v2/events/${NO_ONE}/live-summary` }),
      allowed: CONSOLE,
    },
  );
}
/**
 * The live viewer page's public read of a show: anyone (the matrix's event is a draft, a
 * 404 past authorisation for every caller).
 */
MATRIX.push({
  method: 'GET',
  url: '/api/v2/public/events/:id',
  request: (ids) => ({ url: `/api/v2/public/events/${ids.event}` }),
  allowed: EVERYONE,
});
/**
 * Fashion Weeks: everyone signed in reads (a designer or a shopper the published ones: the
 * week of the ids is published), admin and staff write. A week's events and web events are
 * listed for the console roles (a designer sees their own shows in it).
 */
{
  const path = '/api/v2/containers';
  const unknownId = '01900000-0000-7000-8000-000000000000';
  const SIGNED_IN: Caller[] = EVERYONE.filter((caller) => caller !== 'anonymous');
  MATRIX.push(
    { method: 'GET', url: path, request: () => ({}), allowed: SIGNED_IN },
    {
      method: 'GET',
      url: `${path}/:id`,
      request: (ids) => ({ url: `${path}/${ids.container}` }),
      allowed: SIGNED_IN,
    },
    {
      method: 'POST',
      url: path,
      request: (_ids, caller) => ({
        payload: {
          title: `Matrix week ${caller}`,
          city: 'Milan',
          startDate: '2026-09-10',
          endDate: '2026-09-17',
        },
      }),
      allowed: ADMIN_OR_STAFF,
    },
    {
      method: 'PATCH',
      url: `${path}/:id`,
      request: (ids) => ({ url: `${path}/${ids.container}`, payload: {} }),
      allowed: ADMIN_OR_STAFF,
    },
    {
      method: 'DELETE',
      url: `${path}/:id`,
      request: () => ({ url: `${path}/${unknownId}` }),
      allowed: ADMIN_OR_STAFF,
    },
    {
      method: 'GET',
      url: `${path}/:id/events`,
      request: (ids) => ({ url: `${path}/${ids.container}/events` }),
      allowed: CONSOLE,
    },
    {
      method: 'GET',
      url: `${path}/:id/web-events`,
      request: (ids) => ({ url: `${path}/${ids.container}/web-events` }),
      allowed: CONSOLE,
    },
  );
}
/**
 * The web plugin's resources: like events. Another designer's object is a 404 past
 * authorisation, so single-object calls use an id no one has; creating a web event declares
 * the subscription gate (402 for a designer without one, never a 403 here).
 */
for (const [path, body] of [
  [
    '/api/v2/web-products',
    { name: 'Matrix web product', price: 10, externalUrl: 'https://shop.example/p' },
  ],
  ['/api/v2/web-events', { title: 'Matrix web event' }],
  ['/api/v2/web-event-groups', { name: 'Matrix group' }],
] as const) {
  MATRIX.push(
    { method: 'GET', url: path, request: () => ({}), allowed: CONSOLE },
    {
      method: 'GET',
      url: `${path}/:id`,
      request: () => ({ url: `${path}/${NO_ONE}` }),
      allowed: CONSOLE,
    },
    {
      method: 'POST',
      url: path,
      request: (ids, caller) => ({
        payload: {
          ...body,
          ...(ADMIN_OR_STAFF.includes(caller) ? { designerId: ids.designer } : {}),
        },
      }),
      allowed: CONSOLE,
    },
    {
      method: 'PATCH',
      url: `${path}/:id`,
      request: () => ({ url: `${path}/${NO_ONE}`, payload: {} }),
      allowed: CONSOLE,
    },
    {
      method: 'DELETE',
      url: `${path}/:id`,
      request: () => ({ url: `${path}/${NO_ONE}` }),
      allowed: CONSOLE,
    },
  );
}
{
  const url = '/api/v2/web-events/:id/carousel-times';
  const concrete = `/api/v2/web-events/${NO_ONE}/carousel-times`;
  MATRIX.push(
    { method: 'GET', url, request: () => ({ url: concrete }), allowed: CONSOLE },
    { method: 'PUT', url, request: () => ({ url: concrete, payload: [] }), allowed: CONSOLE },
  );
}
/**
 * Coupons (issue 32; decision 0039): /api/v2/coupons is admin and staff's (spec section 6:
 * coupon list, add-coupon and coupon/:id refuse designers); /api/v2/designer/coupons is a
 * designer's own (admin and staff are refused there). Single objects use an id no one has.
 */
const DESIGNERS: Caller[] = ['designer', 'otherDesigner', 'designerThenStaff'];
for (const [path, allowed] of [
  ['/api/v2/coupons', ADMIN_OR_STAFF],
  ['/api/v2/designer/coupons', DESIGNERS],
] as const) {
  const one = `${path}/${NO_ONE}`;
  MATRIX.push(
    { method: 'GET', url: path, request: () => ({}), allowed: [...allowed] },
    { method: 'GET', url: `${path}/:id`, request: () => ({ url: one }), allowed: [...allowed] },
    {
      method: 'POST',
      url: path,
      request: (_ids, caller) => ({
        payload: { code: `MATRIX-${caller}`, type: 'percent', value: 10 },
      }),
      allowed: [...allowed],
    },
    {
      method: 'PATCH',
      url: `${path}/:id`,
      request: () => ({ url: one, payload: {} }),
      allowed: [...allowed],
    },
    { method: 'DELETE', url: `${path}/:id`, request: () => ({ url: one }), allowed: [...allowed] },
    {
      method: 'POST',
      url: `${path}/:id/codes`,
      request: () => ({ url: `${one}/codes`, payload: { count: 1 } }),
      allowed: [...allowed],
    },
    {
      method: 'GET',
      url: `${path}/:id/codes`,
      request: () => ({ url: `${one}/codes` }),
      allowed: [...allowed],
    },
    {
      method: 'PATCH',
      url: `${path}/:id/codes`,
      request: () => ({ url: `${one}/codes`, payload: { status: 'inactive' } }),
      allowed: [...allowed],
    },
    {
      method: 'PATCH',
      url: `${path}/:id/codes/:codeId`,
      request: () => ({ url: `${one}/codes/${NO_ONE}`, payload: { status: 'inactive' } }),
      allowed: [...allowed],
    },
    {
      method: 'GET',
      url: `${path}/:id/usage`,
      request: () => ({ url: `${one}/usage` }),
      allowed: [...allowed],
    },
  );
}
/**
 * Notifications (issue 33; decision 0046): admin and staff compose, edit, cancel and send
 * them; every signed-in account reads its own inbox and a shopper asks to be reminded.
 */
{
  const path = '/api/v2/notifications';
  const one = `${path}/${NO_ONE}`;
  const signedIn = EVERYONE.filter((caller) => caller !== 'anonymous');
  MATRIX.push(
    { method: 'GET', url: path, request: () => ({}), allowed: ADMIN_OR_STAFF },
    { method: 'GET', url: `${path}/:id`, request: () => ({ url: one }), allowed: ADMIN_OR_STAFF },
    {
      method: 'POST',
      url: path,
      request: () => ({
        payload: { title: 'Matrix', body: 'Body', audience: 'selected', userIds: [NO_ONE] },
      }),
      allowed: ADMIN_OR_STAFF,
    },
    {
      method: 'PATCH',
      url: `${path}/:id`,
      request: () => ({ url: one, payload: {} }),
      allowed: ADMIN_OR_STAFF,
    },
    {
      method: 'DELETE',
      url: `${path}/:id`,
      request: () => ({ url: one }),
      allowed: ADMIN_OR_STAFF,
    },
    {
      method: 'POST',
      url: `${path}/:id/send`,
      request: () => ({ url: `${one}/send` }),
      allowed: ADMIN_OR_STAFF,
    },
    { method: 'GET', url: '/api/v2/inbox', request: () => ({}), allowed: signedIn },
    { method: 'GET', url: '/api/v2/inbox/unread-count', request: () => ({}), allowed: signedIn },
    { method: 'POST', url: '/api/v2/inbox/read-all', request: () => ({}), allowed: signedIn },
    {
      method: 'POST',
      url: '/api/v2/inbox/:id/read',
      request: () => ({ url: `/api/v2/inbox/${NO_ONE}/read` }),
      allowed: signedIn,
    },
    {
      method: 'POST',
      url: '/api/v2/public/events/:id/reminders',
      request: () => ({ url: `/api/v2/public/events/${NO_ONE}/reminders` }),
      allowed: signedIn,
    },
    {
      method: 'GET',
      url: '/api/v2/public/events/:id/reminders',
      request: () => ({ url: `/api/v2/public/events/${NO_ONE}/reminders` }),
      allowed: signedIn,
    },
    {
      method: 'POST',
      url: '/api/v2/public/events/:id/email-reminders',
      request: () => ({
        url: `/api/v2/public/events/${NO_ONE}/email-reminders`,
        payload: { email: 'matrix@example.test' },
      }),
      allowed: EVERYONE,
    },
    {
      method: 'GET',
      url: '/api/v2/public/reminders/verify',
      request: () => ({ url: '/api/v2/public/reminders/verify?token=unknown' }),
      allowed: EVERYONE,
    },
  );
}
/** The audit log (issue 34; decision 0050): admin only, read only. */
{
  const path = '/api/v2/audit';
  MATRIX.push(
    { method: 'GET', url: path, request: () => ({}), allowed: ['admin'] },
    { method: 'GET', url: `${path}/export`, request: () => ({}), allowed: ['admin'] },
    { method: 'GET', url: `${path}/people`, request: () => ({}), allowed: ['admin'] },
    {
      method: 'GET',
      url: `${path}/:id`,
      request: () => ({ url: `${path}/${NO_ONE}` }),
      allowed: ['admin'],
    },
  );
}
/** The player's public calls: anyone with the API key, no token. */
MATRIX.push(
  {
    method: 'GET',
    url: '/api/v2/public/web-events/:id',
    request: () => ({ url: `/api/v2/public/web-events/${NO_ONE}` }),
    allowed: EVERYONE,
  },
  {
    method: 'GET',
    url: '/api/v2/public/web-event-groups/:id',
    request: () => ({ url: `/api/v2/public/web-event-groups/${NO_ONE}` }),
    allowed: EVERYONE,
  },
  {
    method: 'POST',
    url: '/api/v2/public/player-events',
    request: () => ({
      payload: { type: 'session-start', webEventId: NO_ONE, viewerId: NO_ONE },
    }),
    allowed: EVERYONE,
  },
);
/** The bulk import and its downloads, and the product export: every console role. */
MATRIX.push(
  {
    method: 'POST',
    url: '/api/v2/import',
    request: () => ({ url: '/api/v2/import?dryRun=true', payload: { products: '[]' } }),
    allowed: CONSOLE,
  },
  { method: 'GET', url: '/api/v2/import/template', request: () => ({}), allowed: CONSOLE },
  { method: 'GET', url: '/api/v2/import/allowed-values', request: () => ({}), allowed: CONSOLE },
  { method: 'GET', url: '/api/v2/products/export', request: () => ({}), allowed: CONSOLE },
  {
    method: 'POST',
    url: '/api/v2/products/export',
    request: () => ({ payload: { ids: ['01900000-0000-7000-8000-000000000000'] } }),
    allowed: CONSOLE,
  },
);

/**
 * A shopper's checkout (role user only: a console account is refused) and their own orders
 * (anyone signed in: only their own); the viewer's product reads and cart events: anyone.
 * The checkout names a product no one has: a 409 past authorisation.
 */
MATRIX.push(
  {
    method: 'POST',
    url: '/api/v2/checkout',
    request: () => ({
      payload: {
        lines: [{ productId: NO_ONE, sku: 'MATRIX', quantity: 1 }],
        shippingAddress: {
          primaryAddress: '350 5th Ave',
          city: 'New York',
          state: 'NY',
          pincode: '10118',
          country: 'US',
        },
      },
    }),
    allowed: ['shopper'],
  },
  {
    // The buyer apps' one-designer checkout: the same request, role user only.
    method: 'POST',
    url: '/api/v2/orders',
    request: () => ({
      payload: {
        lines: [{ productId: NO_ONE, sku: 'MATRIX', quantity: 1 }],
        shippingAddress: {
          primaryAddress: '350 5th Ave',
          city: 'New York',
          state: 'NY',
          pincode: '10118',
          country: 'US',
        },
      },
    }),
    allowed: ['shopper'],
  },
  {
    // An admin's retry of a failed transfer (decision 0034): an order no one has is a 404.
    method: 'POST',
    url: '/api/v2/orders/:id/transfer',
    request: () => ({ url: `/api/v2/orders/${NO_ONE}/transfer` }),
    allowed: ['admin'],
  },
  {
    method: 'GET',
    url: '/api/v2/my/orders',
    request: () => ({}),
    allowed: EVERYONE.filter((caller) => caller !== 'anonymous'),
  },
  {
    method: 'GET',
    url: '/api/v2/my/orders/:id',
    request: () => ({ url: `/api/v2/my/orders/${NO_ONE}` }),
    allowed: EVERYONE.filter((caller) => caller !== 'anonymous'),
  },
  {
    method: 'GET',
    url: '/api/v2/public/products',
    request: (ids) => ({ url: `/api/v2/public/products?ids=${ids.product}` }),
    allowed: EVERYONE,
  },
  {
    method: 'GET',
    url: '/api/v2/public/products/:id',
    request: () => ({ url: `/api/v2/public/products/${NO_ONE}` }),
    allowed: EVERYONE,
  },
  {
    method: 'POST',
    url: '/api/v2/public/cart-events',
    request: (ids) => ({
      payload: { eventId: ids.event, productId: ids.product, sku: 'MATRIX', quantity: 1 },
    }),
    allowed: EVERYONE,
  },
);

const DEMO_OF: Record<Exclude<Caller, 'anonymous' | 'designerThenStaff'>, DemoKey> = {
  shopper: 'shopper',
  designer: 'designer',
  otherDesigner: 'atelier',
  staff: 'staff',
  admin: 'admin',
};

/**
 * The reports (issue 33): admin and staff every order, a designer their own (naming another
 * designer is a 404, past authorisation).
 */
MATRIX.push({
  method: 'GET',
  url: '/api/v2/reports/orders',
  request: () => ({ url: '/api/v2/reports/orders?preset=7d' }),
  allowed: CONSOLE,
});
MATRIX.push(
  {
    method: 'GET',
    url: '/api/v2/reports/events',
    request: () => ({ url: '/api/v2/reports/events?preset=7d' }),
    allowed: CONSOLE,
  },
  {
    method: 'GET',
    url: '/api/v2/reports/events/:id',
    request: () => ({ url: `/api/v2/reports/events/${NO_ONE}` }),
    allowed: CONSOLE,
  },
  {
    method: 'GET',
    url: '/api/v2/reports/web-events',
    request: () => ({ url: '/api/v2/reports/web-events?preset=7d' }),
    allowed: CONSOLE,
  },
);

/**
 * The order desk (issue 30): admin, staff and designers (their own orders; another's is a
 * 404, past authorisation); shoppers have /my/orders. Calls name an order no one has.
 */
MATRIX.push(
  { method: 'GET', url: '/api/v2/orders', request: () => ({}), allowed: CONSOLE },
  {
    method: 'GET',
    url: '/api/v2/orders/:id',
    request: () => ({ url: `/api/v2/orders/${NO_ONE}` }),
    allowed: CONSOLE,
  },
  {
    method: 'PATCH',
    url: '/api/v2/orders/:id',
    request: () => ({ url: `/api/v2/orders/${NO_ONE}`, payload: { status: 'processing' } }),
    allowed: CONSOLE,
  },
  {
    method: 'POST',
    url: '/api/v2/orders/:id/notes',
    request: () => ({ url: `/api/v2/orders/${NO_ONE}/notes`, payload: { text: 'Matrix' } }),
    allowed: CONSOLE,
  },
  {
    method: 'POST',
    url: '/api/v2/orders/:id/refunds',
    request: () => ({
      url: `/api/v2/orders/${NO_ONE}/refunds`,
      payload: { lines: [{ sku: 'MATRIX', quantity: 1 }], reason: 'other', restock: false },
    }),
    allowed: CONSOLE,
  },
  // A designer's own statement; admin and staff name the designer.
  {
    method: 'GET',
    url: '/api/v2/payouts',
    request: (ids, caller) => ({
      url: ADMIN_OR_STAFF.includes(caller)
        ? `/api/v2/payouts?designerId=${ids.designer}`
        : '/api/v2/payouts',
    }),
    allowed: CONSOLE,
  },
  // The marketplace's commission over a range: admin and staff.
  {
    method: 'GET',
    url: '/api/v2/payouts/commission',
    request: () => ({ url: '/api/v2/payouts/commission?from=2026-01-01&to=2026-01-31' }),
    allowed: ADMIN_OR_STAFF,
  },
);

let t: TestApp;
let ids: Ids;
let designerThenStaffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const idOf = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;
  const { db } = t.database;
  ids = {
    designer: await idOf('designer@runway.test'),
    otherDesigner: await idOf('atelier@runway.test'),
    category: (await db.select().from(categories).limit(1))[0]!.id,
    color: (await db.select().from(colors).limit(1))[0]!.id,
    sizeChart: (await db.select().from(sizeCharts).limit(1))[0]!.id,
    product: '',
    look: '',
    event: '',
    container: '',
    productBody: () => ({}),
  };
  const [category] = await db
    .select({ categoryId: categories.categoryId, sizes: sizeCharts.sizes })
    .from(categories)
    .innerJoin(sizeCharts, eq(sizeCharts.key, categories.size))
    .limit(1);
  const [color] = await db.select({ name: colors.name }).from(colors).limit(1);
  ids.productBody = (code) => ({
    categoryId: category!.categoryId,
    productBrand: 'Matrix',
    productName: 'Matrix product',
    productCode: code,
    productPrice: 10,
    productTax: 0,
    description: 'Matrix',
    colors: [{ color: color!.name, sizes: [{ size: category!.sizes[0], quantity: 1, sku: code }] }],
  });
  const [product] = await db
    .insert(products)
    .values({
      designerId: ids.designer,
      productCode: 'MATRIX-OWN',
      productName: 'Matrix own',
      productPrice: 10,
      categoryId: category!.categoryId,
    })
    .returning();
  ids.product = product!.id;
  const [look] = await db
    .insert(looks)
    .values({ designerId: ids.designer, name: 'Matrix look' })
    .returning();
  ids.look = look!.id;
  const [event] = await db
    .insert(events)
    .values({ designerId: ids.designer, title: 'Matrix event' })
    .returning();
  ids.event = event!.id;
  const [container] = await db
    .insert(containers)
    .values({
      title: 'Matrix week',
      city: 'Milan',
      startDate: '2026-09-10',
      endDate: '2026-09-17',
      status: 'published',
    })
    .returning();
  ids.container = container!.id;
  // Not a demo account: inserted here, with a session signed as the login would sign it.
  const [mixed] = await t.database.db
    .insert(users)
    .values({
      email: 'designer-then-staff@matrix.test',
      fullName: 'Mixed Roles',
      roles: ['designer', 'member'],
      subRoles: ['Designer'],
      emailVerifiedAt: new Date(),
    })
    .returning();
  await t.database.db.insert(designers).values({ userId: mixed!.id, brandName: 'Mixed' });
  designerThenStaffToken = await createSessionTokens(t.config.jwtSecret).sign({
    sub: mixed!.id,
    roles: mixed!.roles,
    ver: mixed!.tokenVersion,
  });
});

/** The session of a caller: none for anonymous, a demo login, or the inserted account's. */
async function tokenOf(caller: Caller): Promise<string | null> {
  if (caller === 'anonymous') return null;
  if (caller === 'designerThenStaff') return designerThenStaffToken;
  return t.tokenOf(DEMO_OF[caller]);
}
afterAll(() => t.close());

describe('the authorisation matrix', () => {
  it('covers every API route the server declares', () => {
    const declared = t.app.endpointTable.map((route) => `${route.method} ${route.url}`).sort();
    const tabled = MATRIX.map((row) => `${row.method} ${row.url}`).sort();
    expect(tabled).toEqual(declared);
  });

  for (const row of MATRIX) {
    it(`${row.method} ${row.url}`, async () => {
      const outcome: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const caller of CALLERS) {
        const { url, payload } = row.request(ids, caller);
        const token = await tokenOf(caller);
        const response = await t.call({ method: row.method, url: url ?? row.url, payload, token });
        const denied = response.statusCode === 401 || response.statusCode === 403;
        outcome[caller] = denied ? `deny ${response.statusCode}` : 'allow';
        const allow = row.allowed.includes(caller);
        expected[caller] = allow ? 'allow' : `deny ${caller === 'anonymous' ? 401 : 403}`;
      }
      expect(outcome).toEqual(expected);
    });
  }
});

describe("#10.13 an account whose roles are ['designer', 'member']", () => {
  it('#10.13 is refused the admin-or-staff routes and sees only its own dashboard', async () => {
    const token = await tokenOf('designerThenStaff');
    const list = await t.call({ method: 'GET', url: '/api/v2/designers', token });
    expect(list.statusCode).toBe(403);
    const other = await t.call({
      method: 'POST',
      url: '/api/v2/user/get-user-by-id',
      payload: { user_id: ids.designer },
      token,
    });
    expect(other.statusCode).toBe(403);
    const summary = await t.call({ method: 'GET', url: '/api/v2/dashboard/summary', token });
    expect(summary.json().summary.scope).toBe('designer');
  });

  it('is tabled like a designer other than the designer of the ids', () => {
    for (const row of MATRIX) {
      expect(row.allowed.includes('designerThenStaff'), `${row.method} ${row.url}`).toBe(
        row.allowed.includes('otherDesigner'),
      );
    }
  });
});

describe('the envelope on every JSON route', () => {
  // The same calls as the console makes them: body in encryptBody, answer in encreptedData.
  // The CSV downloads answer text/csv, never JSON: there is nothing to seal.
  const notJson = new Set([
    '/api/v2/auth/upload',
    '/api/v2/import/template',
    '/api/v2/import/allowed-values',
    '/api/v2/products/export',
    '/api/v2/designers/export',
    '/api/v2/audit/export',
  ]);
  for (const row of MATRIX.filter((entry) => !notJson.has(entry.url))) {
    it(`${row.method} ${row.url}`, async () => {
      const { url, payload } = row.request(ids, 'admin');
      const plain = await t.call({
        method: row.method,
        url: url ?? row.url,
        payload,
        token: await t.tokenOf('admin'),
      });
      const sealed = await t.app.inject({
        method: row.method,
        url: url ?? row.url,
        headers: { api_key: TEST_API_KEY, authorization: `Bearer ${await t.tokenOf('admin')}` },
        ...(payload
          ? { payload: { encryptBody: encryptBody(payload, TEST_ENVELOPE_SECRET) } }
          : {}),
      });
      expect(Object.keys(sealed.json())).toEqual(['encreptedData']);
      const opened = decryptBody<{ success: boolean }>(
        sealed.json().encreptedData,
        TEST_ENVELOPE_SECRET,
      );
      expect(opened.ok).toBe(true);
      // Calls that create something answer 409 the second time; the rest answer alike.
      const created = plain.statusCode === 200 || plain.statusCode === 201;
      const expected = created && sealed.statusCode === 409 ? 409 : plain.statusCode;
      expect(sealed.statusCode).toBe(expected);
      expect(opened.ok && typeof opened.value.success).toBe('boolean');
    });
  }
});
