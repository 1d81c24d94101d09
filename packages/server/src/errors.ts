/**
 * An error a service throws on purpose: the error handler answers it as
 * `{ success: false, message[, code] }` (the domain's `ApiErrorBody`) with its status (API.md's
 * status codes).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly statusCode: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 429 | 502 | 503,
    message: string,
    /** A refusal the console acts on names itself (the domain's PAYMENT_ACCOUNT_REQUIRED_CODE). */
    readonly code?: string,
  ) {
    super(message);
  }
}
