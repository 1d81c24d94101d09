import {
  apiOrderListItemSchema,
  ORDER_NEW_EVENT,
  ORDER_WATCH_EVENT,
  type ApiOrderListItem,
} from '@runway-live/domain/orders';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { socketIoTransport } from '../../api/liveSocket';
import { tokenAtom } from '../../state/session';

/**
 * New paid orders while a list is open, over the live socket (namespace /live): on every
 * connection it asks to watch the signed-in account's orders room (a designer's own, or
 * the admin room), and hands each `order:new` whose payload checks to `onOrder`.
 */
export function useOrderFeed(onOrder: (order: ApiOrderListItem) => void) {
  const token = useAtomValue(tokenAtom);
  const latest = useRef(onOrder);
  useEffect(() => {
    latest.current = onOrder;
  });
  useEffect(() => {
    const socket = socketIoTransport(token ? { token } : {});
    socket.on('connect', () => {
      socket.emit(ORDER_WATCH_EVENT);
    });
    socket.on(ORDER_NEW_EVENT, (payload: unknown) => {
      const order = apiOrderListItemSchema.safeParse(payload);
      if (order.success) latest.current(order.data);
    });
    socket.connect();
    return () => {
      socket.disconnect();
    };
  }, [token]);
}
