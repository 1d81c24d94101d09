import { RunwayThemeProvider } from '@runway-live/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { consoleConfig } from '../config';
import { PlayerPage } from './PlayerPage';
import { createPublicApi } from './publicApi';
import { parsePlayerRoute } from './route';
import { viewerIdOf } from './viewSession';

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
        <PlayerPage route={route} api={api} viewerId={viewerId} />
      </RunwayThemeProvider>
    </StrictMode>,
  );
}
