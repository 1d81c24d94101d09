import type { StorageLike } from '@runway-live/domain/storage';
import { ShopperAccountBar, type ShopperAuthMode } from '@runway-live/ui';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { createShopperApi, type ShopperApi } from './shopperApi';
import {
  playerViewerOf,
  shopperSessionStore,
  tokenOfViewer,
  type PlayerViewer,
  type ShopperSession,
} from './shopperSession';

// The forms and their rules (zod, react-hook-form) load when a viewer asks for them.
const ShopperAuth = lazy(() => import('./ShopperAuth'));

export type PlayerAccountOptions = {
  storage: StorageLike;
  apiKey: string;
  /** For tests: who watches at first (else read from `storage`). */
  initialViewer?: PlayerViewer;
  /** For tests: the calls (else plain fetch on this origin). */
  api?: ShopperApi;
};

/** What a console account is called on the player (its name is in the console's cipher). */
const CONSOLE_ACCOUNT_NAME = 'your console account';

/**
 * The viewer's account on a player page: who watches (the player's own shopper session,
 * else the console's on this origin, else nobody), the row with Sign in and Create account,
 * and the dialog they open over the show. The token follows a sign-in at once; the page's
 * socket and calls take it from here.
 */
export function usePlayerAccount({
  storage,
  apiKey,
  initialViewer,
  api: givenApi,
}: PlayerAccountOptions) {
  const store = useMemo(() => shopperSessionStore(storage), [storage]);
  const [viewer, setViewer] = useState<PlayerViewer>(
    () => initialViewer ?? playerViewerOf(storage),
  );
  const [mode, setMode] = useState<ShopperAuthMode | null>(null);
  const token = tokenOfViewer(viewer);
  const api = useMemo(
    () => givenApi ?? createShopperApi({ apiKey, getToken: () => token }),
    [givenApi, apiKey, token],
  );

  const signedIn = (session: ShopperSession) => {
    // Kept for the next visit when the browser lets the page keep it (an embed may not).
    store.write(session);
    setViewer({ kind: 'shopper', session });
  };
  const signOut = () => {
    store.remove();
    const next = playerViewerOf(storage);
    setViewer(next);
  };

  const bar = (children?: ReactNode) => (
    <>
      <ShopperAccountBar
        name={
          viewer.kind === 'shopper'
            ? viewer.session.user.fullName
            : viewer.kind === 'console'
              ? CONSOLE_ACCOUNT_NAME
              : null
        }
        onSignIn={() => setMode('sign-in')}
        onCreateAccount={() => setMode('create-account')}
        onSignOut={viewer.kind === 'shopper' ? signOut : undefined}
      >
        {children}
      </ShopperAccountBar>
      {mode ? (
        <Suspense fallback={null}>
          <ShopperAuth
            mode={mode}
            onModeChange={setMode}
            onClose={() => setMode(null)}
            api={api}
            onSignedIn={signedIn}
          />
        </Suspense>
      ) : null}
    </>
  );

  return { viewer, token, api, openSignIn: () => setMode('sign-in'), bar };
}

export type PlayerAccount = ReturnType<typeof usePlayerAccount>;
