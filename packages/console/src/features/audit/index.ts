/**
 * The audit log's public part (issue 34): the History link of a detail page. The pages load
 * through the routes (app/routes/screens.ts), never through this file.
 */
export { historyActions, historyPath, useCanReadAudit, useHistoryActions } from './historyPath';
