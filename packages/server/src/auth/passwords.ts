import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against its hash. Without a hash (an unknown e-mail, an account that
 * has not chosen a password yet) it checks against a hash of a random secret with the same
 * cost and refuses: the answer takes as long as for a real account (#10.4).
 */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  try {
    if (!passwordHash) {
      dummyHash ??= hash(randomBytes(32).toString('base64url'));
      await verify(await dummyHash, password);
      return false;
    }
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
