import { world } from './context';
import type { Page } from './deps';

/** A phone's width: nothing may scroll sideways at it. */
export const PHONE = { width: 375, height: 760 };

/** A page of its own browser context at a phone's size, on the journeys' server. */
export async function openPhonePage(): Promise<Page> {
  const context = await world.browser.newContext({
    baseURL: world.server.baseUrl,
    viewport: PHONE,
  });
  return context.newPage();
}
