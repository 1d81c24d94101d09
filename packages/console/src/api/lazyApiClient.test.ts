import { encryptBody } from '@runway-live/domain/envelope';
import { messages } from '@runway-live/domain/messages';
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from './ApiCallError';
import type { ApiClientOptions } from './createApiClient';
import { createLazyApiClient } from './lazyApiClient';

const SECRET = 'test-envelope-secret';

// The transport fails to load once (the network went away after the page loaded), then loads.
const transport = vi.hoisted(() => ({ failuresLeft: 1 }));
vi.mock('./createApiClient', async (importOriginal) => {
  if (transport.failuresLeft > 0) {
    transport.failuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

function setup() {
  const onFailure = vi.fn<ApiClientOptions['onFailure']>();
  const client = createLazyApiClient({
    baseUrl: 'http://console.test/',
    apiKey: 'key-1',
    envelopeSecret: SECRET,
    getToken: () => null,
    onFailure,
    fetch: async () =>
      new Response(JSON.stringify({ encreptedData: encryptBody({ success: true }, SECRET) }), {
        headers: { 'content-type': 'application/json' },
      }),
  });
  return { client, onFailure };
}

describe('createLazyApiClient', () => {
  it('reports a transport that cannot be fetched as a network failure, and fetches it again on the next call', async () => {
    const { client, onFailure } = setup();
    const failed = client.post('/api/v2/auth/check_email', { email: 'a@b.test' });
    await expect(failed).rejects.toEqual(new ApiCallError(messages.technicalError, undefined));
    expect(onFailure).toHaveBeenCalledExactlyOnceWith({
      status: undefined,
      message: messages.technicalError,
    });
    expect(await client.post('/api/v2/auth/check_email', { email: 'a@b.test' })).toEqual({
      success: true,
    });
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
