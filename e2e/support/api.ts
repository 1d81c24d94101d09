import assert from 'node:assert/strict';
import { DEMO_PASSWORD, world } from './context';

export type ApiCall = <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;

/** The headers the console sends to the API: the key from /settings.js, plain JSON. */
async function consoleHeaders(): Promise<Record<string, string>> {
  const settings = await (await fetch(`${world.server.baseUrl}/settings.js`)).text();
  const apiKey = /"apiKey":"([^"]+)"/.exec(settings)?.[1] ?? '';
  return { api_key: apiKey, 'x-envelope': 'off', 'content-type': 'application/json' };
}

/** A call as the console makes it: JSON when there is a body (a DELETE has none). */
function send(headers: Record<string, string>, method: string, path: string, body?: unknown) {
  const { 'content-type': json, ...rest } = headers;
  return fetch(`${world.server.baseUrl}${path}`, {
    method,
    headers: body === undefined ? rest : { ...rest, 'content-type': json ?? 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Calls of the API under `headers`, each one asserted to succeed. */
function caller(headers: Record<string, string>): ApiCall {
  return async <T>(method: string, path: string, body?: unknown) => {
    const answer = await send(headers, method, path, body);
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
 * The console's headers with the token of `email`, signed in as the console signs in
 * (`cms`), or as the viewer page signs a shopper in (`web`: the console refuses shoppers).
 */
async function signedInHeaders(
  email: string,
  password: string,
  deviceType: 'cms' | 'web' = 'cms',
): Promise<Record<string, string>> {
  const headers = await consoleHeaders();
  const login = await fetch(`${world.server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, device_type: deviceType }),
  });
  const { token } = (await login.json()) as { token: string };
  assert.ok(token, `${email} signs in`);
  return { ...headers, authorization: `Bearer ${token}` };
}

/**
 * The API as the console calls it, signed in as a demo account: the key from /settings.js,
 * plain JSON (`x-envelope: off`), the account's token. For a journey's setup and checks.
 */
export async function apiAs(email: string, password = DEMO_PASSWORD): Promise<ApiCall> {
  return caller(await signedInHeaders(email, password));
}

/** The API as the viewer page calls it for a signed-in shopper. */
export async function shopperApiAs(email: string, password = DEMO_PASSWORD): Promise<ApiCall> {
  return caller(await signedInHeaders(email, password, 'web'));
}

/** A call's status and body, whatever the status: for a journey that checks a refusal. */
export type ApiAnswer = <T = unknown>(
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: T }>;

/** The API as `email` calls it (as apiAs), answering refusals instead of failing on them. */
export async function apiAnswersAs(email: string, password = DEMO_PASSWORD): Promise<ApiAnswer> {
  const headers = await signedInHeaders(email, password);
  return async <T>(method: string, path: string, body?: unknown) => {
    const answer = await send(headers, method, path, body);
    return { status: answer.status, body: (await answer.json()) as T };
  };
}

/** A list route's answer, as far as journeys read it. */
export type ListOf<Item> = { data: { items: Item[] } };
