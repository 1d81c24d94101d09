import { createMemoryStorage } from '@runway-live/domain/storage';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../state/storedSession';
import { createShopperApi, ShopperCallError } from './shopperApi';
import { playerViewerOf, SHOPPER_SESSION_KEY, shopperSessionStore } from './shopperSession';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe("the player's shopper calls", () => {
  it("signs in as the web device, in plain JSON with the API key and the viewer's token", async () => {
    const send = vi.fn(async (_url: string, _init?: RequestInit) =>
      answer(200, { success: true, message: 'ok', user: { _id: 'u' }, token: 't' }),
    );
    const api = createShopperApi({
      apiKey: 'key',
      getToken: () => 'before',
      fetch: send as typeof fetch,
    });
    await api.login({ email: 'anna@shop.test', password: 'runway-demo-1' });
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'anna@shop.test',
      password: 'runway-demo-1',
      device_type: 'web',
    });
    expect(init?.headers).toMatchObject({
      API_KEY: 'key',
      'X-Envelope': 'off',
      Authorization: 'Bearer before',
    });
  });

  it("registers with section 3's payload and rejects a refusal with the server's message", async () => {
    const send = vi.fn(async () =>
      answer(409, { success: false, message: 'An account with this e-mail already exists.' }),
    );
    const api = createShopperApi({
      apiKey: 'key',
      getToken: () => null,
      fetch: send as typeof fetch,
    });
    const payload = {
      fullName: 'Anna Berg',
      email: 'anna@shop.test',
      password: 'runway-demo-1',
      repeatPassword: 'runway-demo-1',
    };
    const failure = await api.register(payload).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ShopperCallError);
    expect(failure).toMatchObject({
      status: 409,
      message: 'An account with this e-mail already exists.',
    });
    expect(
      JSON.parse(String((send.mock.calls[0] as unknown as [string, RequestInit])[1].body)),
    ).toEqual(payload);
  });
});

describe("the player's session", () => {
  it("is kept apart from the console's: a shopper's sign-in never writes the console's token", () => {
    const storage = createMemoryStorage();
    shopperSessionStore(storage).write({
      token: 'shopper',
      user: { _id: 'u1', fullName: 'Anna', roles: ['user'] },
    });
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(playerViewerOf(storage)).toMatchObject({
      kind: 'shopper',
      session: { token: 'shopper' },
    });
  });

  it('lets a console session watch on the player, and reads a damaged copy as none', () => {
    const storage = createMemoryStorage();
    storage.setItem(TOKEN_KEY, 'console');
    storage.setItem(SHOPPER_SESSION_KEY, '{"token":');
    expect(playerViewerOf(storage)).toEqual({ kind: 'console', token: 'console' });
    storage.removeItem(TOKEN_KEY);
    expect(playerViewerOf(storage)).toEqual({ kind: 'anonymous' });
  });
});
