import type { createStore } from 'jotai';
import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { HistoryGuard } from './HistoryGuard';
import { buildRoutes } from './routes/buildRoutes';

function Routes() {
  const [routes] = useState(buildRoutes);
  return useRoutes(routes);
}

/**
 * The console: providers around the routes table of section 2. The declarative
 * BrowserRouter rather than createBrowserRouter: the app uses no loaders or actions, and
 * the data router would add about 17 KB gzip to every page, login included.
 */
export function App({ store }: { store: ReturnType<typeof createStore> }) {
  return (
    <AppProviders store={store}>
      {/* Before the router: its popstate listener must come first (HistoryGuard.tsx). */}
      <HistoryGuard />
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </AppProviders>
  );
}
