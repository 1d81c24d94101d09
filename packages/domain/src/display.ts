import { format, isValid, parseISO } from 'date-fns';
import { SUBSCRIPTION_CURRENCY } from './api/subscription';

// How the console writes instants and money. A module of its own, not beside the API
// schemas: the response validators load with the login page's first call, date-fns not.

/** A UTC instant ('2026-12-24T10:00:00.000Z') as a day in the reader's zone: 'Dec 24, 2026'. */
export function formatInstantDay(instant: string): string {
  const date = parseISO(instant);
  return isValid(date) ? format(date, 'MMM d, yyyy') : '';
}

/** '$49.00' */
export function formatMoney(amount: number, currency: string = SUBSCRIPTION_CURRENCY): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
}
