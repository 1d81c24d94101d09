import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { buildRoutes } from '../app/routes/buildRoutes';
import { restoreSessionAtom } from '../state/session';

/** The whole app at `path`, with the session restored from localStorage as main.tsx does. */
export function renderApp(path: string) {
  const store = createStore();
  store.set(restoreSessionAtom);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, store };
}
