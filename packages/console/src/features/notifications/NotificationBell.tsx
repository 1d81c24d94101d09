import { routePath } from '@runway-live/domain/access';
import type { ApiInboxItem } from '@runway-live/domain/api';
import { Button, Icon, IconButton, tokens, visuallyHidden } from '@runway-live/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useInbox, useInboxFeed, useMarkRead, useUnreadCount } from './notificationsApi';

const StyledBell = styled.div`
  position: relative;
  display: inline-flex;
`;

const StyledCount = styled.span`
  position: absolute;
  top: -2px;
  right: -2px;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: 9px;
  background: ${tokens.color.danger};
  color: ${tokens.color.onDanger};
  font-size: 11px;
  font-weight: 600;
  line-height: 18px;
  text-align: center;
  pointer-events: none;
`;

const StyledPanel = styled.div`
  position: absolute;
  top: calc(100% + ${tokens.space[2]});
  right: 0;
  z-index: 30;
  width: min(360px, 90vw);
  max-height: 70vh;
  overflow: auto;
  padding: ${tokens.space[3]};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow[2]};
`;

const StyledPanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[2]};
  margin-bottom: ${tokens.space[2]};
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

const StyledItems = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const StyledInboxItem = styled.li<{ $unread: boolean }>`
  padding: ${tokens.space[2]};
  border-radius: ${tokens.radius[1]};
  background: ${({ $unread }) => ($unread ? tokens.color.surfaceMuted : 'transparent')};
  & + & {
    margin-top: ${tokens.space[1]};
  }
  p {
    margin: ${tokens.space[1]} 0 0;
    color: ${tokens.color.textMuted};
  }
`;

// The item's title as a plain line of text that opens it (not a shouted button label).
const StyledOpen = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${tokens.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

/** How many of the latest items the bell's panel shows. */
const LATEST = '5';

/** "3 unread notifications": the bell's name says the count to a screen reader. */
export function bellLabel(unread: number | undefined): string {
  if (!unread) return 'Notifications';
  return `Notifications, ${unread} unread`;
}

/** One inbox item: its title (a button to its link when it has one) and body, read on open. */
export function InboxItemView({
  item,
  onOpen,
}: {
  item: ApiInboxItem;
  onOpen: (item: ApiInboxItem) => void;
}) {
  const unread = item.readAt === null;
  return (
    <StyledInboxItem $unread={unread}>
      <StyledOpen type="button" onClick={() => onOpen(item)}>
        {unread ? <strong>{item.title}</strong> : item.title}
        {unread ? <StyledHidden> (unread)</StyledHidden> : null}
      </StyledOpen>
      <p>{item.body}</p>
    </StyledInboxItem>
  );
}

/** Opening an item marks it read and follows its console path (an app link stays text). */
export function useOpenInboxItem() {
  const markRead = useMarkRead();
  const navigate = useNavigate();
  return (item: ApiInboxItem) => {
    if (item.readAt === null) markRead.mutate(item._id);
    if (item.link?.startsWith('/')) void navigate(item.link);
  };
}

/**
 * The header's bell (issue 33): the unread count from the server, a panel with the latest
 * items, "Mark all as read" and the whole inbox; kept current over the live socket.
 */
export function NotificationBell() {
  const unread = useUnreadCount();
  // Listens only once the inbox answers (a session that cannot read it has nothing to hear).
  useInboxFeed(unread.isSuccess);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const latest = useInbox({ page: '1', limit: LATEST }, open);
  const markRead = useMarkRead();
  const openItem = useOpenInboxItem();
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const count = unread.data ?? 0;
  const items = latest.data?.items ?? [];
  return (
    <StyledBell ref={root}>
      <IconButton
        label={bellLabel(unread.data)}
        icon={<Icon name="bell" />}
        variant="ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      />
      {count > 0 ? (
        <StyledCount aria-hidden="true">{count > 99 ? '99+' : count}</StyledCount>
      ) : null}
      {open ? (
        <StyledPanel id={panelId} role="region" aria-label="Latest notifications">
          <StyledPanelHead>
            <h2>Notifications</h2>
            <Button
              variant="ghost"
              size="sm"
              disabled={count === 0 || markRead.isPending}
              onClick={() => markRead.mutate(null)}
            >
              Mark all as read
            </Button>
          </StyledPanelHead>
          {latest.isPending ? <p>Loading notifications…</p> : null}
          {latest.isError ? <p role="alert">The notifications could not be loaded.</p> : null}
          {latest.isSuccess && items.length === 0 ? <p>No notifications yet.</p> : null}
          {items.length > 0 ? (
            <StyledItems>
              {items.map((item) => (
                <InboxItemView
                  key={item._id}
                  item={item}
                  onOpen={(picked) => {
                    setOpen(false);
                    openItem(picked);
                  }}
                />
              ))}
            </StyledItems>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setOpen(false);
              void navigate(`${routePath('notifications')}?view=inbox`);
            }}
          >
            See all notifications
          </Button>
        </StyledPanel>
      ) : null}
    </StyledBell>
  );
}
