import { LIVE_SERVER_EVENTS, liveProtocol } from '@runway-live/domain/live';
import type { ApiOrderListItem } from '@runway-live/domain/orders';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { socketIoTransport } from '../../api/liveSocket';
import { tokenAtom } from '../../state/session';

const ORDER_NEW = LIVE_SERVER_EVENTS.orderNew;

/**
 * New and newly paid orders while a list is open, over the live socket (namespace /live):
 * a signed-in socket is in its orders rooms from the handshake (a designer's own, every
 * order for admin and staff), so nothing is joined; each `order:new` whose payload checks
 * with the live protocol's schema reaches `onOrder`.
 */
export function useOrderFeed(
  onOrder: (order: ApiOrderListItem) => void,
  /** Off until the page has something to refresh (its first answer). */
  enabled = true,
) {
  const token = useAtomValue(tokenAtom);
  const latest = useRef(onOrder);
  useEffect(() => {
    latest.current = onOrder;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const socket = socketIoTransport(token ? { token } : {});
    socket.on(ORDER_NEW, (payload: unknown) => {
      const order = liveProtocol.serverToClient[ORDER_NEW].safeParse(payload);
      if (order.success) latest.current(order.data);
    });
    socket.connect();
    return () => {
      socket.disconnect();
    };
  }, [token, enabled]);
}
