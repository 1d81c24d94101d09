// Money as the console and the player write it. A module of its own: formatting a price
// loads neither the subscription's schemas (zod) nor ./display's date-fns, which the player
// page has no room for (bench/bundle).

/** The plan's currency: money is a number in the major unit with its ISO 4217 code. */
export const SUBSCRIPTION_CURRENCY = 'USD';

/** '$49.00' */
export function formatMoney(amount: number, currency: string = SUBSCRIPTION_CURRENCY): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
}
