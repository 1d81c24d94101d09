import { describe, expect, it, vi } from 'vitest';
import { createPublicApi } from './publicApi';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe("the player's calls", () => {
  it('reads a web event with the API key, in plain JSON', async () => {
    const fetch = vi.fn(async () => json(200, { success: true, data: { _id: id } }));
    const api = createPublicApi({ apiKey: 'key-1', fetch });
    await expect(api.webEvent(id)).resolves.toEqual({ status: 'found', data: { _id: id } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/v2/public/web-events/${id}`);
    expect(init.headers).toEqual({ API_KEY: 'key-1', 'X-Envelope': 'off' });
    await api.group(id);
    expect((fetch.mock.calls[1] as unknown as [string])[0]).toBe(
      `/api/v2/public/web-event-groups/${id}`,
    );
  });

  it('says not found for a 404 or a refused id, and failed for the rest', async () => {
    const answers = [json(404, { success: false }), json(400, { success: false })];
    const fetch = vi.fn(async () => answers.shift() ?? json(500, {}));
    const api = createPublicApi({ apiKey: 'k', fetch });
    await expect(api.webEvent(id)).resolves.toEqual({ status: 'not-found' });
    await expect(api.group(id)).resolves.toEqual({ status: 'not-found' });
    await expect(api.webEvent(id)).resolves.toEqual({ status: 'failed' });
    const offline = createPublicApi({
      apiKey: 'k',
      fetch: async () => {
        throw new TypeError('offline');
      },
    });
    await expect(offline.webEvent(id)).resolves.toEqual({ status: 'failed' });
  });

  it('reports with keepalive and swallows a failure', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('offline');
    });
    const api = createPublicApi({ apiKey: 'k', fetch });
    const event = { type: 'heartbeat' as const, webEventId: id, viewerId: id };
    expect(() => api.report(event)).not.toThrow();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v2/public/player-events');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, body: JSON.stringify(event) });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    await Promise.resolve();
  });
});
