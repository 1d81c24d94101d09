import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, subscriptionMessages } from '@runway-live/domain/api';
import { createSessionTokens } from '../src/auth/sessionTokens';
import { designers, subscriptionInvoices, users } from '../src/db/schema';
import { recordingProvider } from './support/fakePayments';
import { createTestApp, type TestApp } from './support/testApp';

// Account and payment writes at once (issue 27). Each would go wrong without its lock;
// proven on PostgreSQL (the server:postgres project): PGlite runs one transaction at a time.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const activeAdmins = async () =>
  t.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${users.roles}[1] = 'admin'`, eq(users.status, 'active')));

/** An admin of its own, with a session signed as the login signs it. */
async function newAdmin(email: string): Promise<{ id: string; token: string }> {
  const [row] = await t.database.db
    .insert(users)
    .values({ email, fullName: 'Race Admin', roles: ['admin'], emailVerifiedAt: new Date() })
    .returning();
  const token = await createSessionTokens(t.config.jwtSecret).sign({
    sub: row!.id,
    roles: row!.roles,
    ver: row!.tokenVersion,
  });
  return { id: row!.id, token };
}

describe('the last active admin', () => {
  // Without the lock on every active admin's row, each sees the other still an admin and
  // both commit: no admin is left.
  it('two admins demoting each other at once leave one admin', async () => {
    // The seeded admin steps aside, so the two of each round are the only active admins.
    await t.database.db
      .update(users)
      .set({ status: 'suspended' })
      .where(eq(users.id, await t.idOf('admin')));
    for (let round = 0; round < 5; round += 1) {
      const a = await newAdmin(`race-a-${round}@admins.test`);
      const b = await newAdmin(`race-b-${round}@admins.test`);
      const answers = await Promise.all(
        [
          [a, b],
          [b, a],
        ].map(([caller, target]) =>
          t.call({
            method: 'POST',
            url: '/api/v2/user/update-user',
            token: caller!.token,
            payload: { user_id: target!.id, roles: ['member'] },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(
        statuses.filter((status) => status === 200),
        `round ${round}`,
      ).toHaveLength(1);
      // The other was refused: by the rule (409), or, demoted already, by its session (401).
      const refused = answers.find((answer) => answer.statusCode !== 200)!;
      expect([409, 401]).toContain(refused.statusCode);
      if (refused.statusCode === 409) {
        expect(refused.json().message).toBe(apiMessages.lastAdmin);
      }
      const left = await activeAdmins();
      expect(left, `round ${round}`).toHaveLength(1);
      // The next round's two are the only active admins again.
      await t.database.db
        .update(users)
        .set({ status: 'suspended' })
        .where(eq(users.id, left[0]!.id));
    }
  });
});

describe('the payment account and the subscription, clicked many times at once', () => {
  const stripe = recordingProvider();
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp({}, { payments: stripe.provider });
  });
  afterAll(() => s.close());

  // Without the payments lock, each click finds no account stored and makes one at the
  // provider: six accounts, one of them stored.
  it('six Connect clicks make one provider account, and all six link to it', async () => {
    const token = await s.tokenOf('atelier');
    const id = await s.idOf('atelier');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        s.call({ method: 'GET', url: `/api/v2/auth/stripe?designerId=${id}`, token }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(stripe.made.accounts).toEqual(['acct_Fake1']);
    expect(new Set(answers.map((answer) => answer.json().connectUri))).toEqual(
      new Set(['https://connect.stripe.com/setup/e/acct_Fake1/abc']),
    );
    const [row] = await s.database.db.select().from(designers).where(eq(designers.userId, id));
    expect(row?.payment?.accountId).toBe('acct_Fake1');
  });

  // Without the lock, each reads a subscription that renews and tells the provider.
  it('three cancels at once: one is made, the others are told it is done already', async () => {
    const id = await s.idOf('designer');
    await s.database.db
      .update(designers)
      .set({ subscriptionProvider: 'stripe', subscriptionId: 'sub_Race' })
      .where(eq(designers.userId, id));
    const token = await s.tokenOf('designer');
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        s.call({ method: 'POST', url: '/api/v2/subscription/cancel', token, payload: {} }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().message).toBe(subscriptionMessages.notCancellable);
    }
    expect(stripe.made.cancelledAtPeriodEnd).toEqual(['sub_Race']);
  });

  // Without the lock, the four read no open checkout, none expires another: four sessions
  // can be paid, four subscriptions for one designer.
  it('four checkouts at once leave one session that can be paid, the one stored', async () => {
    const token = await s.tokenOf('pastdue');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        s.call({ method: 'POST', url: '/api/v2/subscription/checkout', token, payload: {} }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(stripe.made.checkouts).toHaveLength(4);
    const open = stripe.openSessions();
    expect(open).toHaveLength(1);
    const [row] = await s.database.db
      .select()
      .from(designers)
      .where(eq(designers.userId, await s.idOf('pastdue')));
    expect(row?.subscriptionCheckoutId).toBe(open[0]);
    expect(stripe.made.customers).toHaveLength(1);
  });
});

describe('the local checkout, paid from four tabs at once', () => {
  // Each checkout replaces the one before it, so only the last opened is paid: one invoice,
  // one period.
  it('four checkouts, each paid: one paid invoice, one month', async () => {
    const token = await t.tokenOf('pastdue');
    const pastdueId = await t.idOf('pastdue');
    const invoicesBefore = await invoicesOf(pastdueId);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.call({ method: 'POST', url: '/api/v2/subscription/checkout', token, payload: {} }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const paid = await Promise.all(
      answers.map((answer) => {
        const url = new URL(answer.json<{ url: string }>().url);
        return t.app.inject({
          method: 'POST',
          url: url.pathname,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ token: url.searchParams.get('token') ?? '' }).toString(),
        });
      }),
    );
    expect(paid.map((answer) => answer.statusCode).sort()).toEqual([303, 409, 409, 409]);
    const invoices = await invoicesOf(pastdueId);
    expect(invoices.length - invoicesBefore.length).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(designers)
      .where(eq(designers.userId, pastdueId));
    expect(row?.subscriptionStatus).toBe('active');
    const month = row!.subscriptionPeriodEnd!.getTime() - Date.now();
    expect(month).toBeGreaterThan(27 * 86_400_000);
    expect(month).toBeLessThan(32 * 86_400_000);
  });
});

const invoicesOf = (designerId: string) =>
  t.database.db
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.designerId, designerId));
