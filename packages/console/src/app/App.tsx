import type { createStore } from 'jotai';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { buildRoutes } from './routes/buildRoutes';

/** The console: providers around the routes table of section 2. */
export function App({ store }: { store: ReturnType<typeof createStore> }) {
  const [router] = useState(() => createBrowserRouter(buildRoutes()));
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
