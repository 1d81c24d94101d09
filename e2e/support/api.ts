import assert from 'node:assert/strict';
import { DEMO_PASSWORD, world } from './context';

export type ApiCall = <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;

/**
 * The API as the console calls it, signed in as a demo account: the key from /settings.js,
 * plain JSON (`x-envelope: off`), the account's token. For a journey's setup and checks.
 */
export async function apiAs(email: string, password = DEMO_PASSWORD): Promise<ApiCall> {
  const base = world.server.baseUrl;
  const settings = await (await fetch(`${base}/settings.js`)).text();
  const apiKey = /"apiKey":"([^"]+)"/.exec(settings)?.[1] ?? '';
  const headers = { api_key: apiKey, 'x-envelope': 'off', 'content-type': 'application/json' };
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, device_type: 'cms' }),
  });
  const { token } = (await login.json()) as { token: string };
  assert.ok(token, `${email} signs in`);
  return async <T>(method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await answer.json()) as T;
    assert.ok(answer.ok, `${method} ${path}: ${answer.status} ${JSON.stringify(json)}`);
    return json;
  };
}

/** A list route's answer, as far as journeys read it. */
export type ListOf<Item> = { data: { items: Item[] } };
