import { after, before } from 'node:test';
import { launchBrowser } from './browser';
import type { Browser, BrowserContext, Page } from './deps';
import { startServer, type RunningServer } from './server';

/** One server and one browser for every journey: the server's first start takes a while. */
export const world = {} as { server: RunningServer; browser: Browser };

before(async () => {
  world.server = await startServer();
  world.browser = await launchBrowser();
});

after(async () => {
  await world.browser?.close();
  await world.server?.stop();
});

/** A fresh browser profile (empty localStorage) on the console. */
export async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await world.browser.newContext({ baseURL: world.server.baseUrl });
  const page = await context.newPage();
  return { context, page };
}

export const DEMO_PASSWORD = 'runway-demo-1';
