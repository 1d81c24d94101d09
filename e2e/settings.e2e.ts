import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD, world } from './support/context';
import { startServer } from './support/server';
import { signIn } from './support/steps';

describe('the run-time settings of the console', () => {
  it('#10.16 signs in on a built server run with an API key and envelope secret of its own', async () => {
    // The same build as every other journey, given secrets it was never built with.
    const server = await startServer({
      API_KEY: 'e2e-own-api-key-7f3a',
      ENVELOPE_SECRET: 'e2e-own-envelope-secret-91c2',
    });
    const context = await world.browser.newContext({ baseURL: server.baseUrl });
    try {
      const page = await context.newPage();
      await signIn(page, 'admin@runway.test', DEMO_PASSWORD);
      // A guarded page's calls go through with the server's own key and envelope.
      await page
        .getByRole('region', { name: 'Designers', exact: true })
        .getByText(/^\d+$/)
        .waitFor();
      // And the development key, the one a baked build would carry, is refused.
      const refused = await fetch(`${server.baseUrl}/api/miscellaneous`, {
        headers: { API_KEY: 'dev-api-key-change-me' },
      });
      assert.equal(refused.status, 401);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
