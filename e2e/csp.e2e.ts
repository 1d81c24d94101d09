import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD, freshPage } from './support/context';
import type { Page } from './support/deps';
import { signIn } from './support/steps';

/** A real 1×1 PNG, for the cropper. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Every Content-Security-Policy violation the page reports from now on: the browser's
 * securitypolicyviolation events, and its console lines about the policy.
 */
async function recordViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => found.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text());
  });
  return found;
}

describe('the Content-Security-Policy (#10.11)', () => {
  it('#10.11 lets the built console, the cropper and /docs run without a single violation', async () => {
    const { context, page } = await freshPage();
    const violations = await recordViolations(page);

    // The policy is on, with scripts from this server only…
    const index = await page.goto('/auth/login');
    const policy = (await index?.allHeaders())?.['content-security-policy'] ?? '';
    assert.match(policy, /script-src 'self'(;|$)/);
    // …and the console still does all it did without it.
    await signIn(page, 'admin@runway.test', DEMO_PASSWORD);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.goto('/designer/view-designers');
    await page.getByRole('heading', { name: 'Designers', level: 1 }).waitFor();
    await page.getByRole('table').waitFor();

    // The application's form (zod, the full API) and its cropper (blob: and data: images).
    await page.goto('/authv2');
    await page.getByRole('heading', { name: 'Designer application' }).waitFor();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.locator('p[role="alert"]', { hasText: 'Invalid Form' }).waitFor();
    await page
      .getByLabel(/Profile image/)
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('dialog').waitFor();
    await page.getByRole('button', { name: 'Confirm!' }).click();
    // The file field names the crop (the source's name, as a JPEG).
    await page.getByText('logo.jpg', { exact: true }).waitFor();

    await page.goto('/docs');
    await page.locator('.swagger-ui .info').waitFor();
    await page.locator('.opblock').first().click();
    await page.locator('.opblock-body').first().waitFor();

    assert.deepEqual(violations, []);
    await context.close();
  });
});
