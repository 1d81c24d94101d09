import { API_KEY_HEADER } from '@runway-live/domain/api';
import { decryptBody, encryptBody, isEncryptedResponse } from '@runway-live/domain/envelope';
import { messages } from '@runway-live/domain/messages';
import ky, { HTTPError, type KyInstance } from 'ky';
import { ApiCallError } from './ApiCallError';
import { isReportedFailure } from './failurePolicy';

/** A failed call as the app reacts to it (section 8: 400, 401, 402, any HTTP error). */
export type ApiFailure = { status: number | undefined; message: string; body?: unknown };

export type ApiClientOptions = {
  /** Where the API lives, e.g. `window.location.origin`. */
  baseUrl: string;
  apiKey: string;
  envelopeSecret: string;
  /** The stored token, read on every call so a sign-in or sign-out applies at once. */
  getToken: () => string | null;
  /** Called once per failed call, before the promise rejects with an {@link ApiCallError}. */
  onFailure: (failure: ApiFailure) => void;
  /** For tests; the browser's fetch otherwise. */
  fetch?: typeof fetch;
};

export type Query = Record<string, string | number | boolean>;

export type CallOptions = {
  /** The caller shows every failure itself: no dialog, no alert, no redirect. */
  silent?: boolean;
  /**
   * A page's loading call: the page shows a network failure or a 5xx in place with a
   * Retry; every other failure follows section 8 like any call (402 → subscription…).
   */
  retryInPlace?: boolean;
  /**
   * A resource's save or delete: the caller shows the failure itself (a toast, a message
   * under the field), but a 401 still signs out and a 402 still goes to the subscription
   * page, as section 8 says.
   */
  showsFailure?: boolean;
};

export type ApiClient = {
  get<T>(path: string, query?: Query, options?: CallOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  delete<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  /** Multipart uploads are never wrapped in the envelope. */
  upload<T>(path: string, form: FormData): Promise<T>;
  /**
   * POST of a request body sealed beforehand (the domain's `sealedRequestBytes`): a large
   * import is encrypted in its worker, so the page never spends time in the cipher.
   */
  postSealed<T>(
    path: string,
    sealedBody: Uint8Array<ArrayBuffer>,
    query?: Query,
    options?: CallOptions,
  ): Promise<T>;
  /**
   * GET of a file (text/csv …) as a stream, or a POST of `body` (in the envelope) when one
   * is given; failures follow the call options like any call.
   */
  download(path: string, query?: Query, options?: CallOptions, body?: unknown): Promise<Response>;
};

/**
 * The one HTTP client of the console (section 7): every call carries `Authorization:
 * Bearer <token>` (empty when none) and `API_KEY`; a JSON body travels as
 * `{ encryptBody }` and an `{ encreptedData }` answer is opened before anyone reads it.
 * Failures are reported to `onFailure` and rejected as an {@link ApiCallError}.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = ky.create({
    prefixUrl: options.baseUrl,
    retry: 0,
    timeout: 30_000,
    fetch: options.fetch,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = options.getToken();
          request.headers.set('Authorization', token ? `Bearer ${token}` : '');
          request.headers.set(API_KEY_HEADER, options.apiKey);
        },
      ],
      afterResponse: [(_request, _options, response) => openEnvelope(response, options)],
    },
  });

  async function respond(
    call: (client: KyInstance) => Promise<Response>,
    callOptions?: CallOptions,
  ): Promise<Response> {
    try {
      return await call(http);
    } catch (error) {
      const failure = await describeFailure(error);
      if (isReportedFailure(failure.status, callOptions)) options.onFailure(failure);
      throw new ApiCallError(failure.message, failure.status, failure.body);
    }
  }

  async function send<T>(
    call: (client: KyInstance) => Promise<Response>,
    callOptions?: CallOptions,
  ): Promise<T> {
    const response = await respond(call, callOptions);
    const text = await response.text();
    return (text === '' ? undefined : JSON.parse(text)) as T;
  }

  const sealed = (body: unknown) =>
    body === undefined ? {} : { json: { encryptBody: encryptBody(body, options.envelopeSecret) } };

  return {
    get: (path, query, callOptions) =>
      send((client) => client.get(relative(path), { searchParams: query }), callOptions),
    post: (path, body, callOptions) =>
      send((client) => client.post(relative(path), sealed(body)), callOptions),
    put: (path, body, callOptions) =>
      send((client) => client.put(relative(path), sealed(body)), callOptions),
    patch: (path, body, callOptions) =>
      send((client) => client.patch(relative(path), sealed(body)), callOptions),
    delete: (path, body, callOptions) =>
      send((client) => client.delete(relative(path), sealed(body)), callOptions),
    upload: (path, form) => send((client) => client.post(relative(path), { body: form })),
    postSealed: (path, sealedBody, query, callOptions) =>
      send(
        (client) =>
          client.post(relative(path), {
            body: sealedBody,
            searchParams: query,
            headers: { 'content-type': 'application/json' },
            // A 20 MB import takes its time on the wire and in one transaction.
            timeout: 300_000,
          }),
        callOptions,
      ),
    download: (path, query, callOptions, body) =>
      respond(
        (client) =>
          body === undefined
            ? client.get(relative(path), { searchParams: query, timeout: 300_000 })
            : client.post(relative(path), {
                ...sealed(body),
                searchParams: query,
                timeout: 300_000,
              }),
        callOptions,
      ),
  };
}

/** The spec writes paths with and without a leading slash; ky's prefixUrl wants none. */
function relative(path: string): string {
  return path.replace(/^\/+/, '');
}

/** Replaces an `{ encreptedData }` answer by the plain JSON it carries. */
async function openEnvelope(
  response: Response,
  options: ApiClientOptions,
): Promise<Response | undefined> {
  if (!response.headers.get('content-type')?.includes('application/json')) return undefined;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (!isEncryptedResponse(body)) return undefined;
  const opened = decryptBody(body.encreptedData, options.envelopeSecret);
  if (!opened.ok) throw opened.error;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(opened.value), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

async function describeFailure(error: unknown): Promise<ApiFailure> {
  if (!(error instanceof HTTPError)) {
    return { status: undefined, message: messages.technicalError };
  }
  const { response } = error;
  const body: unknown = await response.json().catch(() => undefined);
  const serverMessage =
    typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
  const message =
    typeof serverMessage === 'string' && serverMessage.trim() !== ''
      ? serverMessage
      : response.statusText || messages.technicalError;
  return { status: response.status, message, body };
}
