import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@runway-live/domain';
import { createSessionTokens } from '../src/auth/sessionTokens';
import { users } from '../src/db/schema';
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
