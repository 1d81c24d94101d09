import { decryptBody, encryptBody } from '@runway-live/domain';
import { consoleConfig } from '../config';
import type { SessionUser } from './sessionUser';

/** The token is kept apart from the encrypted user (section 3), as the server issued it. */
export const TOKEN_KEY = 'token';
/**
 * Section 9's USER key, the domain's USER_KEY. Not imported: any import from the
 * domain's storage module loads its REGISTER schema too (see userCopy).
 */
export const USER_KEY = 'USER';

export const tokenCopy = {
  read: (): string | null => readItem(TOKEN_KEY) || null,
  write: (token: string) => writeItem(TOKEN_KEY, token),
  remove: () => removeItem(TOKEN_KEY),
};

/**
 * The user under USER, encrypted with the envelope as the domain's encrypted storage does
 * (same key, same format, so either reads the other's copy). The domain's
 * createEncryptedStorage is not used here because importing it also loads the designer
 * form's schema and libphonenumber-js (its REGISTER entry), about 40 KB gzip on the login
 * page. A copy that cannot be opened or lacks an id and roles counts as none.
 */
export const userCopy = {
  read: (): SessionUser | null => {
    const opened = decryptBody<SessionUser>(readItem(USER_KEY), consoleConfig.envelopeSecret);
    if (!opened.ok) return null;
    const user = opened.value;
    const valid =
      typeof user === 'object' &&
      user !== null &&
      typeof user._id === 'string' &&
      Array.isArray(user.roles) &&
      user.roles.every((role) => typeof role === 'string');
    return valid ? user : null;
  },
  write: (user: SessionUser) =>
    writeItem(USER_KEY, encryptBody(user, consoleConfig.envelopeSecret)),
  remove: () => removeItem(USER_KEY),
};

// Browsers refuse storage in private modes: nothing here throws.
function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // The session lives in memory for this visit only.
  }
}

function removeItem(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}
