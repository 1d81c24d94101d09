import { readdirSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { fromPostgres, type DatabaseHandle } from '../src/db/client';
import { inboxItems, notificationDeliveries, notifications, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';
import { withDatabase } from './support/template';

/**
 * Decision 0046 on real concurrency: two app processes' schedulers (each its own pool) on
 * one PostgreSQL database, both running at once over the same due notifications, send each
 * exactly once: one inbox row per account, one delivery per key, one push file per key.
 */
const clock = new Date('2026-11-28T10:00:00.000Z');
let t: TestApp;
let secondDatabase: DatabaseHandle;
let second: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => clock });
  const answer = (await t.database.db.execute(sql`select current_database() as name`)) as {
    rows: { name: string }[];
  };
  secondDatabase = fromPostgres(
    withDatabase(process.env.DATABASE_URL as string, answer.rows[0]!.name),
  );
  second = await buildApp({ config: t.config, database: secondDatabase, clock: () => clock });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await secondDatabase.close();
  await t.close();
});

describe('the notifications scheduler on two processes', () => {
  it('sends each due notification once, whichever process claims it', async () => {
    // Each process looked once at start-up, in the background: that look is over first.
    await t.app.appContext.notifications.flush();
    await second.appContext.notifications.flush();
    const rows = await t.database.db
      .insert(notifications)
      .values(
        Array.from({ length: 12 }, (_, index) => ({
          title: `Due ${index}`,
          body: 'Once only.',
          audience: index % 2 === 0 ? ('all' as const) : ('users' as const),
          status: 'scheduled' as const,
          scheduledAt: new Date(clock.getTime() - 1000),
        })),
      )
      .returning({ id: notifications.id });
    const ids = rows.map((row) => row.id);

    const [one, two] = await Promise.all([
      t.app.appContext.notifications.runOnce(clock),
      second.appContext.notifications.runOnce(clock),
    ]);
    expect(one + two).toBe(ids.length);

    const sent = await t.database.db
      .select({ status: notifications.status })
      .from(notifications)
      .where(sql`${notifications.id} in ${ids}`);
    expect(sent.every((row) => row.status === 'sent')).toBe(true);

    const [accounts] = await t.database.db
      .select({
        all: sql<number>`count(*)::int`,
        shoppers: sql<number>`count(*) filter (where ${users.roles}[1] = 'user')::int`,
      })
      .from(users)
      .where(eq(users.status, 'active'));
    const [inbox] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(inboxItems)
      .where(sql`${inboxItems.notificationId} in ${ids}`);
    // Six to every account, six to the shoppers: one inbox row each, never two.
    expect(inbox!.count).toBe(6 * accounts!.all + 6 * accounts!.shoppers);
    const [pushes] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(notificationDeliveries)
      .where(
        sql`${notificationDeliveries.notificationId} in ${ids} and ${notificationDeliveries.channel} = 'push' and ${notificationDeliveries.status} = 'sent'`,
      );
    expect(pushes!.count).toBe(12 * accounts!.shoppers);
    expect(readdirSync(t.config.pushOutboxDir)).toHaveLength(12 * accounts!.shoppers);

    // Nothing is left for either.
    expect(await t.app.appContext.notifications.runOnce(clock)).toBe(0);
    expect(await second.appContext.notifications.runOnce(clock)).toBe(0);
  });
});
