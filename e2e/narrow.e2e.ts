import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COMING_SOON, PUBLIC_SCREENS } from '../packages/console/src/app/routes/publicScreens';
import { SCREENS } from '../packages/console/src/app/routes/screens';
import { routeAccess } from '../packages/domain/src/access';
import { apiAs, shopperApiAs, type ListOf } from './support/api';
import { expectNoAxeViolations } from './support/browser';
import { createProduct } from './support/catalogue';
import { DEMO_PASSWORD } from './support/context';
import type { Page } from './support/deps';
import { openPhonePage } from './support/phone';
import { isInRunningShare } from './support/shards';
import { signIn } from './support/steps';

/**
 * Built screens this journey cannot open with a real value: their one-time tokens come by
 * mail and a visit spends or checks them (password.e2e.ts and signup.e2e.ts reach both
 * pages through the mail they send).
 */
const SKIPPED: Record<string, string> = {
  'auth/reset-password/:token': 'needs a mailed one-time reset token (password.e2e.ts)',
};

/**
 * Public screens opened with a token no mail carried: the page a bad or spent link shows
 * (on a computer the verification page checks the link in the console, no app link).
 */
const BAD_LINKS: Record<string, string> = {
  'auth/verify-email/:token': '/auth/verify-email/not-a-mailed-token',
};

/**
 * Edit pages open with the id of a real object: the first of its list, read through the API
 * as the console reads it (the key from /settings.js, the admin's token). A new screen with a
 * route parameter joins this table, ID_OF or SKIPPED, or the journey fails.
 */
const LIST_OF: Record<string, string> = {
  'colors/edit/:id': 'colors',
  'size/charts/edit/:id': 'size-charts',
  'size/charts/detail/:id': 'size-charts',
  'categories/edit/:id': 'categories',
  'web-event-groups/edit/:id': 'web-event-groups',
};

/** The demo designer's own coupon (the seed gives each brand one), which admin reads too. */
const demoDesignerCoupon = async () => {
  const designer = await apiAs('designer@runway.test');
  const { data } = await designer<ListOf<{ _id: string }>>(
    'GET',
    '/api/v2/designer/coupons?limit=1',
  );
  assert.ok(data.items[0], 'the demo designer has a coupon');
  return data.items[0]._id;
};

/**
 * Edit pages whose object must be the demo designer's (the admin's list would give any):
 * both the admin's and the designer's passes open them.
 */
const ID_OF: Record<string, () => Promise<string>> = {
  'coupon/:id': demoDesignerCoupon,
  'coupon/edit/:id': demoDesignerCoupon,
};

/**
 * Other route parameters, by name: a real object of the demo designer's (so that both the
 * admin and that designer may open it), read or made through the API.
 */
const PARAM_VALUES: Record<string, () => Promise<string>> = {
  // A show of the demo designer's: the event routes (detail, form, its looks, products and
  // carousel times) open it, not a not-found page.
  event_id: async () => {
    const designer = await apiAs('designer@runway.test');
    const { data } = await designer<ListOf<{ _id: string }>>('GET', '/api/v2/events?limit=1');
    assert.ok(data.items[0], 'the demo designer has an event');
    return data.items[0]._id;
  },
  look_id: async () => {
    const designer = await apiAs('designer@runway.test');
    const { data } = await designer<ListOf<{ _id: string }>>('GET', '/api/v2/looks?limit=1');
    if (data.items[0]) return data.items[0]._id;
    const made = await designer<{ data: { _id: string } }>('POST', '/api/v2/looks', {
      name: 'Narrow look',
    });
    return made.data._id;
  },
  // A designer's account: its detail and form; the shopper's detail shows its not-found page.
  user_id: async () => {
    const admin = await apiAs('admin@runway.test');
    const { data } = await admin<ListOf<{ _id: string }>>('GET', '/api/v2/designers?limit=1');
    assert.ok(data.items[0], 'the seed has a designer');
    return data.items[0]._id;
  },
  // An order of the demo designer's, placed by the demo shopper when there is none yet.
  couponId: demoDesignerCoupon,
  order_id: async () => {
    const designer = await apiAs('designer@runway.test');
    const { data } = await designer<ListOf<{ _id: string }>>('GET', '/api/v2/orders?limit=1');
    if (data.items[0]) return data.items[0]._id;
    const stamp = Date.now().toString(36).toUpperCase();
    const coat = await createProduct(designer, `Narrow coat ${stamp}`, `NC-${stamp}`);
    const shopper = await shopperApiAs('shopper@runway.test');
    const made = await shopper<{ data: { orders: { _id: string }[] } }>(
      'POST',
      '/api/v2/checkout',
      {
        lines: [{ productId: coat._id, sku: `NC-${stamp}-1`, quantity: 1 }],
        shippingAddress: {
          primaryAddress: '350 5th Ave',
          city: 'New York',
          state: 'NY',
          pincode: '10001',
          country: 'United States',
        },
      },
    );
    assert.ok(made.data.orders[0], 'the shopper placed an order');
    return made.data.orders[0]._id;
  },
  containerId: async () => {
    const admin = await apiAs('admin@runway.test');
    const { data } = await admin<ListOf<{ _id: string }>>('GET', '/api/v2/containers?limit=1');
    assert.ok(data.items[0], 'the seed has a Fashion Week');
    return data.items[0]._id;
  },
  entry_id: async () => {
    // Signing in is itself an entry of the audit log.
    const admin = await apiAs('admin@runway.test');
    const { data } = await admin<ListOf<{ _id: string }>>('GET', '/api/v2/audit?limit=1');
    assert.ok(data.items[0], 'the admin’s sign-in is in the audit log');
    return data.items[0]._id;
  },
  product_id: async () => {
    const designer = await apiAs('designer@runway.test');
    const { data } = await designer<ListOf<{ _id: string }>>('GET', '/api/v2/products?limit=1');
    assert.ok(data.items[0], 'the demo designer has a product');
    return data.items[0]._id;
  },
};

