import { Alert, Button, EmptyState, Link, Skeleton, visuallyHidden } from '@runway-live/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { failureMessage } from '../api/ApiProvider';
import { isApiCallError } from '../api/ApiCallError';
import { isRetryableStatus } from '../api/failurePolicy';
import { DASHBOARD_CRUMB, Page, PageBlocks } from '../shared/Page';
import { RouterLink } from '../shared/RouterLink';

// The page's one heading until the object arrives: a page without an h1 is an axe finding
// (page-has-heading-one), and a screen reader hears what the page is about.
const StyledHiddenHeading = styled.h1`
  ${visuallyHidden}
`;

/** A 404, or a 400 for an id that is not one: either way there is nothing to show. */
function isMissing(error: unknown): boolean {
  return isApiCallError(error) && (error.status === 404 || error.status === 400);
}

/** The not-found page of an object of `list`, with the way back to it. */
export function MissingPage({ list }: { list: { title: string; path: string } }) {
  return (
    <Page title="Not found" parents={[DASHBOARD_CRUMB, { label: list.title, path: list.path }]}>
      <EmptyState
        title={`This is not in ${list.title} any more`}
        description="It may have been deleted, or the link is wrong."
        action={
          <Link href={list.path} linkComponent={RouterLink}>
            Back to {list.title}
          </Link>
        }
      />
    </Page>
  );
}

export type DetailGateProps<Item> = {
  query: UseQueryResult<Item>;
  /** The list the object belongs to, for the not-found state's way back. */
  list: { title: string; path: string };
  children: (item: Item) => ReactNode;
};

/**
 * The object a page needs before it can show (an edit form's values): a skeleton while it
 * loads; a not-found page, with the way back to its list, for an unknown or malformed id; a
 * network failure or a 5xx in place with Retry; any other failure's message in place (a
 * 401 or 402 was answered by section 8); then the page.
 */
export function DetailGate<Item>({ query, list, children }: DetailGateProps<Item>) {
  if (query.isSuccess) return children(query.data);
  if (query.isError && isMissing(query.error)) return <MissingPage list={list} />;
  if (query.isError) {
    const retryable = !isApiCallError(query.error) || isRetryableStatus(query.error.status);
    return (
      <PageBlocks>
        <StyledHiddenHeading>{list.title}</StyledHiddenHeading>
        <Alert tone="error">{failureMessage(query.error)}</Alert>
        {retryable ? (
          <div>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </div>
        ) : null}
      </PageBlocks>
    );
  }
  return (
    <PageBlocks aria-busy="true">
      <StyledHiddenHeading>{list.title}</StyledHiddenHeading>
      <Skeleton height="2rem" width="40%" />
      <Skeleton height="12rem" />
    </PageBlocks>
  );
}
