import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_LIST_FILTERS } from '@runway-live/domain/api';
import { designers, events, looks, orders, products, users } from '../src/db/schema';
import { LIST_COUNT_CAP } from '../src/lists/listPage';
import { createTestApp, type DemoKey, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const summaryOf = async (who: DemoKey) => {
  const response = await t.call({
    method: 'GET',
    url: '/api/v2/dashboard/summary',
    token: await t.tokenOf(who),
  });
  expect(response.statusCode).toBe(200);
  return response.json().summary;
};
const idOf = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

describe('GET /api/v2/dashboard/summary', () => {
  it('gives the admin and the staff the marketplace counts of the demo seed', async () => {
    const expected = {
      scope: 'marketplace',
      // Three demo brands (one past due), no application waiting; one shopper (the users
      // list holds the buying apps' accounts, not the six accounts of every kind).
      designers: 3,
      pendingApplications: 0,
      users: 1,
      events: 3,
      products: 8,
      // Two looks per demo brand.
      looks: 4,
      orders: 2,
      capped: [],
    };
    const { db } = t.database;
    const [[e], [p], [l], [o]] = await Promise.all([
      // The seed's rehearsal is a private test show, in no count.
      db.select({ n: count() }).from(events).where(eq(events.rehearsal, false)),
      db.select({ n: count() }).from(products),
      db.select({ n: count() }).from(looks),
      db.select({ n: count() }).from(orders),
    ]);
    expect({ events: e!.n, products: p!.n, looks: l!.n, orders: o!.n }).toEqual({
      events: expected.events,
      products: expected.products,
      looks: expected.looks,
      orders: expected.orders,
    });
    expect(await summaryOf('admin')).toEqual(expected);
    expect(await summaryOf('staff')).toEqual(expected);
  });

  it('counts a pending application once it arrives', async () => {
    const [user] = await t.database.db
      .insert(users)
      .values({ email: 'iris@vale.test', fullName: 'Iris Vale', roles: ['designer'] })
      .returning();
    await t.database.db
      .insert(designers)
      .values({ userId: user!.id, brandName: 'Vale', applicationStatus: 'pending' });
    expect(await summaryOf('admin')).toMatchObject({
      designers: 4,
      pendingApplications: 1,
      users: 1,
    });
  });

  it("gives a designer only its own counts, never another designer's", async () => {
    const designerId = await idOf('designer@runway.test');
    const atelierId = await idOf('atelier@runway.test');
    const own = async (designer: string) => {
      const { db } = t.database;
      const shows = and(eq(events.designerId, designer), eq(events.rehearsal, false));
      const [[e], [p], [l], [o], [s]] = await Promise.all([
        db.select({ n: count() }).from(events).where(shows),
        db.select({ n: count() }).from(products).where(eq(products.designerId, designer)),
        db.select({ n: count() }).from(looks).where(eq(looks.designerId, designer)),
        db.select({ n: count() }).from(orders).where(eq(orders.designerId, designer)),
        db
          .select({ n: count() })
          .from(events)
          .where(and(shows, inArray(events.status, ['scheduled', 'live', 'ended']))),
      ]);
      return {
        scope: 'designer',
        events: e!.n,
        products: p!.n,
        looks: l!.n,
        orders: o!.n,
        scheduledShows: s!.n,
        capped: [],
      };
    };
    const before = await summaryOf('designer');
    expect(before).toEqual(await own(designerId));
    expect(before).toEqual({
      scope: 'designer',
      events: 2,
      products: 5,
      looks: 2,
      orders: 1,
      scheduledShows: 2,
      capped: [],
    });
    expect(await summaryOf('atelier')).toEqual({
      scope: 'designer',
      events: 1,
      products: 3,
      looks: 2,
      orders: 1,
      scheduledShows: 0,
      capped: [],
    });

    // Another brand's new event moves its count and the marketplace's, not this designer's.
    await t.database.db.insert(events).values({ designerId: atelierId, title: 'Nord Preview' });
    expect(await summaryOf('designer')).toEqual(before);
    expect((await summaryOf('atelier')).events).toBe(2);
    expect((await summaryOf('admin')).events).toBe(4);
  });

  it('counts what the list behind each tile shows, with the filter its "View all" opens', async () => {
    const totalOf = async (who: DemoKey, path: string, filter: Record<string, string> = {}) => {
      const query = new URLSearchParams(filter).toString();
      const response = await t.call({
        method: 'GET',
        url: query ? `${path}?${query}` : path,
        token: await t.tokenOf(who),
      });
      expect(response.statusCode).toBe(200);
      return response.json().data.total as number;
    };
    const admin = await summaryOf('admin');
    expect(admin).toMatchObject({
      designers: await totalOf('admin', '/api/v2/designers'),
      pendingApplications: await totalOf(
        'admin',
        '/api/v2/designers',
        DASHBOARD_LIST_FILTERS.pendingApplications,
      ),
      users: await totalOf('admin', '/api/v2/users'),
      events: await totalOf('admin', '/api/v2/events', DASHBOARD_LIST_FILTERS.events),
      products: await totalOf('admin', '/api/v2/products'),
      looks: await totalOf('admin', '/api/v2/looks'),
    });
    const designer = await summaryOf('designer');
    expect(designer).toMatchObject({
      events: await totalOf('designer', '/api/v2/events', DASHBOARD_LIST_FILTERS.events),
      products: await totalOf('designer', '/api/v2/products'),
      looks: await totalOf('designer', '/api/v2/looks'),
    });
    // The filter matters: the designer's rehearsal is on the unfiltered list, not counted.
    expect(await totalOf('designer', '/api/v2/events')).toBe(designer.events + 1);
    expect(await totalOf('admin', '/api/v2/orders')).toBe(admin.orders);
    expect(await totalOf('designer', '/api/v2/orders')).toBe(designer.orders);
  });

  it('says which counts stopped at the lists’ count cap, as the lists do (decision 0038)', async () => {
    const atelierId = await idOf('atelier@runway.test');
    const many = LIST_COUNT_CAP + 1;
    await t.database.db.execute(
      sql`insert into looks (id, designer_id, name) select gen_random_uuid(), ${atelierId}, 'Bulk look ' || n from generate_series(1, ${many}) n`,
    );
    try {
      const atelier = await summaryOf('atelier');
      expect(atelier).toMatchObject({ looks: LIST_COUNT_CAP, products: 3, capped: ['looks'] });
      expect(await summaryOf('admin')).toMatchObject({ looks: LIST_COUNT_CAP, capped: ['looks'] });
      expect((await summaryOf('designer')).capped).toEqual([]);
    } finally {
      await t.database.db.delete(looks).where(like(looks.name, 'Bulk look %'));
    }
  });

  it('refuses a shopper and an anonymous caller', async () => {
    const shopper = await t.call({
      method: 'GET',
      url: '/api/v2/dashboard/summary',
      token: await t.tokenOf('shopper'),
    });
    expect(shopper.statusCode).toBe(403);
    const anonymous = await t.call({ method: 'GET', url: '/api/v2/dashboard/summary' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is documented in the OpenAPI document with both shapes', async () => {
    const docs = (await t.app.inject({ url: '/docs/json' })).json();
    const operation = docs.paths['/api/v2/dashboard/summary'].get;
    expect(operation.tags).toEqual(['dashboard']);
    const body = JSON.stringify(operation.responses['200']);
    expect(body).toContain('pendingApplications');
    expect(body).toContain('"designer"');
    expect(
      docs.paths['/api/v2/designers'].get.parameters.map((p: { name: string }) => p.name),
    ).toEqual(expect.arrayContaining(['page', 'limit', 'search', 'sort', 'applicationStatus']));
  });
});
