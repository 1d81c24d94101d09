/**
 * The plan's currency: money is a number in the major unit with its ISO 4217 code. A module
 * of its own so that formatting money (./display) does not load the subscription's schemas:
 * the player page formats prices without zod (bench/bundle).
 */
export const SUBSCRIPTION_CURRENCY = 'USD';
