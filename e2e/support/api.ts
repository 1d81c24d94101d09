import assert from 'node:assert/strict';
import { DEMO_PASSWORD, world } from './context';

export type ApiCall = <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;

/** The headers the console sends to the API: the key from /settings.js, plain JSON. */
async function consoleHeaders(): Promise<Record<string, string>> {
  const settings = await (await fetch(`${world.server.baseUrl}/settings.js`)).text();
  const apiKey = /"apiKey":"([^"]+)"/.exec(settings)?.[1] ?? '';
  return { api_key: apiKey, 'x-envelope': 'off', 'content-type': 'application/json' };
}

/** Calls of the API under `headers`, each one asserted to succeed. */
function caller(headers: Record<string, string>): ApiCall {
  return async <T>(method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${world.server.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await answer.json()) as T;
    assert.ok(answer.ok, `${method} ${path}: ${answer.status} ${JSON.stringify(json)}`);
    return json;
  };
}

/** The API as a visitor who is not signed in calls it (an application, a sign-up). */
export async function apiPublic(): Promise<ApiCall> {
  return caller(await consoleHeaders());
}

/**
 * The API as the console calls it, signed in as a demo account: the key from /settings.js,
 * plain JSON (`x-envelope: off`), the account's token. For a journey's setup and checks.
 */
export async function apiAs(email: string, password = DEMO_PASSWORD): Promise<ApiCall> {
  const headers = await consoleHeaders();
  const login = await fetch(`${world.server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, device_type: 'cms' }),
  });
  const { token } = (await login.json()) as { token: string };
  assert.ok(token, `${email} signs in`);
  return caller({ ...headers, authorization: `Bearer ${token}` });
}

/** A list route's answer, as far as journeys read it. */
export type ListOf<Item> = { data: { items: Item[] } };
