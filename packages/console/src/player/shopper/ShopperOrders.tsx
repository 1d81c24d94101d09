import { formatMoney } from '@runway-live/domain/money';
import { ORDER_STATUS_LABELS, type ShopperOrder } from '@runway-live/domain/checkout';
import { Dialog, Spinner } from '@runway-live/ui';
import { useEffect, useState } from 'react';
import { ShopperCallError, type ShopperApi } from './shopperApi';

type Read =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'done'; orders: readonly ShopperOrder[] };

/** "Your orders" on the viewer page: the shopper's own orders (GET /api/v2/my/orders). */
export default function ShopperOrders({
  api,
  onClose,
  notice = null,
}: {
  api: Pick<ShopperApi, 'myOrders'>;
  onClose: () => void;
  /** How the payment just went (back from the payment step), above the orders. */
  notice?: string | null;
}) {
  const [read, setRead] = useState<Read>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    api.myOrders().then(
      (orders) => current && setRead({ status: 'done', orders }),
      (error: unknown) =>
        current &&
        setRead({
          status: 'failed',
          message: error instanceof ShopperCallError ? error.message : String(error),
        }),
    );
    return () => {
      current = false;
    };
  }, [api]);

  return (
    <Dialog
      open
      title="Your orders"
      onClose={onClose}
      okLabel="Back to the show"
      bodyDescribes={false}
    >
      {notice ? <p role="status">{notice}</p> : null}
      {read.status === 'loading' ? <Spinner label="Loading your orders" /> : null}
      {read.status === 'failed' ? <p role="alert">{read.message}</p> : null}
      {read.status === 'done' && read.orders.length === 0 ? <p>You have no orders yet.</p> : null}
      {read.status === 'done' && read.orders.length > 0 ? (
        <ul aria-label="Orders">
          {read.orders.map((order) => (
            <li key={order._id}>
              <strong>{`Order ${order.orderNumber}`}</strong>
              {` · ${order.designer.brandName} · ${ORDER_STATUS_LABELS[order.status]} · ${formatMoney(order.total, order.currency)}`}
              {order.couponCode && order.discount > 0
                ? ` · ${order.couponCode}: ${formatMoney(order.discount, order.currency)} off`
                : null}
              <ul>
                {order.items.map((item) => (
                  <li
                    key={item.sku}
                  >{`${item.quantity} × ${item.name} (${[item.color, item.size].filter(Boolean).join(' / ')})`}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}
