import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useApi } from '../api/ApiProvider';
import { withResponseSchemas } from '../api/withResponseSchemas';
import { refreshUserAtom, tokenAtom } from '../state/session';

export const currentUserKey = ['auth', 'me'] as const;

/**
 * Section 4, Session: the current user is fetched at start (GET /api/auth/me) and the
 * fetch is skipped when there is no token. The answer replaces the local copy.
 */
export function useCurrentUser() {
  const api = useApi();
  const token = useAtomValue(tokenAtom);
  const refreshUser = useSetAtom(refreshUserAtom);
  const query = useQuery({
    queryKey: [...currentUserKey, token],
    queryFn: () =>
      withResponseSchemas(
        () => api.get('/api/auth/me'),
        (schemas, body) => schemas.userResponseSchema.parse(body).user,
      ),
    enabled: token !== null,
    staleTime: 60_000,
    retry: false,
    // A designer back from the payment onboarding tab sees the banner go.
    refetchOnWindowFocus: true,
  });
  useEffect(() => {
    if (query.data) refreshUser(query.data);
  }, [query.data, refreshUser]);
  return query;
}
