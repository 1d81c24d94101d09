import type { BrowserContext, Page } from './deps';
import { expectPath } from './browser';

/** The login screen's two steps, by pointer. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expectPath(page, '/dashboard');
}

/** The toast region's latest message of `role` (status for a success, alert for a failure). */
export function toast(page: Page, role: 'status' | 'alert') {
  return page.getByRole('region', { name: 'Notifications' }).getByRole(role).last();
}

/** Waits for a toast of `role` saying `text` (not only the latest: toasts stack). */
export async function expectToast(
  page: Page,
  role: 'status' | 'alert',
  text: string,
): Promise<void> {
  await page
    .getByRole('region', { name: 'Notifications' })
    .getByRole(role)
    .filter({ hasText: text })
    .first()
    .waitFor();
}

/** A test image of one colour, drawn by the browser itself, as PNG bytes. */
export async function drawnPng(
  page: Page,
  { width, height, color }: { width: number; height: number; color: string },
): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const paint = canvas.getContext('2d');
      if (paint) {
        paint.fillStyle = fill;
        paint.fillRect(0, 0, w, h);
      }
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    [width, height, color] as const,
  );
  return Buffer.from(base64, 'base64');
}

/**
 * Pays a checkout on the local provider's page in a tab of `context`, and closes the tab
 * once the page has sent the payer back (closing it while that navigation is in flight hung
 * a journey under load).
 */
export async function payOnLocalPage(context: BrowserContext, paymentUrl: string): Promise<void> {
  const payment = await context.newPage();
  await payment.goto(paymentUrl);
  await payment.getByRole('button', { name: /^Pay / }).click();
  await payment.waitForURL((url) => !url.pathname.startsWith('/payments/local/'));
  await payment.close();
}
