import { Alert, Button, Skeleton } from '@runway-live/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureMessage } from '../api/ApiProvider';
import { showsInPlace } from '../api/failurePolicy';
import { StyledPage } from './ResourceListPage';

/**
 * The object a page needs before it can show (an edit form's values): a skeleton while
 * it loads, a network failure or a 5xx in place with Retry (anything else was answered
 * by section 8), then the page.
 */
export function DetailGate<Item>({
  query,
  children,
}: {
  query: UseQueryResult<Item>;
  children: (item: Item) => ReactNode;
}) {
  if (query.isSuccess) return children(query.data);
  if (query.isError) {
    return (
      <StyledPage>
        {showsInPlace(query.error) ? (
          <Alert tone="error">{failureMessage(query.error)}</Alert>
        ) : null}
        <div>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      </StyledPage>
    );
  }
  return (
    <StyledPage aria-busy="true">
      <Skeleton height="2rem" width="40%" />
      <Skeleton height="12rem" />
    </StyledPage>
  );
}
