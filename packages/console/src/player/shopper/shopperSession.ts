import type { ApiUser } from '@runway-live/domain/api';
import { readItem, removeItem, writeItem, type StorageLike } from '@runway-live/domain/storage';
import { TOKEN_KEY } from '../../state/storedSession';

/**
 * Where the player keeps a shopper's session: apart from the console's (`token` and the
 * encrypted `USER`), so a shopper's sign-in on the player never becomes a console session.
 */
export const SHOPPER_SESSION_KEY = 'runway-live.shopper-session';

/** What the player keeps of a session: the token and whom it names. */
export type ShopperSession = {
  token: string;
  user: Pick<ApiUser, '_id' | 'fullName' | 'roles'>;
};

function sessionOf(text: string | null): ShopperSession | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ShopperSession> | null;
    const user = value?.user;
    if (typeof value?.token !== 'string' || value.token === '') return null;
    if (!user || typeof user._id !== 'string' || typeof user.fullName !== 'string') return null;
    return {
      token: value.token,
      user: {
        _id: user._id,
        fullName: user.fullName,
        roles: Array.isArray(user.roles) ? user.roles : [],
      },
    };
  } catch {
    return null;
  }
}

/** The player's own session, kept in `storage` (a blocked storage reads as none). */
export function shopperSessionStore(storage: StorageLike) {
  return {
    read: (): ShopperSession | null => sessionOf(readItem(storage, SHOPPER_SESSION_KEY)),
    write: (session: ShopperSession): boolean =>
      writeItem(
        storage,
        SHOPPER_SESSION_KEY,
        JSON.stringify({
          token: session.token,
          user: {
            _id: session.user._id,
            fullName: session.user.fullName,
            roles: session.user.roles,
          },
        }),
      ),
    remove: () => removeItem(storage, SHOPPER_SESSION_KEY),
  };
}

export type ShopperSessionStore = ReturnType<typeof shopperSessionStore>;

/**
 * Who watches on the player: the player's own (shopper) session first, else the console's
 * session on this origin (a console account may watch, chat and buy), else nobody.
 */
export type PlayerViewer =
  | { kind: 'shopper'; session: ShopperSession }
  | { kind: 'console'; token: string }
  | { kind: 'anonymous' };

export function playerViewerOf(storage: StorageLike): PlayerViewer {
  const shopper = shopperSessionStore(storage).read();
  if (shopper) return { kind: 'shopper', session: shopper };
  const consoleToken = readItem(storage, TOKEN_KEY);
  return consoleToken ? { kind: 'console', token: consoleToken } : { kind: 'anonymous' };
}

export const tokenOfViewer = (viewer: PlayerViewer): string | null =>
  viewer.kind === 'shopper'
    ? viewer.session.token
    : viewer.kind === 'console'
      ? viewer.token
      : null;
