/**
 * What a failed call rejects with: the HTTP status when the server answered (undefined for
 * a network or envelope failure) and the message to show — the server's `message`, else
 * the status text, else the spec's generic fallback.
 */
export class ApiCallError extends Error {
  override readonly name = 'ApiCallError';
  constructor(
    message: string,
    readonly status: number | undefined,
    /** The server's answer, opened from its envelope, for callers that read more than `message`. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export function isApiCallError(error: unknown): error is ApiCallError {
  return error instanceof ApiCallError;
}
