import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  draws,
  HOSTILE_BODIES,
  HOSTILE_STRINGS,
  LEAKS,
  percent,
  PERSONAL_EMAIL,
  PERSONAL_PHONE,
  plausible,
  RUNS,
  type SchemaObject,
} from './support/hostileInputs';
import { createTestApp, TEST_API_KEY, type DemoKey, type TestApp } from './support/testApp';

/**
 * Hostile input at every route of the OpenAPI document, as every kind of caller (issue 34):
 * NUL bytes, lone surrogates, huge strings, deep nesting, wrong types, prototype keys,
 * percent-encoded delimiters and wrong envelopes, in the path, the query and the body. No
 * answer is a 5xx, none carries a stack or SQL, and no log line carries the personal data
 * the inputs hold. The values are drawn with a fixed seed, so a failure replays; FUZZ_RUNS
 * draws more of them per field for a longer run (the CI run is bounded to stay fast).
 */

type Parameter = { in: 'path' | 'query' | 'header'; name: string };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: SchemaObject }> };
};
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Route = { method: Method; path: string; operation: Operation };

const CALLERS: readonly (DemoKey | 'anonymous')[] = [
  'anonymous',
  'shopper',
  'designer',
  'staff',
  'admin',
];

describe('issue 34: hostile input at every route', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info', AUTH_RATE_LIMIT: '100000', AUTH_IP_RATE_LIMIT: '100000' },
      { logStream: { write: (line) => lines.push(line) } },
    );
  });
  afterAll(() => t.close());

  it('answers every generated and hostile call with no 5xx, no stack, no SQL, and logs no personal data', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Partial<Record<Method, Operation>>> };
    const routes: Route[] = Object.entries(doc.paths).flatMap(([path, operations]) =>
      (Object.entries(operations) as [Method, Operation][])
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ method, path, operation })),
    );
    // The sessions' own routes end the fuzzer's sessions: they run last.
    routes.sort((a, b) => Number(/logout/.test(a.path)) - Number(/logout/.test(b.path)));
    expect(routes.length).toBeGreaterThan(100);

    const failures: string[] = [];
    let calls = 0;
    const statuses = new Map<number, number>();

    const send = async (
      who: DemoKey | 'anonymous',
      route: Route,
      url: string,
      body: string | undefined,
      headers: Record<string, string> = {},
    ) => {
      const call = async (): Promise<LightMyRequestResponse> =>
        t.app.inject({
          method: route.method.toUpperCase() as Uppercase<Method>,
          url,
          headers: {
            api_key: TEST_API_KEY,
            'x-envelope': 'off',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(who === 'anonymous' ? {} : { authorization: `Bearer ${await t.tokenOf(who)}` }),
            ...headers,
          },
          ...(body === undefined ? {} : { payload: body }),
        });
      let response = await call();
      if (response.statusCode === 401 && who !== 'anonymous') {
        // A fuzzed call may have ended or replaced the session: sign in again, once.
        t.forgetToken(who);
        response = await call();
      }
      calls += 1;
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const what = `${who} ${route.method.toUpperCase()} ${url.slice(0, 120)} ${body?.slice(0, 80) ?? ''}`;
      if (response.statusCode >= 500) {
        failures.push(`${response.statusCode} ← ${what}: ${response.body.slice(0, 200)}`);
      }
      const leak = LEAKS.find((pattern) => pattern.test(response.body));
      if (leak) failures.push(`leak ${leak} ← ${what}: ${response.body.slice(0, 200)}`);
    };

    let salt = 0;
    for (const route of routes) {
      const pathParams = (route.operation.parameters ?? []).filter((p) => p.in === 'path');
      const queryParams = (route.operation.parameters ?? []).filter((p) => p.in === 'query');
      const jsonBody = route.operation.requestBody?.content['application/json']?.schema;
      const fields = Object.keys(jsonBody?.properties ?? {});
      const takesBody = route.method !== 'get' && route.method !== 'delete';
      const validPath = (replacement: (name: string) => string) =>
        pathParams.reduce(
          (path, { name }) => path.replace(`{${name}}`, replacement(name)),
          route.path,
        );
      const someId = validPath(() => '0190a6d2-0000-7000-8000-000000000000');

      for (const who of CALLERS) {
        salt += 1;
        // The path: each hostile string in every path parameter.
        if (pathParams.length > 0) {
          for (const value of HOSTILE_STRINGS.slice(0, 10)) {
            await send(
              who,
              route,
              validPath(() => percent(value)),
              undefined,
            );
          }
        }
        // The query: each parameter gets drawn values, raw and percent-encoded; and repeats.
        for (const { name } of queryParams) {
          for (const value of draws(RUNS * 2, salt)) {
            const text = typeof value === 'string' ? value : JSON.stringify(value);
            await send(who, route, `${someId}?${name}=${percent(text ?? '')}`, undefined);
          }
          await send(who, route, `${someId}?${name}=a&${name}=b&${name}[x]=c`, undefined);
        }
        if (!takesBody) continue;
        // The body: whole hostile bodies, then a plausible body with each field in turn
        // given drawn values.
        for (const body of HOSTILE_BODIES) await send(who, route, someId, body);
        const base = plausible(jsonBody) as Record<string, unknown> | null;
        for (const [index, field] of fields.entries()) {
          for (const value of draws(RUNS, salt * 100 + index)) {
            await send(who, route, someId, JSON.stringify({ ...base, [field]: value }));
          }
        }
        // A body that is almost right: every field a long hostile string at once.
        if (fields.length > 0) {
          const all = Object.fromEntries(fields.map((field) => [field, HOSTILE_STRINGS[0]]));
          await send(who, route, someId, JSON.stringify(all));
        }
      }
    }
    // A wrong envelope: the console's sealed body, unsealable.
    for (const route of routes.filter((r) => r.method === 'post').slice(0, 20)) {
      await send('anonymous', route, route.path, JSON.stringify({ data: 'x', mac: 'y' }), {
        'x-envelope': 'on',
      });
    }

    const counts = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(`fuzz: ${calls} calls over ${routes.length} routes (${counts.join(', ')})`);
    expect(failures.slice(0, 20)).toEqual([]);
    const log = lines.join('');
    expect(log).not.toContain(PERSONAL_EMAIL);
    expect(log).not.toContain('private-fuzz.test');
    expect(log).not.toContain(PERSONAL_PHONE);
  }, 300_000);
});
