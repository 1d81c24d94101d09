import { messages } from '@runway-live/domain/messages';
import { ApiCallError } from './ApiCallError';
import type { ApiClient, ApiClientOptions, CallOptions } from './createApiClient';
import { isReportedFailure } from './failurePolicy';

/**
 * The API client whose transport (ky and the crypto-js envelope, createApiClient.ts) loads
 * with the first call: the login page opens without it, and its first call fetches it
 * alongside the response validators (docs/decisions/0006-login-bundle-budget.md). The
 * client is made once and kept; a failed load is a network failure, tried again next call.
 */
export function createLazyApiClient(options: ApiClientOptions): ApiClient {
  let loaded: Promise<ApiClient> | undefined;
  const client = (callOptions?: CallOptions): Promise<ApiClient> => {
    loaded ??= import('./createApiClient').then(({ createApiClient }) => createApiClient(options));
    return loaded.catch(() => {
      // The transport could not be fetched: a network failure like any other.
      loaded = undefined;
      const failure = { status: undefined, message: messages.technicalError };
      if (isReportedFailure(failure.status, callOptions)) options.onFailure(failure);
      throw new ApiCallError(failure.message, failure.status);
    });
  };
  return {
    get: async (path, query, callOptions) =>
      (await client(callOptions)).get(path, query, callOptions),
    post: async (path, body, callOptions) =>
      (await client(callOptions)).post(path, body, callOptions),
    put: async (path, body, callOptions) =>
      (await client(callOptions)).put(path, body, callOptions),
    patch: async (path, body, callOptions) =>
      (await client(callOptions)).patch(path, body, callOptions),
    delete: async (path, body, callOptions) =>
      (await client(callOptions)).delete(path, body, callOptions),
    upload: async (path, form) => (await client()).upload(path, form),
    postSealed: async (path, sealedBody, query, callOptions) =>
      (await client(callOptions)).postSealed(path, sealedBody, query, callOptions),
    download: async (path, query, callOptions, body) =>
      (await client(callOptions)).download(path, query, callOptions, body),
  };
}
