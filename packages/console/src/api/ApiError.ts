/**
 * What a failed call rejects with: the HTTP status when the server answered (undefined for
 * a network or envelope failure) and the message to show — the server's `message`, else
 * the status text, else the spec's generic fallback.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
