import { consoleConfig } from '../../config';
import { leaveFor } from './deepLinksNavigation';

export type MobilePlatform = 'iphone' | 'ios' | 'android' | 'other';

export function mobilePlatform(userAgent: string = navigator.userAgent): MobilePlatform {
  if (/iPhone/.test(userAgent)) return 'iphone';
  if (/iPad|iPod/.test(userAgent)) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  return 'other';
}

/** `runwaylive://reset-password/<token>`: the app's custom-scheme link carrying the token. */
export function appLink(action: 'reset-password' | 'verify-email', token: string): string {
  return `${consoleConfig.mobile.appScheme}://${action}/${encodeURIComponent(token)}`;
}

/**
 * Opens the app through its link, then the store page after `fallbackMs` (if the app
 * took over, the page is gone by then). Returns a cancel for unmounting.
 */
export function openAppThenStore(link: string, storeUrl: string, fallbackMs: number): () => void {
  leaveFor(link);
  const timer = window.setTimeout(() => leaveFor(storeUrl), fallbackMs);
  return () => window.clearTimeout(timer);
}
