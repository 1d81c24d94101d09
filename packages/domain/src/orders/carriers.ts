/** The carriers a shipped order names (API.md: UPS, USPS, FedEx, DHL, other). */
export const ORDER_CARRIERS = ['UPS', 'USPS', 'FedEx', 'DHL', 'other'] as const;
export type OrderCarrier = (typeof ORDER_CARRIERS)[number];

export const ORDER_CARRIER_LABELS: Record<OrderCarrier, string> = {
  UPS: 'UPS',
  USPS: 'USPS',
  FedEx: 'FedEx',
  DHL: 'DHL',
  other: 'Other carrier',
};

/** The carriers' public tracking pages, the number appended (encoded). */
const TRACKING_PAGES: Record<Exclude<OrderCarrier, 'other'>, string> = {
  UPS: 'https://www.ups.com/track?tracknum=',
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  FedEx: 'https://www.fedex.com/fedextrack/?trknbr=',
  DHL: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=',
};

/**
 * The carrier's page for a tracking number, or null for another carrier, an unknown one or
 * no number (then the number is shown as text).
 */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const number = trackingNumber.trim();
  if (!number || !(carrier in TRACKING_PAGES)) return null;
  return `${TRACKING_PAGES[carrier as keyof typeof TRACKING_PAGES]}${encodeURIComponent(number)}`;
}
