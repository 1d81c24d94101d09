import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authTokens } from '../db/schema';

export type MailTokenPurpose = 'reset' | 'verify';

const LIFETIME_MS: Record<MailTokenPurpose, number> = {
  reset: 60 * 60 * 1000, // 1 h
  verify: 48 * 60 * 60 * 1000, // 48 h
};

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random 32-byte token for a mail link; only its SHA-256 is stored. */
export async function issueMailToken(
  db: Database,
  userId: string,
  purpose: MailTokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    userId,
    purpose,
    tokenHash: digest(token),
    expiresAt: new Date(now.getTime() + LIFETIME_MS[purpose]),
  });
  return token;
}

/** The user id of an unused, unexpired token, without using it up. */
export async function peekMailToken(
  db: Database,
  token: string,
  purpose: MailTokenPurpose,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, digest(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    );
  return row?.userId ?? null;
}

/**
 * Uses the token up and answers its user id, or null when it is unknown, used or expired.
 * One UPDATE … WHERE used_at IS NULL, so two concurrent uses cannot both succeed.
 */
export async function consumeMailToken(
  db: Database,
  token: string,
  purpose: MailTokenPurpose,
): Promise<string | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, digest(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

/**
 * Ends every unused token of this purpose of the account: a reset or a password change
 * makes the older reset links worthless (#10.5).
 */
export async function revokeMailTokens(
  db: Database,
  userId: string,
  purpose: MailTokenPurpose,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
      ),
    );
}
