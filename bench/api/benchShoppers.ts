// The shoppers a bench buys as: verified accounts made in one INSERT, each with a session
// token signed as the server signs them.
import { createSessionTokens } from '../../packages/server/src/auth/sessionTokens';
import type { Database } from '../../packages/server/src/db/client';
import { users } from '../../packages/server/src/db/schema';

/** `count` shoppers `<prefix>-<n>@bench.test` and their session tokens, in the same order. */
export async function makeBenchShoppers(
  db: Database,
  jwtSecret: string,
  prefix: string,
  count: number,
): Promise<string[]> {
  const shoppers = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, n) => ({
        email: `${prefix}-${n}@bench.test`,
        fullName: `${prefix} ${n}`,
        roles: ['user' as const],
        emailVerifiedAt: new Date(),
      })),
    )
    .returning();
  const sessions = createSessionTokens(jwtSecret);
  return Promise.all(
    shoppers.map((user) =>
      sessions.sign({ sub: user.id, roles: user.roles, ver: user.tokenVersion }),
    ),
  );
}
