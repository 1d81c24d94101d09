/**
 * Leaves the console for `url` (an app's custom scheme or a store page). Its own module so
 * that tests can record where the page would go: jsdom cannot follow such links.
 */
export function leaveFor(url: string): void {
  window.location.href = url;
}
