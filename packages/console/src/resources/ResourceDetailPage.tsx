import type { ListPage } from '@runway-live/domain/api';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Link,
  Skeleton,
  StatusBadge,
  tokens,
  type StatusBadgeProps,
} from '@runway-live/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { failureMessage } from '../api/ApiProvider';
import { DASHBOARD_CRUMB, Page, type PageProps } from '../shared/Page';
import { RouterLink } from '../shared/RouterLink';
import { DetailGate } from './DetailGate';

const StyledRelated = styled.ul`
  display: grid;
  gap: ${tokens.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export type ResourceDetailPageProps<Item> = {
  /** The object: `useDetail(id)` of the resource's hooks. */
  query: UseQueryResult<Item>;
  /** The list the object belongs to: the breadcrumb and the not-found state's way back. */
  list: { title: string; path: string };
  /** The trail above the page; the dashboard and the list when left out. */
  parents?: PageProps['parents'];
  /** The page's title, e.g. the chart's name. */
  title: (item: Item) => string;
  /** The object's status, as a badge beside the title. */
  status?: (item: Item) => string;
  /** The badge's tones for statuses the design system's defaults do not know ('suspended'). */
  statusTones?: StatusBadgeProps['tones'];
  /** Badges of the resource's own, in place of the one status badge (an order's payment and
   * refund state side by side). */
  badges?: (item: Item) => ReactNode;
  /** Its actions in the header: the main one (Edit) and others. */
  actions?: (item: Item) => Pick<PageProps, 'primaryAction' | 'secondaryActions'>;
  /** The page's sections (DetailSection, RelatedList …). */
  children: (item: Item) => ReactNode;
};

/**
 * A resource's detail page: the object loaded through DetailGate (skeleton, not found with
 * the way back, failure with Retry), then its header (title, status, actions, the trail
 * back to the list) and its sections.
 */
export function ResourceDetailPage<Item>({
  query,
  list,
  parents = [DASHBOARD_CRUMB, { label: list.title, path: list.path }],
  title,
  status,
  statusTones,
  badges,
  actions,
  children,
}: ResourceDetailPageProps<Item>) {
  return (
    <DetailGate query={query} list={list}>
      {(item) => (
        <Page
          title={title(item)}
          parents={parents}
          meta={
            badges ? (
              badges(item)
            ) : status ? (
              <StatusBadge status={status(item)} tones={statusTones} />
            ) : undefined
          }
          {...actions?.(item)}
        >
          {children(item)}
        </Page>
      )}
    </DetailGate>
  );
}

/** One titled block of a detail page. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} width="fluid">
      {children}
    </Card>
  );
}

export type RelatedListProps<Related extends { _id: string }> = {
  /** A page of another resource filtered to the object, e.g. `categories.useList({ size })`. */
  query: UseQueryResult<ListPage<Related>>;
  /** The list's accessible name, e.g. 'Categories using Letters'. */
  label: string;
  item: (related: Related) => ReactNode;
  /** What an empty list says. */
  empty: { title: string; description?: string };
  /** The whole filtered list, linked when it holds more than this page. */
  all?: { href: string; label: (total: number) => string } | undefined;
};

/**
 * The objects of another resource that belong to this one, in their own block with their
 * own states: a skeleton, a failure with Retry, an empty state, then the page of them and
 * a link to all of them when there are more.
 */
export function RelatedList<Related extends { _id: string }>({
  query,
  label,
  item,
  empty,
  all,
}: RelatedListProps<Related>) {
  if (query.isError) {
    return (
      <>
        <Alert tone="error">{failureMessage(query.error)}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      </>
    );
  }
  if (!query.isSuccess) {
    return (
      <div aria-busy="true">
        <Skeleton height="6rem" />
      </div>
    );
  }
  const { items, total } = query.data;
  if (total === 0) return <EmptyState title={empty.title} description={empty.description} />;
  return (
    <>
      <StyledRelated aria-label={label}>
        {items.map((related) => (
          <li key={related._id}>{item(related)}</li>
        ))}
      </StyledRelated>
      {all && total > items.length ? (
        <Link href={all.href} linkComponent={RouterLink}>
          {all.label(total)}
        </Link>
      ) : null}
    </>
  );
}
