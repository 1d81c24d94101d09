import { RunwayThemeProvider, Spinner } from '@runway-live/ui';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { consoleConfig } from '../config';
import { PlayerPage } from './PlayerPage';
import { createPublicApi } from './publicApi';
import { parsePlayerRoute } from './route';
import { viewerIdOf } from './viewSession';
import { playerWords } from './playerWords';
import { reportSizeToParent } from './reportSize';

// The live viewer page brings the socket client: its own chunk, fetched only on live pages.
const LiveEventPage = lazy(() => import('./live/LiveEventPage'));

// The public embeddable player (issue 22): its own page and bundle. Nothing of the console's
// app (router, session, atoms, the API client) is imported here; bench/bundle checks it.
const api = createPublicApi({ apiKey: consoleConfig.apiKey });
const viewerId = viewerIdOf(() => localStorage);
const route = parsePlayerRoute(window.location.pathname);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RunwayThemeProvider>
        {route?.kind === 'live-event' ? (
          <Suspense
            fallback={
              <main>
                <Spinner label={playerWords.loading} />
              </main>
            }
          >
            <LiveEventPage eventId={route.id} viewerId={viewerId} />
          </Suspense>
        ) : (
          <PlayerPage route={route} api={api} viewerId={viewerId} />
        )}
      </RunwayThemeProvider>
    </StrictMode>,
  );
  // Framed by a brand's page: embed.js sizes the iframe to the player's height.
  reportSizeToParent(root);
}