/** A web product of the demo designer's that belongs to a web event (the seed has some). */
let webShow: Promise<{ eventId: string; productId: string }> | undefined;
function aWebShow(): Promise<{ eventId: string; productId: string }> {
  webShow ??= (async () => {
    const designer = await apiAs('designer@runway.test');
    const { data } = await designer<ListOf<{ _id: string; webEventId: string | null }>>(
      'GET',
      '/api/v2/web-products?limit=100',
    );
    const product = data.items.find((item) => item.webEventId !== null);
    assert.ok(product?.webEventId, "the demo designer's web event has a web product");
    return { eventId: product.webEventId, productId: product._id };
  })();
  return webShow;
}

/**
 * Parameters whose objects depend on the route: the Web Plugin's `event_id` is a web event
 * and its `product_id` a web product (of that web event, for the routes that name both),
 * not the marketplace's. Keyed by the route's first segment; these win over PARAM_VALUES.
 */
const AREA_PARAM_VALUES: Record<string, Record<string, () => Promise<string>>> = {
  'web-event': {
    event_id: async () => (await aWebShow()).eventId,
    product_id: async () => (await aWebShow()).productId,
  },
  'web-product': {
    product_id: async () => (await aWebShow()).productId,
  },
};

async function withRealIds(paths: string[]): Promise<string[]> {
  const api = await apiAs('admin@runway.test');
  const values = new Map<string, Promise<string>>();
  const valueOf = (pattern: string, name: string) => {
    const area = pattern.split('/')[0] ?? '';
    const byArea = AREA_PARAM_VALUES[area]?.[name];
    const make = byArea ?? PARAM_VALUES[name];
    assert.ok(make, `:${name} needs a real value: add it to PARAM_VALUES`);
    const key = byArea ? `${area}:${name}` : name;
    if (!values.has(key)) values.set(key, make());
    return values.get(key)!;
  };
  return Promise.all(
    paths.map(async (path) => {
      const pattern = path.slice(1);
      if (!pattern.includes(':')) return path;
      let filled = path;
      for (const [, name = ''] of pattern.matchAll(/:([a-z_]+)/gi)) {
        if (name !== 'id') {
          filled = filled.replace(`:${name}`, await valueOf(pattern, name));
          continue;
        }
        const own = ID_OF[pattern];
        if (own) {
          filled = filled.replace(':id', await own());
          continue;
        }
        const list = LIST_OF[pattern];
        assert.ok(list, `${path} needs a real id: add it to LIST_OF, ID_OF or SKIPPED`);
        const { data } = await api<{ data: { items: { _id: string }[] } }>(
          'GET',
          `/api/v2/${list}?limit=1`,
        );
        const id = data.items[0]?._id;
        assert.ok(id, `no ${list} to open ${path} with`);
        filled = filled.replace(':id', id);
      }
      return filled;
    }),
  );
}

// A page of the frame that screens.ts does not list: the 404 page. (No signed-in route is
// still coming soon: '/orders' was one, and is a built screen now, opened with the rest.)
const FRAME_PAGES = ['/no-such-page'];

const built = Object.entries({ ...PUBLIC_SCREENS, ...SCREENS })
  .filter(([pattern, entry]) => entry !== COMING_SOON && !(pattern in SKIPPED))
  .map(([pattern]) => pattern);
