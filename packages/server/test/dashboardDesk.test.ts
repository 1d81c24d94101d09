import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_TODO_KINDS, type DashboardDesk } from '@runway-live/domain/api';
import { events, orders, users } from '../src/db/schema';
import { createTestApp, type DemoKey, type TestApp } from './support/testApp';

/** The dashboard's desk (issue 33): shows on air, next shows, latest orders, what needs doing. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deskOf = async (who: DemoKey): Promise<DashboardDesk> => {
  const response = await t.call({
    method: 'GET',
    url: '/api/v2/dashboard/summary',
    token: await t.tokenOf(who),
  });
  expect(response.statusCode).toBe(200);
  return response.json().desk;
};
const idOf = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('the dashboard desk', () => {
  it('gives sales today, over 7 and over 30 days as the orders report counts them, in the zone asked', async () => {
    for (const who of ['admin', 'designer', 'atelier'] as const) {
      const token = await t.tokenOf(who);
      const answer = await t.call({
        method: 'GET',
        url: '/api/v2/dashboard/summary?tz=America%2FNew_York',
        token,
      });
      expect(answer.statusCode).toBe(200);
      const { sales } = answer.json().desk as DashboardDesk;
      expect(sales.timeZone).toBe('America/New_York');
      expect(sales.daily).toHaveLength(30);
      for (const [preset, figure] of [
        ['today', sales.today],
        ['7d', sales.last7Days],
        ['30d', sales.last30Days],
      ] as const) {
        const report = await t.call({
          method: 'GET',
          url: `/api/v2/reports/orders?preset=${preset}&tz=America%2FNew_York`,
          token,
        });
        expect(report.statusCode).toBe(200);
        const { totals } = report.json().data;
        expect(figure, `${who} ${preset}`).toEqual({ orders: totals.orders, gmv: totals.gmv });
      }
    }
    // The seed's orders are of this run: each brand sold, and the marketplace both.
    const admin = await deskOf('admin');
    expect(admin.sales.last30Days.orders).toBeGreaterThan(0);
    expect(admin.sales.last30Days.orders).toBe(
      (await deskOf('designer')).sales.last30Days.orders +
        (await deskOf('atelier')).sales.last30Days.orders,
    );
    const refused = await t.call({
      method: 'GET',
      url: '/api/v2/dashboard/summary?tz=Not%2FA_Zone',
      token: await t.tokenOf('admin'),
    });
    expect(refused.statusCode).toBe(400);
  });

  it('lists the shows on air with their counters and the next shows, in the caller’s scope', async () => {
    const designerId = await idOf('designer@runway.test');
    const atelierId = await idOf('atelier@runway.test');
    const { db } = t.database;
    const rows = await db
      .insert(events)
      .values([
        { designerId, title: 'Desk live', status: 'live', scheduledAt: inMinutes(-10) },
        {
          designerId,
          title: 'Desk rehearsal',
          status: 'live',
          rehearsal: true,
          scheduledAt: inMinutes(-5),
        },
        { designerId, title: 'Desk soon', status: 'scheduled', scheduledAt: inMinutes(30) },
        { designerId, title: 'Desk later', status: 'scheduled', scheduledAt: inMinutes(600) },
        {
          designerId: atelierId,
          title: 'Atelier live',
          status: 'live',
          scheduledAt: inMinutes(-1),
        },
      ])
      .returning({ id: events.id, title: events.title });
    const id = (title: string) => rows.find((row) => row.title === title)!.id;
    try {
      const admin = await deskOf('admin');
      // Rehearsals are private test shows: never on the desk.
      expect(admin.liveNow.map((show) => show.title).sort()).toEqual(['Atelier live', 'Desk live']);
      const live = admin.liveNow.find((show) => show.title === 'Desk live')!;
      expect(live.counters).toMatchObject({ eventId: id('Desk live'), viewersNow: 0, orders: 0 });
      // The next shows, soonest first; a started show is not "next".
      const next = admin.nextShows.map((show) => show.title);
      expect(next.indexOf('Desk soon')).toBeLessThan(next.indexOf('Desk later'));
      expect(next).not.toContain('Desk live');

      const designer = await deskOf('designer');
      expect(designer.liveNow.map((show) => show.title)).toEqual(['Desk live']);
      expect(designer.nextShows.map((show) => show.title)).toContain('Desk soon');
      const atelier = await deskOf('atelier');
      expect(atelier.liveNow.map((show) => show.title)).toEqual(['Atelier live']);
      expect(atelier.nextShows.map((show) => show.title)).not.toContain('Desk soon');
    } finally {
      await db.delete(events).where(
        inArray(
          events.id,
          rows.map((row) => row.id),
        ),
      );
    }
  });

  it('counts each to-do as its list does under the query it hands the console', async () => {
    const designerId = await idOf('designer@runway.test');
    const { db } = t.database;
    const [soon] = await db
      .insert(events)
      .values({
        designerId,
        title: 'Within the hour',
        status: 'scheduled',
        scheduledAt: inMinutes(20),
      })
      .returning({ id: events.id });
    try {
      for (const who of ['admin', 'staff', 'designer', 'atelier'] as const) {
        const desk = await deskOf(who);
        const kinds = desk.todo.map((item) => item.kind);
        expect(kinds).toEqual(
          DASHBOARD_TODO_KINDS.filter((kind) =>
            who === 'admin' || who === 'staff'
              ? kind !== 'productsOutOfStock'
              : kind !== 'pendingApplications' && kind !== 'failedPayouts',
          ),
        );
        for (const item of desk.todo) {
          const path = {
            pendingApplications: '/api/v2/designers',
            showsStartingSoon: '/api/v2/events',
            ordersToShip: '/api/v2/orders',
            failedPayouts: '/api/v2/orders',
            productsOutOfStock: '/api/v2/products',
          }[item.kind];
          const response = await t.call({
            method: 'GET',
            url: `${path}?${new URLSearchParams(item.query).toString()}`,
            token: await t.tokenOf(who),
          });
          expect(response.statusCode, `${who} ${item.kind}`).toBe(200);
          expect(response.json().data.total, `${who} ${item.kind}`).toBe(item.count);
        }
        const soonCount = desk.todo.find((item) => item.kind === 'showsStartingSoon')!.count;
        expect(soonCount, who).toBe(who === 'atelier' ? 0 : 1);
      }
    } finally {
      await db.delete(events).where(eq(events.id, soon!.id));
    }
  });

  it('asks admin and staff about orders paid over two days ago and unshipped, a designer about all it must ship', async () => {
    const { db } = t.database;
    const designerId = await idOf('designer@runway.test');
    const [order] = await db
      .select({ id: orders.id, status: orders.status, createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.designerId, designerId));
    expect(order).toBeDefined();
    const shipCount = async (who: DemoKey) =>
      (await deskOf(who)).todo.find((item) => item.kind === 'ordersToShip')!.count;
    try {
      await db
        .update(orders)
        .set({ status: 'paid', createdAt: new Date() })
        .where(eq(orders.id, order!.id));
      const fresh = await shipCount('admin');
      expect(await shipCount('designer')).toBeGreaterThanOrEqual(1);
      await db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - 4 * 86_400_000) })
        .where(eq(orders.id, order!.id));
      expect(await shipCount('admin')).toBe(fresh + 1);
      expect(await shipCount('staff')).toBe(fresh + 1);
      // The latest orders: newest first, the caller's own.
      const latest = (await deskOf('atelier')).latestOrders;
      expect(latest.length).toBeGreaterThan(0);
      expect(latest.every((row) => row.designerId !== designerId)).toBe(true);
    } finally {
      await db
        .update(orders)
        .set({ status: order!.status, createdAt: order!.createdAt })
        .where(eq(orders.id, order!.id));
    }
  });

  it('asks admin and staff about payouts the provider refused and not made since', async () => {
    const { db } = t.database;
    const designerId = await idOf('designer@runway.test');
    const [order] = await db
      .select({ id: orders.id, transfer: orders.transfer, failure: orders.transferFailure })
      .from(orders)
      .where(eq(orders.designerId, designerId));
    const failedCount = async (who: DemoKey) =>
      (await deskOf(who)).todo.find((item) => item.kind === 'failedPayouts')?.count;
    const before = await failedCount('admin');
    const refused = {
      message: 'Your card was declined.',
      at: new Date().toISOString(),
      attempts: 1,
      generation: 1,
    };
    try {
      await db
        .update(orders)
        .set({ transfer: null, transferFailure: refused })
        .where(eq(orders.id, order!.id));
      expect(await failedCount('admin')).toBe(before! + 1);
      expect(await failedCount('staff')).toBe(before! + 1);
      // The designer cannot retry it: not among their to-dos.
      expect(await failedCount('designer')).toBeUndefined();
      // Made since (a retry): no longer to do.
      await db
        .update(orders)
        .set({ transfer: { id: 'tr_retried', amount: 100, at: new Date().toISOString() } })
        .where(eq(orders.id, order!.id));
      expect(await failedCount('admin')).toBe(before);
    } finally {
      await db
        .update(orders)
        .set({ transfer: order!.transfer, transferFailure: order!.failure })
        .where(eq(orders.id, order!.id));
    }
  });
});
