import type { ApiInboxItem, ApiNotification, ApiUser } from '@runway-live/domain/api';
import { fakeServer, pageAnswer, sentBody, type FakeHandler } from '../../test/fakeServer';

export const NOTIFICATION_ID = '01930000-0000-7000-8000-0000000000e1';
export const INBOX_ID = '01930000-0000-7000-8000-0000000000e2';

export const scheduledNotification: ApiNotification = {
  _id: NOTIFICATION_ID,
  title: 'Spring slots are open',
  body: 'Book your spring show.',
  link: '/event/view-events',
  audience: 'designers',
  userIds: [],
  eventId: null,
  designerId: null,
  scheduledAt: '2026-12-01T17:00:00.000Z',
  timeZone: 'Europe/Paris',
  sentAt: null,
  status: 'scheduled',
  delivered: 0,
  failed: 0,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
};

export const sentNotification: ApiNotification = {
  ...scheduledNotification,
  _id: '01930000-0000-7000-8000-0000000000e3',
  title: 'Welcome week',
  status: 'sent',
  sentAt: '2026-11-20T09:00:00.000Z',
  delivered: 42,
  failed: 1,
};

export const inboxItem: ApiInboxItem = {
  _id: INBOX_ID,
  notificationId: NOTIFICATION_ID,
  title: 'Spring slots are open',
  body: 'Book your spring show.',
  link: '/event/view-events',
  createdAt: '2026-11-28T10:01:00.000Z',
  readAt: null,
};

/** The notifications' server for `user`: the list, compose, the inbox and its count. */
export function notificationServer(
  user: ApiUser,
  {
    items = [scheduledNotification, sentNotification],
    inbox = [inboxItem],
    unread = 1,
    extra = {},
  }: {
    items?: ApiNotification[];
    inbox?: ApiInboxItem[];
    unread?: number | (() => number);
    extra?: Record<string, FakeHandler>;
  } = {},
) {
  const count = () => (typeof unread === 'function' ? unread() : unread);
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user } }),
    'GET /api/v2/notifications': () => pageAnswer(items),
    'POST /api/v2/notifications': async (request) => ({
      status: 201,
      body: {
        success: true,
        data: { ...scheduledNotification, ...((await sentBody(request)) as object) },
      },
    }),
    'GET /api/v2/inbox': () => pageAnswer(inbox),
    'GET /api/v2/inbox/unread-count': () => ({
      body: { success: true, data: { unread: count() } },
    }),
    'POST /api/v2/inbox/read-all': () => ({ body: { success: true, data: { unread: 0 } } }),
    [`POST /api/v2/inbox/${INBOX_ID}/read`]: () => ({
      body: { success: true, data: { unread: 0 } },
    }),
    ...extra,
  });
}
