import { ORDER_STATUSES, REFUND_STATES } from '../checkout/statuses';
import { ORDER_TRANSFER_FILTERS } from '../checkout/transfers';
import { ORDER_CARRIERS } from './carriers';
import { REFUND_REASONS } from './refunds';

/** The order desk's wording (invented: the spec shows none). */
export const orderMessages = {
  statusInvalid: `Must be one of ${ORDER_STATUSES.join(', ')}`,
  refundStateInvalid: `Must be one of ${REFUND_STATES.join(', ')}`,
  transferFilterInvalid: `Must be ${ORDER_TRANSFER_FILTERS.join(' or ')}`,
  statusMissing: 'Choose the new status, or the carrier and tracking number',
  carrierInvalid: `Must be one of ${ORDER_CARRIERS.join(', ')}`,
  carrierMissing: 'Choose the carrier to ship the order',
  trackingMissing: 'Enter the tracking number to ship the order',
  trackingOnlyWhenShipped: 'The carrier and tracking number go with shipping the order',
  trackingNotShipped: 'The carrier and tracking number can change once the order is shipped',
  dateInvalid: 'Must be a date (yyyy-MM-dd)',
  rangeInvalid: 'The end date must be on or after the start date',
  formatInvalid: 'Must be json or csv',
  idsMissing: 'Name the orders: ids=a,b',
  idsInvalid: 'Each id must be an order id',
  noteMissing: 'Write the note',
  refundLines: 'Choose the items to refund',
  refundDuplicate: 'Each SKU once: change its quantity instead',
  refundQuantity: 'Choose a quantity of at least 1',
  refundReason: `Must be one of ${REFUND_REASONS.join(', ')}`,
  /** Someone changed the order meanwhile: reload it. */
  changedMeanwhile: 'The order changed meanwhile: reload it and try again',
  designerRequired: 'Choose the designer',
  /** Answers. */
  moved: 'Order updated',
  noted: 'Note added',
  refunded: 'Refund recorded',
} as const;

/** The mails to the buyer, their subjects (recorded on the timeline as `email` entries). */
export const orderMailSubjects = {
  paid: (orderNumber: string) => `Your order ${orderNumber} is confirmed`,
  shipped: (orderNumber: string) => `Your order ${orderNumber} is on its way`,
  refunded: (orderNumber: string) => `A refund for your order ${orderNumber}`,
} as const;
