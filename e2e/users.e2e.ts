import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoAxeViolations, expectPath } from './support/browser';
import { DEMO_PASSWORD, freshPage, world } from './support/context';
import { expectToast, signIn } from './support/steps';

/** A call of the buying apps: the API key, plain JSON, and a session token when given. */
async function appCall(path: string, { body, token }: { body?: object; token?: string } = {}) {
  const base = world.server.baseUrl;
  const settings = await (await fetch(`${base}/settings.js`)).text();
  const apiKey = /"apiKey":"([^"]+)"/.exec(settings)?.[1] ?? '';
  return fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      api_key: apiKey,
      'x-envelope': 'off',
      'content-type': 'application/json',
      authorization: token ? `Bearer ${token}` : '',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

describe('a shopper', () => {
  it('is suspended by the admin, and its open session is refused at its next call', async () => {
    const email = `kim-${Date.now()}@shop.test`;
    const password = 'kim-lee-secret';
    const registered = await appCall('/api/auth/register', {
      body: { fullName: 'Kim Lee', email, password, repeatPassword: password },
    });
    assert.ok(registered.ok, `register: ${registered.status}`);
    const login = await appCall('/api/auth/login', {
      body: { email, password, device_type: 'web' },
    });
    assert.equal(login.status, 200);
    const { token } = (await login.json()) as { token: string };
    assert.equal((await appCall('/api/auth/me', { token })).status, 200);

    const admin = await freshPage();
    await signIn(admin.page, 'admin@runway.test', DEMO_PASSWORD);
    const menu = admin.page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Users', exact: true }).click();
    await expectPath(admin.page, '/user/view-users');
    await admin.page.getByRole('searchbox', { name: 'Search users' }).fill(email);
    await admin.page.keyboard.press('Enter');
    const table = admin.page.getByRole('table', { name: 'Users' });
    const row = table.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /Active/);
    await expectNoAxeViolations(admin.page, 'users');

    await row.getByRole('link', { name: 'Kim Lee' }).click();
    await admin.page.getByRole('heading', { level: 1, name: 'Kim Lee' }).waitFor();
    await admin.page.getByRole('region', { name: 'Orders' }).waitFor();
    await expectNoAxeViolations(admin.page, 'user detail');
    await admin.page.getByRole('button', { name: 'Suspend' }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'Suspend user?' });
    await confirm.waitFor();
    await expectNoAxeViolations(admin.page, 'suspend user');
    await confirm.getByRole('button', { name: 'Suspend' }).click();
    await expectToast(admin.page, 'status', 'Kim Lee suspended');
    await admin.page.getByRole('button', { name: 'Reactivate' }).waitFor();

    // The shopper's open session ends at once: its next call is refused, and so is a new
    // sign-in.
    assert.equal((await appCall('/api/auth/me', { token })).status, 401);
    const refused = await appCall('/api/auth/login', {
      body: { email, password, device_type: 'web' },
    });
    assert.equal(refused.status, 403);
    await admin.context.close();
  });
});
