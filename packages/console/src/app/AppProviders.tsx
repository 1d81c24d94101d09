import { RunwayThemeProvider } from '@runway-live/ui';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import type { ReactNode } from 'react';

type AppProvidersProps = { store: ReturnType<typeof createStore>; children: ReactNode };

/**
 * Client state (one jotai store) and the design system. Server state (react-query) is
 * provided by the signed-in area of the routes (SignedInArea), not here.
 */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <JotaiProvider store={store}>
      <RunwayThemeProvider>{children}</RunwayThemeProvider>
    </JotaiProvider>
  );
}
