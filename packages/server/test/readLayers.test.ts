import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { ALL_READ_LAYERS, setReadLayers } from '../src/resources/readLayers';
import { countQueries } from './support/countQueries';
import { createTestApp, TEST_API_KEY, type TestApp } from './support/testApp';

/**
 * Decision 0010's read layers, each turned off by its own setting so bench/api can show
 * what it earns: off, a read does the work the layer saved, and answers the same.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenOf('designer');
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
  setReadLayers(ALL_READ_LAYERS);
});

const get = (url: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { api_key: TEST_API_KEY, 'x-envelope': 'off', authorization: `Bearer ${token}` },
  });

describe('the read layers (decision 0010)', () => {
  it('are each turned off by their own setting, and all on by default', () => {
    expect(loadConfig({}).readLayers).toEqual(ALL_READ_LAYERS);
    expect(
      loadConfig({
        LAYER_BATCHING: 'off',
        LAYER_KEPT_PAGES: 'off',
        LAYER_KEPT_ANSWERS: 'off',
      }).readLayers,
    ).toEqual({ batching: false, keptPages: false, keptAnswers: false });
    expect(loadConfig({ LAYER_KEPT_PAGES: 'off' }).readLayers).toEqual({
      ...ALL_READ_LAYERS,
      keptPages: false,
    });
  });

  it('batching off: calls arriving together each check their session with a query', async () => {
    await get('/api/auth/me');
    const together = async () => {
      const queries = countQueries();
      const answers = await Promise.all([get('/api/auth/me'), get('/api/auth/me')]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      vi.restoreAllMocks();
      return queries();
    };
    expect(await together()).toBe(1);
    setReadLayers({ ...ALL_READ_LAYERS, batching: false });
    expect(await together()).toBe(2);
  });

  it('kept pages off: a page of reference data is read again on every call', async () => {
    await get('/api/v2/colors?limit=7');
    const again = async () => {
      const queries = countQueries();
      expect((await get('/api/v2/colors?limit=7')).statusCode).toBe(200);
      vi.restoreAllMocks();
      return queries();
    };
    expect(await again()).toBe(1);
    setReadLayers({ ...ALL_READ_LAYERS, keptPages: false });
    expect(await again()).toBe(2);
  });

  it("kept answers off: a kept page's answer is checked and written on every call", async () => {
    const url = '/api/v2/colors?limit=6';
    const first = await get(url);
    /** How many times the page's answer is written (checked, then JSON.stringify) for a call. */
    const writes = async () => {
      const stringify = vi.spyOn(JSON, 'stringify');
      const answer = await get(url);
      const pages = stringify.mock.calls.filter(([value]) => {
        const data = (value as { data?: { items?: unknown } } | null)?.data;
        return Array.isArray(data?.items);
      }).length;
      vi.restoreAllMocks();
      expect(answer.body).toBe(first.body);
      return pages;
    };
    expect(await writes()).toBe(0);
    setReadLayers({ ...ALL_READ_LAYERS, keptAnswers: false });
    expect(await writes()).toBe(1);
  });
});
