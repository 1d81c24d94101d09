/**
 * An error a service throws on purpose: the error handler answers it as
 * `{ success: false, message[, code][, field] }` (the domain's `ApiErrorBody`) with its status
 * (API.md's status codes).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** A refusal the console acts on names itself (the domain's PAYMENT_ACCOUNT_REQUIRED_CODE). */
  readonly code: string | undefined;
  /**
   * The request's field the refusal is about, as a path in its body ('productCode',
   * 'colors.0.sizes.2.sku'): a form shows the message under that field.
   */
  readonly field: string | undefined;
  constructor(
    readonly statusCode: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 429 | 502 | 503 | 507,
    message: string,
    about: { code?: string; field?: string } = {},
  ) {
    super(message);
    this.code = about.code;
    this.field = about.field;
  }
}
