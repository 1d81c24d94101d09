import { TEXT_LIMITS } from '../schemas/textLimits';

/** The bounds of a checkout request; each matches what stores it. */

/** Lines in one checkout (a cart). */
export const CHECKOUT_LINES_MAX = 20;
/** Units of one line (a size's quantity column is an integer; a shopper buys a few). */
export const CHECKOUT_LINE_QUANTITY_MAX = 10;
/** A SKU as the product form bounds it. */
export const CHECKOUT_SKU_MAX = TEXT_LIMITS.product.sku;
/** A coupon code (stored upper case; the coupons issue fills it in). */
export const CHECKOUT_COUPON_MAX = 40;
/** The playback moment: seconds into the show or its replay, to the millisecond (≤ 48 h). */
export const CHECKOUT_SHOW_SEC_MAX = 48 * 3600;
/** The default stock hold, in minutes (CHECKOUT_HOLD_MINUTES overrides it; may be fractional). */
export const CHECKOUT_HOLD_MINUTES_DEFAULT = 10;
/** Products one availability read answers (the cart's products). */
export const PUBLIC_PRODUCTS_MAX = CHECKOUT_LINES_MAX;
/** At this many units left or fewer, the viewer says "N left" rather than nothing. */
export const LOW_STOCK_THRESHOLD = 5;
