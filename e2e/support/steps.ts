import type { Page } from './deps';
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
