/**
 * Coupons' public part (issue 32): their query keys, resources and pages. Its screens load
 * through the routes (app/routes/screens.ts), never through this file.
 */
export {
  COUPONS_LIST,
  couponKeys,
  coupons,
  designerCoupons,
  designerCouponKeys,
  useShowCodes,
} from './couponsApi';
export { couponValueText } from './couponColumns';
export { ShowCouponsSection } from './ShowCouponsSection';
