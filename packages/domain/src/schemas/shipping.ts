import { PRODUCT_CURRENCY } from '../money';
import { moneyField } from './moneyField';

/**
 * A designer's flat shipping on each of its orders (a shop setting; 0, the default, is free
 * shipping), as the checkout adds it (issue 29). Typed or sent in major units and read by
 * the domain's one money rule, so "4,90" is 4.90 and never 490; the server keeps cents.
 */
export const SHIPPING_FLAT_RATE_LABEL = `Shipping per order (${PRODUCT_CURRENCY})`;

/** Invented wording (the spec shows none). */
export const shippingFlatRateMessages = {
  missing: 'Enter the shipping of each order: 0 for free shipping',
  invalid: 'Write the shipping as an amount of 0 or more, such as 4.90 or 4,90',
} as const;

/** The shipping flat rate of a form and of update-user: major units, by the money rule. */
export const shippingFlatRateField = () => moneyField(shippingFlatRateMessages);