const people = [
  { email: 'admin@runway.test', roles: ['admin'] },
  { email: 'designer@runway.test', roles: ['designer'] },
] as const;

/** The screens `roles` may open: public ones are visited without a session instead. */
function signedInPaths(roles: readonly string[]): string[] {
  return built
    .filter((pattern) => routeAccess(`/${pattern}`, null).kind !== 'public')
    .filter((pattern) => routeAccess(`/${pattern}`, { roles: [...roles] }).kind === 'allowed')
    .map((pattern) => `/${pattern}`);
}

/** The page is on screen: its one h1 shown and nothing still loading. */
async function settled(page: Page): Promise<void> {
  // The page's own h1, not the loading shell's ('Loading the console').
  await page
    .getByRole('heading', { level: 1 })
    .filter({ hasNotText: /^Loading/ })
    .first()
    .waitFor();
  // A busy table or card, or a spinner ('Loading the counts', 'Checking the link').
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"]') &&
      ![...document.querySelectorAll('[role="status"]')].some((node) =>
        /^(Loading|Checking)/.test(node.textContent ?? ''),
      ),
  );
}

/** Lists whose rows carry actions (edit, delete, open) for the admin: each must show some. */
const LISTS_WITH_ROW_ACTIONS = ['/look/view-looks', '/categories', '/size/charts', '/colors'];

/**
 * Every link and button in a list's rows lies inside the screen: reachable without
 * scrolling sideways (a row is a card on a phone). Returns how many it checked.
 */
async function expectRowActionsInReach(page: Page, path: string): Promise<number> {
  const { outside, checked } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside: string[] = [];
    let checked = 0;
    for (const row of document.querySelectorAll('table tbody tr')) {
      for (const action of row.querySelectorAll<HTMLElement>('a[href], button')) {
        const box = action.getBoundingClientRect();
        checked += 1;
        if (box.width === 0 || box.left < 0 || box.right > width) {
          const name = action.getAttribute('aria-label') ?? action.textContent ?? '';
          outside.push(`${name.trim()} (${Math.round(box.left)}–${Math.round(box.right)} px)`);
        }
      }
    }
    return { outside, checked };
  });
  assert.deepEqual(outside, [], `${path}: row actions out of reach at 375 px`);
  return checked;
}

async function expectFitsAPhone(page: Page, path: string, admin = false): Promise<void> {
  await page.goto(path);
  await settled(page);
  const actions = await expectRowActionsInReach(page, path);
  if (admin && LISTS_WITH_ROW_ACTIONS.includes(path)) {
    assert.ok(actions > 0, `${path}: the list's rows show their actions`);
  }
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  assert.ok(
    scrollWidth <= clientWidth,
    `${path} scrolls sideways at 375 px: ${scrollWidth} px wide in ${clientWidth} px`,
  );
  await expectNoAxeViolations(page, `${path} at 375 px`);
}

// The longest journey by far (every screen, for each person, with axe): each shard of the
// journeys opens its share of the screens (support/shards.ts), not one shard all of them.
describe('every built screen at 375 px', () => {
  it('fits a phone without a session, with no axe violation', async () => {
    const page = await openPhonePage();
    const publicPaths = built
      .filter((pattern) => routeAccess(`/${pattern}`, null).kind === 'public')
      .map((pattern) => BAD_LINKS[pattern] ?? `/${pattern}`);
    assert.ok(publicPaths.includes('/auth/verify-email/not-a-mailed-token'));
    assert.ok(publicPaths.includes('/auth/login') && publicPaths.includes('/authv2'));
    for (const [index, path] of [...publicPaths, ...FRAME_PAGES].entries()) {
      if (isInRunningShare(index)) await expectFitsAPhone(page, path);
    }
    await page.context().close();
  });

  for (const person of people) {
    it(`fits a phone for ${person.email}, with no axe violation`, async () => {
      const page = await openPhonePage();
      await signIn(page, person.email, DEMO_PASSWORD);
      const patterns = signedInPaths(person.roles);
      const paths = await withRealIds(patterns);
      assert.ok(paths.includes('/dashboard'));
      const admin = person.roles[0] === 'admin';
      for (const [index, path] of [...paths, ...FRAME_PAGES].entries()) {
        if (!isInRunningShare(index)) continue;
        await expectFitsAPhone(page, path, admin);
        // An event's routes open the real event: never the page of a missing one.
        if (patterns[index]?.includes(':event_id')) {
          const heading = await page
            .getByRole('heading', { level: 1 })
            .filter({ hasNotText: /^Loading/ })
            .first()
            .textContent();
          assert.doesNotMatch(heading ?? '', /not found/i, `${path} opens its event`);
        }
      }
      await page.context().close();
    });
  }
});
