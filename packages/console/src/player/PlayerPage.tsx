import type { PublicWebEvent, PublicWebEventGroup } from '@runway-live/domain/api';
import { Button, EmptyState, Spinner } from '@runway-live/ui';
import { useEffect, useState } from 'react';
import { GroupShow } from './GroupShow';
import type { PublicApi, PublicRead } from './publicApi';
import type { PlayerRoute } from './route';
import { playerWords } from './playerWords';
import { WebEventShow } from './WebEventShow';

type Loaded =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed' }
  | { status: 'web-event'; event: PublicWebEvent }
  | { status: 'group'; group: PublicWebEventGroup };

function loadedOf<Data>(read: PublicRead<Data>, found: (data: Data) => Loaded): Loaded {
  return read.status === 'found' ? found(read.data) : { status: read.status };
}

/**
 * The public player page: what the path names (null: nothing), loaded through the public
 * reads, then played; a clear not-found state for an unknown type or id.
 */
export function PlayerPage({
  route,
  api,
  viewerId,
}: {
  route: PlayerRoute | null;
  api: PublicApi;
  viewerId: string;
}) {
  const [loaded, setLoaded] = useState<Loaded>(
    route === null ? { status: 'not-found' } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (route === null) return undefined;
    let current = true;
    const read =
      route.kind === 'group'
        ? api
            .group(route.id)
            .then((answer) => loadedOf(answer, (group) => ({ status: 'group', group })))
        : api
            .webEvent(route.id)
            .then((answer) => loadedOf(answer, (event) => ({ status: 'web-event', event })));
    void read.then((next) => {
      if (current) setLoaded(next);
    });
    return () => {
      current = false;
    };
  }, [route, api, attempt]);

  useEffect(() => {
    if (loaded.status === 'not-found') document.title = playerWords.notFoundTitle;
  }, [loaded.status]);

  switch (loaded.status) {
    case 'loading':
      return (
        <main>
          <Spinner label={playerWords.loading} />
        </main>
      );
    case 'not-found':
      return (
        <main>
          <EmptyState
            title={
              <span role="heading" aria-level={1}>
                {playerWords.notFoundTitle}
              </span>
            }
            description={playerWords.notFoundDescription}
          />
        </main>
      );
    case 'failed':
      return (
        <main>
          <EmptyState
            title={
              <span role="heading" aria-level={1}>
                {playerWords.failedTitle}
              </span>
            }
            description={playerWords.failedDescription}
            action={
              <Button
                onClick={() => {
                  setLoaded({ status: 'loading' });
                  setAttempt((count) => count + 1);
                }}
              >
                {playerWords.retry}
              </Button>
            }
          />
        </main>
      );
    case 'group':
      return <GroupShow group={loaded.group} api={api} viewerId={viewerId} />;
    case 'web-event':
      return (
        <WebEventShow
          event={loaded.event}
          mode={route?.kind === 'web-event' ? route.mode : 'replay'}
          api={api}
          viewerId={viewerId}
        />
      );
  }
}
