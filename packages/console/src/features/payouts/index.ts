/**
 * Payouts' public part for other features: the query keys (a refund elsewhere changes a
 * statement). Its screen loads through the routes (app/routes/screens.ts).
 */
export { payoutKeys } from './payoutsApi';
