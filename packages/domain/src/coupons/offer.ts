import { formatMoney } from '../money';
import type { CouponType } from './rules';

/**
 * What a coupon takes off, in words: "20% off" or "$5.00 off" (the value a whole percentage,
 * or the amount in the currency's major unit, as the API answers it). The coupons list, the
 * detail, the show's codes and a code pushed live all say it this way.
 */
export function couponOfferText(coupon: { type: CouponType; value: number; currency: string }) {
  return coupon.type === 'percent'
    ? `${coupon.value}% off`
    : `${formatMoney(coupon.value, coupon.currency)} off`;
}
