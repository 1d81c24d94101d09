import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';

/**
 * Server state (react-query) for the guarded routes: the shell, the dashboard, people,
 * payments and the profile pages. It loads in its own chunk with the first guarded page,
 * so the public auth screens (login first) do not carry react-query.
 */
export function SignedInArea() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        // Failures already reach the user through the client's dialog; retrying would
        // open it again.
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
