import { checkoutMessages } from '../checkout/messages';
import { formatMoney, minorToMajor } from '../money';

/** Why a code is refused at checkout, in the order they are checked (couponRefusal). */
export const COUPON_REFUSALS = [
  'unknown',
  'notStarted',
  'ended',
  'usedUp',
  'alreadyUsed',
  'noEligibleItems',
  'belowMinimum',
] as const;
export type CouponRefusalReason = (typeof COUPON_REFUSALS)[number];

/**
 * The HTTP status each refusal answers at POST /api/v2/checkout: what the shopper sent is
 * wrong (400), or the code is spent, by everyone or by them (409). Never a 5xx.
 */
export const COUPON_REFUSAL_STATUS: Record<CouponRefusalReason, 400 | 409> = {
  unknown: 400,
  notStarted: 400,
  ended: 400,
  usedUp: 409,
  alreadyUsed: 409,
  noEligibleItems: 400,
  belowMinimum: 400,
};

/** Invented wording (the spec shows none for coupons). */
export const couponMessages = {
  // The checkout's refusals, one per reason.
  unknown: checkoutMessages.couponUnknown,
  notStarted: 'This coupon code is not active yet',
  ended: 'This coupon code has ended',
  usedUp: 'This coupon code has been used up',
  alreadyUsed: 'You have already used this coupon code',
  noEligibleItems: 'This coupon code does not apply to any item in your cart',
  belowMinimum: (minimumMinor: number, currency = 'USD') =>
    `This coupon code needs at least ${formatMoney(minorToMajor(minimumMinor), currency)} of eligible items`,

  // The form's and the API's.
  codeMissing: 'Code is missing',
  codeInvalid: 'Use 3 to 32 letters, digits and single dashes (e.g. SPRING-20)',
  typeInvalid: 'Must be percent or fixed',
  valueMissing: 'Value is missing',
  valueInvalid: 'Must be an amount of 0.01 or more, in the currency’s major unit (e.g. 20)',
  percentInvalid: 'Must be a whole percentage from 1 to 100',
  minOrderInvalid: 'Must be an amount of 0 or more (e.g. 50)',
  usesInvalid: 'Must be a whole number of 1 or more, or empty for no limit',
  perUserMoreThanTotal: 'Uses per buyer cannot be more than the total uses',
  endBeforeStart: 'The end must be after the start',
  scopeInvalid: 'Must be all, designer or event',
  fundedByInvalid: 'Must be marketplace or designer',
  statusInvalid: 'Must be active or inactive',
  designerNeeded: 'designerId: Name the designer whose products the coupon is for.',
  eventNeeded: 'eventId: Name the show whose products the coupon is for.',
  designerNotForAll: 'designerId: A coupon for everything names no designer.',
  liveWindowInvalid: 'Must be a whole number of minutes from 1 to 1440',
  liveWindowNeedsEvent: 'A live window needs a coupon scoped to a show',
  designerFundsOwn: 'A designer’s own coupons are funded by the designer',
  designerScope: 'A designer’s coupon applies to their own products or one of their shows',
  eventUnknown: 'eventId: No show of this designer has this id.',
  notYourDesignerId: 'A designer can only write their own coupons.',
  designerFixed: 'designerId: A coupon stays with the designer it was made for.',
  countInvalid: 'Must be a whole number from 1 to 10,000',
  prefixInvalid: 'Use up to 12 letters, digits and single dashes',
  codeNotFound: 'This coupon has no such code',
  formatInvalid: 'Must be json or csv',
  usedCannotDelete: 'This coupon has been used: deactivate it instead of deleting it',
} as const;

/** The refusal's words: `belowMinimum` names the minimum. */
export function couponRefusalMessage(
  reason: CouponRefusalReason,
  minimumMinor = 0,
  currency = 'USD',
): string {
  return reason === 'belowMinimum'
    ? couponMessages.belowMinimum(minimumMinor, currency)
    : couponMessages[reason];
}
