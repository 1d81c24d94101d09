import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
// Loaded here, with the first guarded page, so each guarded route finds its screen's
// loader at once (routes/buildRoutes.tsx imports this map lazily).
import './routes/screens';

/**
 * Server state (react-query) for the guarded routes: the shell, the dashboard, people,
 * payments and the profile pages. It loads in its own chunk with the first guarded page,
 * so the public auth screens (login first) do not carry react-query. Its page is the
 * route's outlet, or `children` where a route renders it around a page (the 404).
 */
export function SignedInArea({ children }: { children?: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        // Failures already reach the user through the client's dialog; retrying would
        // open it again.
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
      }),
  );
  return <QueryClientProvider client={queryClient}>{children ?? <Outlet />}</QueryClientProvider>;
}
