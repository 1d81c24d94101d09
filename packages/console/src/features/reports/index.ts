/**
 * Reports' public part for other features (issue 33): the query keys every report reads
 * under. The screens load through the routes (app/routes/screens.ts), never through this file.
 */
export { reportKeys } from './orders';
