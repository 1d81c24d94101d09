import assert from 'node:assert/strict';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { AxeBuilder, chromium, type Browser, type Page } from './deps';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

/** Zero axe violations on the page as it is now (WCAG 2.x A and AA rules). */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  );
  assert.deepEqual(found, [], `axe violations on ${screen}`);
}

/** Waits until the page's path is `path` (client-side navigation included). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}
