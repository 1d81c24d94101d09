import { Button, EmptyState, Pagination, Skeleton } from '@runway-live/ui';
import { useState } from 'react';
import { Page } from '../../shared/Page';
import { InboxItemView, useOpenInboxItem } from './NotificationBell';
import { useInbox, useMarkRead, useUnreadCount } from './notificationsApi';

const LIMIT = 20;

/**
 * The signed-in person's inbox, page by page: what reached them, unread first marked, with
 * "Mark all as read". Read state is the server's, so every device of the account agrees;
 * the live socket keeps it current (the bell's feed).
 */
export function InboxPage() {
  const [page, setPage] = useState(1);
  const inbox = useInbox({ page: String(page), limit: String(LIMIT) });
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  const open = useOpenInboxItem();
  const items = inbox.data?.items ?? [];
  return (
    <Page
      title="Notifications"
      description="What the marketplace sent you. Unread ones are in bold."
      primaryAction={{
        label: 'Mark all as read',
        onClick: () => markRead.mutate(null),
        disabled: !unread.data,
        loading: markRead.isPending,
      }}
    >
      {inbox.isPending ? <Skeleton lines={3} /> : null}
      {inbox.isError ? (
        <EmptyState
          role="alert"
          title="The notifications could not be loaded."
          action={<Button onClick={() => void inbox.refetch()}>Retry</Button>}
        />
      ) : null}
      {inbox.isSuccess && items.length === 0 ? (
        <EmptyState
          title="No notifications yet"
          description="Messages from the marketplace will appear here."
        />
      ) : null}
      {items.length > 0 ? (
        <ul aria-label="Inbox" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <InboxItemView key={item._id} item={item} onOpen={open} />
          ))}
        </ul>
      ) : null}
      {inbox.data && inbox.data.total > LIMIT ? (
        <Pagination
          page={page}
          limit={LIMIT}
          total={inbox.data.total}
          onPageChange={setPage}
          aria-label="Inbox pages"
        />
      ) : null}
    </Page>
  );
}
