/**
 * Reports' public part for other features (issue 33): the query keys every report reads
 * under, a show's report for its page and the orders report's body for a designer's
 * dashboard, each loading its charts in its own chunk. The report screens load through the
 * routes (app/routes/screens.ts), never through this file.
 */
export { reportKeys } from './orders';
export { ShowReportSection } from './events/ShowReportSection';
export { WebEventReportSection } from './events/WebEventReportSection';
export { DESIGNER_SALES_ANCHOR, DesignerSalesSection } from './orders/DesignerSalesSection';
