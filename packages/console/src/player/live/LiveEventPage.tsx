import type { PublicEvent } from '@runway-live/domain/api';
import type { StorageLike } from '@runway-live/domain/storage';
import { Button, EmptyState, Spinner } from '@runway-live/ui';
import { useEffect, useMemo, useState } from 'react';
import { consoleConfig } from '../../config';
import { browserStorage } from '../../state/storedSession';
import { playerWords } from '../playerWords';
import { usePlayerAccount } from '../shopper/PlayerAccount';
import type { ShopperApi } from '../shopper/shopperApi';
import { createLiveViewerApi, type LiveViewerApi } from './liveApi';
import { LiveEventShow, type LiveEventShowProps } from './LiveEventShow';

type Loaded =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed' }
  | { status: 'found'; event: PublicEvent };

export type LiveEventPageProps = {
  eventId: string;
  viewerId: string;
  /** For tests: the calls, the signed-in (console) token, the storage and the socket. */
  api?: LiveViewerApi;
  token?: string | null;
  storage?: StorageLike;
  shopperApi?: ShopperApi;
  goTo?: (url: string) => void;
  transport?: LiveEventShowProps['transport'];
  now?: () => number;
};

/**
 * The page at /video/event/:event_id, loaded apart from the player's first chunk (it
 * brings the socket client): the show's public read, then the show; a clear not-found
 * state for a draft, cancelled or unknown show. A shopper signs in or creates an account in
 * a dialog over the show (the player keeps that session apart from the console's); a viewer
 * signed in to the console on this origin chats with that session; anyone else watches
 * anonymously.
 */
export default function LiveEventPage({
  eventId,
  viewerId,
  api: givenApi,
  token: givenToken,
  storage = browserStorage,
  shopperApi,
  goTo,
  transport,
  now,
}: LiveEventPageProps) {
  const account = usePlayerAccount({
    storage,
    apiKey: consoleConfig.apiKey,
    api: shopperApi,
    initialViewer:
      givenToken === undefined
        ? undefined
        : givenToken
          ? { kind: 'console', token: givenToken }
          : { kind: 'anonymous' },
  });
  const { token } = account;
  // The show's read needs no token: a sign-in changes the calls that do, not the page.
  const eventApi = useMemo(
    () => givenApi ?? createLiveViewerApi({ apiKey: consoleConfig.apiKey }),
    [givenApi],
  );
  const api = useMemo(
    () => givenApi ?? createLiveViewerApi({ apiKey: consoleConfig.apiKey, token }),
    [givenApi, token],
  );
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void eventApi.event(eventId).then((read) => {
      if (!current) return;
      setLoaded(read.status === 'found' ? { status: 'found', event: read.data } : read);
    });
    return () => {
      current = false;
    };
  }, [eventApi, eventId, attempt]);

  useEffect(() => {
    if (loaded.status === 'not-found') document.title = playerWords.notFoundTitle;
  }, [loaded.status]);

  if (loaded.status === 'found') {
    return (
      <LiveEventShow
        event={loaded.event}
        api={api}
        token={token}
        viewerId={viewerId}
        transport={transport}
        now={now}
        account={account}
        storage={storage}
        goTo={goTo}
      />
    );
  }
  if (loaded.status === 'loading') {
    return (
      <main>
        <Spinner label={playerWords.loading} />
      </main>
    );
  }
  const failed = loaded.status === 'failed';
  return (
    <main>
      <EmptyState
        title={
          <span role="heading" aria-level={1}>
            {failed ? playerWords.failedTitle : playerWords.notFoundTitle}
          </span>
        }
        description={failed ? playerWords.failedDescription : playerWords.notFoundDescription}
        action={
          failed ? (
            <Button
              onClick={() => {
                setLoaded({ status: 'loading' });
                setAttempt((count) => count + 1);
              }}
            >
              {playerWords.retry}
            </Button>
          ) : undefined
        }
      />
    </main>
  );
}
