import { ORDER_CARRIER_LABELS, type ApiOrder } from '@runway-live/domain/orders';
import { formatMoney } from '@runway-live/domain/money';
import { Button, Link, tokens } from '@runway-live/ui';
import { styled } from 'styled-components';
import { uploadedImageSrc } from '../../api/uploads';
import { DetailFacts } from '../../resources/DetailFacts';
import { DetailSection } from '../../resources/ResourceDetailPage';
import { RouterLink } from '../../shared/RouterLink';
import { useToast } from '../../shared/useToast';
import { events } from '../events';
import { addressLines } from './OrderPackingSlip';

const StyledTableWrap = styled.div`
  overflow-x: auto;
`;

const StyledItems = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.fontSize[2]};
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${tokens.space[2]};
    border-bottom: ${tokens.borderWidth[1]} solid ${tokens.color.border};
    text-align: left;
    vertical-align: middle;
  }

  img {
    display: block;
    width: 3rem;
    height: 3rem;
    object-fit: cover;
    border-radius: ${tokens.radius[2]};
  }
`;

const StyledAddress = styled.address`
  font-style: normal;
  white-space: pre-line;
`;

const imageSrc = (image: string) => (/^(https?:)?\//.test(image) ? image : uploadedImageSrc(image));

/** Items with their image, colour, size, SKU, quantity and unit price. */
export function OrderItems({ order }: { order: ApiOrder }) {
  return (
    <DetailSection title="Items">
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it (axe). */}
      <StyledTableWrap tabIndex={0} role="group" aria-label="Items of the order">
        <StyledItems>
          <thead>
            <tr>
              <th scope="col">Image</th>
              <th scope="col">Item</th>
              <th scope="col">Colour</th>
              <th scope="col">Size</th>
              <th scope="col">SKU</th>
              <th scope="col">Qty</th>
              <th scope="col">Unit price</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.sku}>
                <td>{item.imageUrl ? <img src={imageSrc(item.imageUrl)} alt="" /> : null}</td>
                <td>
                  {item.name}
                  {item.refundedQuantity > 0 ? ` (${item.refundedQuantity} refunded)` : ''}
                </td>
                <td>{item.color}</td>
                <td>{item.size}</td>
                <td>{item.sku}</td>
                <td>{item.quantity}</td>
                <td>{formatMoney(item.unitPrice, order.currency)}</td>
              </tr>
            ))}
          </tbody>
        </StyledItems>
      </StyledTableWrap>
    </DetailSection>
  );
}

/** '12:41': minutes and seconds into the show. */
export function showClock(sec: number): string {
  const whole = Math.floor(sec);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The buyer, the address (copyable), the show and its moment, and the tracking. */
export function OrderFacts({ order }: { order: ApiOrder }) {
  const toast = useToast();
  const address = [order.buyer.name, ...addressLines(order.shippingAddress)].join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      toast.success('Address copied');
    } catch {
      toast.error('The address could not be copied');
    }
  };
  return (
    <>
      <DetailSection title="Buyer and shipping">
        <DetailFacts>
          <dt>Buyer</dt>
          <dd>
            {order.buyer.name} ({order.buyer.email})
          </dd>
          <dt>Ship to</dt>
          <dd>
            <StyledAddress>{address}</StyledAddress>
            <Button size="sm" variant="secondary" onClick={() => void copy()}>
              Copy address
            </Button>
          </dd>
          <dt>Carrier</dt>
          <dd>
            {order.carrier
              ? (ORDER_CARRIER_LABELS[order.carrier as keyof typeof ORDER_CARRIER_LABELS] ??
                order.carrier)
              : 'Not shipped yet'}
          </dd>
          {order.trackingNumber ? (
            <>
              <dt>Tracking number</dt>
              <dd>
                {order.trackingUrl ? (
                  <Link href={order.trackingUrl} target="_blank" rel="noreferrer">
                    {order.trackingNumber}
                  </Link>
                ) : (
                  order.trackingNumber
                )}
              </dd>
            </>
          ) : null}
        </DetailFacts>
      </DetailSection>
      {order.eventId ? (
        <DetailSection title="Show">
          <p>
            {order.showSec !== null
              ? `Sold at ${showClock(order.showSec)} into ${order.eventTitle ?? 'the show'}`
              : `Sold during ${order.eventTitle ?? 'the show'}`}
            {order.pushedProductName ? `, while ${order.pushedProductName} was pushed.` : '.'}
          </p>
          <Link href={events.paths.carouselTimes(order.eventId)} linkComponent={RouterLink}>
            Open this moment in the carousel editor
          </Link>
        </DetailSection>
      ) : null}
    </>
  );
}
