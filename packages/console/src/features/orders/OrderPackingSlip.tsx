import type { ApiOrder } from '@runway-live/domain/orders';
import { PackingSlip } from '@runway-live/ui';
import { orderMoment } from './orderStatus';

/** The address as lines: street, then city, state and postcode, then the country. */
export function addressLines(address: ApiOrder['shippingAddress']): string[] {
  return [
    address.primaryAddress,
    [address.city, address.state, address.pincode].filter(Boolean).join(', '),
    address.country,
  ].filter(Boolean);
}

/** One order's packing slip: the kit's, filled from the order (no prices). */
export function OrderPackingSlip({ order }: { order: ApiOrder }) {
  return (
    <PackingSlip
      orderNumber={order.orderNumber}
      orderedAt={orderMoment(order.createdAt)}
      from={order.designerBrand}
      shipTo={{ name: order.buyer.name, lines: addressLines(order.shippingAddress) }}
      lines={order.items.map(({ sku, name, color, size, quantity }) => ({
        sku,
        name,
        color,
        size,
        quantity,
      }))}
    />
  );
}
