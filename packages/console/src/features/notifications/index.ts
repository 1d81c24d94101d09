/**
 * Notifications' public part (issue 33): the header's bell. The page loads through the
 * routes (app/routes/screens.ts), never through this file.
 */
export { NotificationBell } from './NotificationBell';
