import { RunwayThemeProvider } from '@runway-live/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { useState, type ReactNode } from 'react';

type AppProvidersProps = { store: ReturnType<typeof createStore>; children: ReactNode };

/** Server state (react-query), client state (one jotai store) and the design system. */
export function AppProviders({ store, children }: AppProvidersProps) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        // Failures already reach the user through the client's dialog; retrying would
        // open it again.
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <RunwayThemeProvider>{children}</RunwayThemeProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
