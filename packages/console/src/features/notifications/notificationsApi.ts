import { routePath } from '@runway-live/domain/access';
import {
  API_PATHS,
  API_ROUTES,
  apiPath,
  inboxListResponseSchema,
  inboxUnreadResponseSchema,
  notificationListResponseSchema,
  notificationResponseSchema,
  shopperListResponseSchema,
  successResponseSchema,
  type ApiNotification,
  type NotificationCreateInput,
  type NotificationPatchInput,
} from '@runway-live/domain/api';
import { LIVE_SERVER_EVENTS, liveProtocol } from '@runway-live/domain/live';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useApi } from '../../api/ApiProvider';
import { socketIoTransport } from '../../api/liveSocket';
import { defineResource } from '../../resources/defineResource';
import { createQueryKeys } from '../../resources/queryKeys';
import { tokenAtom } from '../../state/session';

/** The one console page of notifications (spec 2.3: `notifications`). */
const paths = { list: routePath('notifications') };

export const notificationKeys = createQueryKeys('notifications');

/** Admin and staff: GET/POST/PATCH/DELETE /api/v2/notifications (decision 0046). */
export const notifications = defineResource<
  ApiNotification,
  NotificationCreateInput,
  NotificationPatchInput
>()({
  keys: notificationKeys,
  path: API_PATHS.notifications,
  listResponse: notificationListResponseSchema,
  itemResponse: notificationResponseSchema,
  removeResponse: successResponseSchema,
  paths,
});

/** POST …/:id/send: a draft or scheduled notification goes out now. */
export function useSendNow() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      notificationResponseSchema.parse(
        await api.post(
          apiPath(API_ROUTES.notificationSend, { id }),
          {},
          {
            showsFailure: true,
          },
        ),
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** The signed-in account's inbox and its unread count share this key's prefix. */
export const INBOX_KEY = ['inbox'] as const;

/** The bell's count: a background read, silent when it fails (the page says its own). */
export function useUnreadCount() {
  const api = useApi();
  return useQuery({
    queryKey: [...INBOX_KEY, 'unread'],
    queryFn: async () =>
      inboxUnreadResponseSchema.parse(
        await api.get(API_ROUTES.inboxUnread, undefined, { silent: true }),
      ).data.unread,
    retry: false,
  });
}

export function useInbox(query: Record<string, string>, enabled = true) {
  const api = useApi();
  return useQuery({
    enabled,
    queryKey: [...INBOX_KEY, 'list', query],
    queryFn: async () =>
      inboxListResponseSchema.parse(await api.get(API_PATHS.inbox, query, { retryInPlace: true }))
        .data,
    placeholderData: keepPreviousData,
  });
}

/** Mark one read (an id) or all (null); the count and the list are read again. */
export function useMarkRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string | null) =>
      inboxUnreadResponseSchema.parse(
        await api.post(
          id === null ? API_ROUTES.inboxReadAll : apiPath(API_ROUTES.inboxRead, { id }),
          {},
          { showsFailure: true },
        ),
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}

/**
 * The inbox kept current over the live socket: a signed-in socket is in its account's room
 * from the handshake, where `inbox` arrives when a notification lands or another tab reads
 * one; the count and the list are read again.
 */
export function useInboxFeed(enabled: boolean) {
  const token = useAtomValue(tokenAtom);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token || !enabled) return;
    const socket = socketIoTransport({ token });
    socket.on(LIVE_SERVER_EVENTS.inbox, (payload: unknown) => {
      if (liveProtocol.serverToClient[LIVE_SERVER_EVENTS.inbox].safeParse(payload).success) {
        void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
      }
    });
    socket.connect();
    return () => {
      socket.disconnect();
    };
  }, [token, enabled, queryClient]);
}

/** Shoppers found by name or e-mail, for a `selected` audience. */
export function useAccountSearch(search: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['notifications', 'accounts', search],
    queryFn: async () =>
      shopperListResponseSchema.parse(
        await api.get(API_PATHS.users, { page: '1', limit: '20', ...(search ? { search } : {}) }),
      ).data.items,
    placeholderData: keepPreviousData,
  });
}
