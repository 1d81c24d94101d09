import {
  NOTIFICATION_AUDIENCE_LABELS,
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_STATUS_LABELS,
  NOTIFICATION_STATUSES,
  notificationListQuerySchema,
  type ApiNotification,
} from '@runway-live/domain/api';
import { Button, ConfirmDialog, StatusBadge, type ColumnDef } from '@runway-live/ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ListSelectFilter } from '../../resources/ListFilters';
import { ROW_ACTION_STYLE, ResourceListPage } from '../../resources/ResourceListPage';
import { useListUrlState } from '../../resources/listUrlState';
import { useCanWrite } from '../../shared/useCanWrite';
import { InboxPage } from './InboxPage';
import { NotificationFormScreen } from './NotificationForm';
import { notifications, useSendNow } from './notificationsApi';

/** Draft and scheduled notifications may still be edited, cancelled or sent now. */
export const isEditable = (notification: Pick<ApiNotification, 'status'>) =>
  notification.status === 'draft' || notification.status === 'scheduled';

/** When it went or goes: the time in the zone it was chosen in, the zone named. */
export function whenText(notification: ApiNotification): string {
  const at = notification.sentAt ?? notification.scheduledAt;
  if (!at) return '—';
  const text = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: notification.timeZone,
  }).format(new Date(at));
  return `${text} (${notification.timeZone})`;
}

function columns(): ColumnDef<ApiNotification, unknown>[] {
  return [
    { id: 'title', header: 'Title', accessorFn: (item) => item.title },
    {
      id: 'audience',
      header: 'Audience',
      enableSorting: false,
      accessorFn: (item) =>
        item.audience === 'selected'
          ? `${NOTIFICATION_AUDIENCE_LABELS.selected} (${item.userIds.length})`
          : NOTIFICATION_AUDIENCE_LABELS[item.audience],
    },
    {
      id: 'status',
      header: 'Status',
      enableSorting: false,
      accessorFn: (item) => item.status,
      cell: ({ row }) => (
        <StatusBadge
          status={row.original.status}
          label={NOTIFICATION_STATUS_LABELS[row.original.status]}
          tones={{ sending: 'info', sent: 'success', failed: 'danger', scheduled: 'warning' }}
        />
      ),
    },
    { id: 'scheduledAt', header: 'When', accessorFn: (item) => whenText(item) },
    {
      id: 'delivered',
      header: 'Delivered',
      enableSorting: false,
      accessorFn: (item) => String(item.delivered),
    },
    {
      id: 'failed',
      header: 'Failed',
      enableSorting: false,
      accessorFn: (item) => String(item.failed),
    },
  ];
}

/** Admin and staff: every notification, its status and counts, and what may still change. */
function NotificationsList() {
  const listState = useListUrlState(notificationListQuerySchema);
  const { state, update, apiQuery } = listState;
  const list = notifications.useList(apiQuery);
  const remove = notifications.useRemove();
  const sendNow = useSendNow();
  const [, setSearch] = useSearchParams();
  const [cancelling, setCancelling] = useState<ApiNotification | null>(null);
  const tableColumns = useMemo(() => columns(), []);
  const open = (params: Record<string, string>) => setSearch(params);
  return (
    <ResourceListPage
      // Not "Notifications": the shell's toast region has that name.
      title="Outgoing notifications"
      description="Messages to designers and shoppers: in the console's bell, the apps and by e-mail, sent once when they fall due."
      list={list}
      listState={listState}
      columns={tableColumns}
      rowLabel={(item) => item.title}
      searchLabel="Search notifications"
      searchPlaceholder="Title"
      noun={{ one: 'notification', many: 'notifications' }}
      primaryAction={{ label: 'Compose notification', onClick: () => open({ compose: '1' }) }}
      secondaryActions={[{ label: 'My inbox', onClick: () => open({ view: 'inbox' }) }]}
      filtersActive={state.status !== undefined || state.audience !== undefined}
      onClearFilters={() => update({ search: '', status: undefined, audience: undefined })}
      filters={
        <>
          <ListSelectFilter
            label="Status"
            placeholder="Any status"
            values={NOTIFICATION_STATUSES}
            labels={NOTIFICATION_STATUS_LABELS}
            value={state.status}
            onChange={(status) => update({ status })}
          />
          <ListSelectFilter
            label="Audience"
            placeholder="Anyone"
            values={NOTIFICATION_AUDIENCES}
            labels={NOTIFICATION_AUDIENCE_LABELS}
            value={state.audience}
            onChange={(audience) => update({ audience })}
          />
        </>
      }
      rowActions={(item) =>
        isEditable(item) ? (
          <>
            <Button {...ROW_ACTION_STYLE} onClick={() => open({ edit: item._id })}>
              Edit
            </Button>
            <Button
              {...ROW_ACTION_STYLE}
              loading={sendNow.isPending && sendNow.variables === item._id}
              onClick={() => sendNow.mutate(item._id)}
            >
              Send now
            </Button>
            <Button {...ROW_ACTION_STYLE} onClick={() => setCancelling(item)}>
              Cancel
            </Button>
          </>
        ) : null
      }
      empty={{
        description: 'Compose a notification to reach designers and shoppers.',
        action: <Button onClick={() => open({ compose: '1' })}>Compose notification</Button>,
      }}
    >
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel notification"
        confirmLabel="Cancel notification"
        cancelLabel="Keep it"
        destructive
        onCancel={() => setCancelling(null)}
        onConfirm={() => {
          if (cancelling) remove.mutate(cancelling._id);
          setCancelling(null);
        }}
      >
        {cancelling ? `“${cancelling.title}” will not be sent.` : null}
      </ConfirmDialog>
    </ResourceListPage>
  );
}

/**
 * notifications (spec 2.3; issue 33). Admin and staff: the list, `?compose=1` the compose
 * form, `?edit=<id>` a draft's or a scheduled one's, `?view=inbox` their own inbox. A
 * designer reads their inbox here (the menu's Notifications).
 */
export function NotificationsScreen() {
  const canWrite = useCanWrite();
  const [search] = useSearchParams();
  if (!canWrite || search.get('view') === 'inbox') return <InboxPage />;
  if (search.get('compose') || search.get('edit')) {
    return <NotificationFormScreen id={search.get('edit') ?? undefined} />;
  }
  return <NotificationsList />;
}

export { NotificationsScreen as Screen };
