import { formatMoney } from '@runway-live/domain/money';
import { orderMailSubjects, trackingUrl } from '@runway-live/domain/orders';
import { minorToMajor } from '@runway-live/domain/money';
import type { MailMessage } from '../../../providers/mail';
import type { OrderRow } from '../present';
import type { TimelineEntry } from '../tables';

/**
 * The mails to the buyer (paid, shipped with tracking, refunded), queued in the outbox by
 * the write that causes them (in its transaction) and recorded on the order's timeline as
 * `email` entries.
 */
export type BuyerMail =
  | { kind: 'paid' }
  | { kind: 'shipped'; carrier: string; trackingNumber: string }
  | { kind: 'refunded'; amount: number };

type MailOrder = Pick<OrderRow, 'orderNumber' | 'buyer' | 'currency'>;

function body(order: MailOrder, mail: BuyerMail): string {
  const hello = `Hello ${order.buyer.name || 'there'},`;
  switch (mail.kind) {
    case 'paid':
      return `${hello}\n\nThank you: your payment for order ${order.orderNumber} is confirmed. We will write again when it ships.\n`;
    case 'shipped': {
      const link = trackingUrl(mail.carrier, mail.trackingNumber);
      return `${hello}\n\nYour order ${order.orderNumber} is on its way with ${mail.carrier}. Tracking number: ${mail.trackingNumber}.${link ? `\nFollow it: ${link}` : ''}\n`;
    }
    case 'refunded':
      return `${hello}\n\nWe refunded ${formatMoney(minorToMajor(mail.amount), order.currency)} for your order ${order.orderNumber}. It reaches your card within a few days.\n`;
  }
}

/** The mail to queue and the timeline entry that records it; none without an address. */
export function buyerMail(
  order: MailOrder,
  mail: BuyerMail,
  at: string,
): { message: MailMessage; entry: TimelineEntry } | null {
  if (!order.buyer.email) return null;
  const subject = orderMailSubjects[mail.kind](order.orderNumber);
  return {
    message: { to: order.buyer.email, subject, text: body(order, mail) },
    entry: { type: 'email', at, by: null, text: `“${subject}” sent to ${order.buyer.email}` },
  };
}
