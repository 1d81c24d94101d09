// The orders report's part (issue 33): its query keys, for a feature whose writes move the
// figures. The screen loads through the routes (app/routes/screens.ts).
export { reportKeys } from './ordersReportApi';
