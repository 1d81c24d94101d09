import { decryptBody, encryptBody } from '@runway-live/domain/envelope';
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from './ApiCallError';
import { createApiClient, type ApiClientOptions } from './createApiClient';

const SECRET = 'test-envelope-secret';

function sealedJson(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify({ encreptedData: encryptBody(body, SECRET) }), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

function setup(answer: (request: Request) => Response | Promise<Response>, token: string | null) {
  const seen: Request[] = [];
  const onFailure = vi.fn<ApiClientOptions['onFailure']>();
  const client = createApiClient({
    baseUrl: 'http://console.test/',
    apiKey: 'key-1',
    envelopeSecret: SECRET,
    getToken: () => token,
    onFailure,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      seen.push(request);
      return answer(request);
    },
  });
  return { client, seen, onFailure };
}

describe('createApiClient', () => {
  it('sends the bearer token and the API key on every call', async () => {
    const { client, seen } = setup(() => sealedJson({ success: true }), 'tok-9');
    await client.get('/api/auth/me');
    expect(seen[0]?.url).toBe('http://console.test/api/auth/me');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok-9');
    expect(seen[0]?.headers.get('API_KEY')).toBe('key-1');
  });

  it('sends an empty Authorization header when there is no token', async () => {
    const { client, seen } = setup(() => sealedJson({ success: true }), null);
    await client.get('api/miscellaneous', { db: 1 });
    expect(seen[0]?.url).toBe('http://console.test/api/miscellaneous?db=1');
    expect(seen[0]?.headers.get('Authorization')).toBe('');
  });

  it('wraps the body as encryptBody and opens an encreptedData answer', async () => {
    const { client, seen } = setup(
      () => sealedJson({ success: true, user: { _id: 'u1' }, token: 't' }),
      null,
    );
    const answer = await client.post<{ user: { _id: string } }>('/api/auth/login', {
      email: 'a@b.c',
    });
    expect(answer.user._id).toBe('u1');
    const sent = (await seen[0]?.json()) as { encryptBody: string };
    expect(Object.keys(sent)).toEqual(['encryptBody']);
    expect(decryptBody(sent.encryptBody, SECRET)).toEqual({
      ok: true,
      value: { email: 'a@b.c' },
    });
  });

  it('reads a plain JSON answer as it is', async () => {
    const { client } = setup(() => Response.json({ success: true, name: 'brands_1.jpg' }), null);
    const form = new FormData();
    form.append('photos', new Blob(['x']), 'a.jpg');
    await expect(client.upload('/api/v2/auth/upload', form)).resolves.toEqual({
      success: true,
      name: 'brands_1.jpg',
    });
  });

  it('reports a 400 with the server message from the envelope', async () => {
    const { client, onFailure } = setup(
      () => sealedJson({ success: false, message: 'email is invalid' }, 400, 'Bad Request'),
      null,
    );
    const call = client.post('/api/auth/forgot-password', { email: 'x' });
    // The opened answer rides along for callers that read more than the message (an
    // import's refused products).
    const body = { success: false, message: 'email is invalid' };
    await expect(call).rejects.toEqual(new ApiCallError('email is invalid', 400, body));
    expect(onFailure).toHaveBeenCalledWith({ status: 400, message: 'email is invalid', body });
  });

  it('falls back to the status text when the server gives no message', async () => {
    const { client, onFailure } = setup(
      () => new Response('', { status: 402, statusText: 'Payment Required' }),
      't',
    );
    await expect(client.get('/api/v2/events')).rejects.toBeInstanceOf(ApiCallError);
    expect(onFailure).toHaveBeenCalledWith({ status: 402, message: 'Payment Required' });
  });

  it('gives the generic fallback when the network fails', async () => {
    const { client, onFailure } = setup(() => {
      throw new TypeError('Failed to fetch');
    }, null);
    await expect(client.get('/api/auth/me')).rejects.toEqual(
      new ApiCallError('Technical error occured. Please try again.', undefined),
    );
    expect(onFailure).toHaveBeenCalledWith({
      status: undefined,
      message: 'Technical error occured. Please try again.',
    });
  });

  it('gives the generic fallback when the envelope cannot be opened', async () => {
    const { client } = setup(
      () =>
        new Response(JSON.stringify({ encreptedData: encryptBody({ a: 1 }, 'another-secret') }), {
          headers: { 'content-type': 'application/json' },
        }),
      null,
    );
    await expect(client.get('/api/auth/me')).rejects.toMatchObject({ status: undefined });
  });
});

describe('a silent call', () => {
  it('rejects without reporting, so its caller can show the failure its own way', async () => {
    const { client, onFailure } = setup(
      () => sealedJson({ success: false, message: 'Not found' }, 404, 'Not Found'),
      't',
    );
    await expect(client.get('/api/v2/events', { limit: 1 }, { silent: true })).rejects.toEqual(
      new ApiCallError('Not found', 404, { success: false, message: 'Not found' }),
    );
    expect(onFailure).not.toHaveBeenCalled();
  });
});

describe('a page-loading call (retryInPlace)', () => {
  it('#10.18 leaves network failures and 5xx to the page but reports every other failure', async () => {
    const answers = [
      () => sealedJson({ success: false, message: 'Down' }, 503, 'Service Unavailable'),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => sealedJson({ success: false, message: 'Please subscribe' }, 402, 'Payment Required'),
      () => sealedJson({ success: false, message: 'Expired' }, 401, 'Unauthorized'),
    ];
    let next = 0;
    const { client, onFailure } = setup(() => answers[next++]!(), 't');
    for (let call = 0; call < answers.length; call += 1) {
      await expect(
        client.get('/api/v2/dashboard/summary', undefined, { retryInPlace: true }),
      ).rejects.toBeInstanceOf(ApiCallError);
    }
    expect(onFailure.mock.calls.map(([failure]) => failure.status)).toEqual([402, 401]);
  });
});

describe('a resource call (showsFailure)', () => {
  it('sends PATCH through the envelope', async () => {
    const { client, seen } = setup(() => sealedJson({ success: true, data: { _id: 'c1' } }), 't');
    await client.patch('/api/v2/colors/c1', { name: 'Teal' });
    expect(seen[0]?.method).toBe('PATCH');
    const sent = (await seen[0]?.json()) as { encryptBody: string };
    expect(decryptBody(sent.encryptBody, SECRET)).toEqual({ ok: true, value: { name: 'Teal' } });
  });

  it('leaves a 409, a 400 and a network failure to the caller but reports 401 and 402', async () => {
    const answers = [
      () => sealedJson({ success: false, message: 'In use' }, 409, 'Conflict'),
      () => sealedJson({ success: false, message: 'name: Bad' }, 400, 'Bad Request'),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => sealedJson({ success: false, message: 'Expired' }, 401, 'Unauthorized'),
      () => sealedJson({ success: false, message: 'Please subscribe' }, 402, 'Payment Required'),
    ];
    let next = 0;
    const { client, onFailure } = setup(() => answers[next++]!(), 't');
    for (let call = 0; call < answers.length; call += 1) {
      await expect(
        client.delete('/api/v2/colors/c1', undefined, { showsFailure: true }),
      ).rejects.toBeInstanceOf(ApiCallError);
    }
    expect(onFailure.mock.calls.map(([failure]) => failure.status)).toEqual([401, 402]);
  });
});
