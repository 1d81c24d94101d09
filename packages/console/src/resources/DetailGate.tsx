import { Alert, Button, Skeleton, tokens } from '@runway-live/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { failureMessage } from '../api/ApiProvider';
import { showsInPlace } from '../api/failurePolicy';

// The shell's main pads the page (as app/Page does); this only spaces the blocks.
const StyledGate = styled.div`
  display: grid;
  gap: ${tokens.space[5]};
`;

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
      <StyledGate>
        {showsInPlace(query.error) ? (
          <Alert tone="error">{failureMessage(query.error)}</Alert>
        ) : null}
        <div>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      </StyledGate>
    );
  }
  return (
    <StyledGate aria-busy="true">
      <Skeleton height="2rem" width="40%" />
      <Skeleton height="12rem" />
    </StyledGate>
  );
}
