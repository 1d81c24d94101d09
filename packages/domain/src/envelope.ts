import { openText, sealText } from './opensslAes';

/**
 * The request/response envelope the legacy backend speaks: crypto-js AES in passphrase
 * mode (OpenSSL "Salted__" base64). It is obfuscation, not security; TLS and server-side
 * authorisation protect the data. The cipher is the domain's own (opensslAes.ts, the same
 * bytes as crypto-js) so the console's login bundle stays small.
 */

/** A request body `B` travels as `{ encryptBody: encryptBody(B) }`. */
export type EncryptedRequest = { encryptBody: string };
/** A response body `R` travels as `{ encreptedData: encryptBody(R) }` (the spec's spelling). */
export type EncryptedResponse = { encreptedData: string };

export type EnvelopeErrorReason = 'not-ciphertext' | 'wrong-secret' | 'not-json';

export class EnvelopeError extends Error {
  override readonly name = 'EnvelopeError';
  constructor(readonly reason: EnvelopeErrorReason) {
    super(`The envelope could not be opened (${reason}).`);
  }
}

export type EnvelopeResult<T> = { ok: true; value: T } | { ok: false; error: EnvelopeError };

/** crypto-js's `AES.encrypt(JSON.stringify(body), secret).toString()`. `undefined` travels as `null`. */
export function encryptBody(body: unknown, secret: string): string {
  return sealText(JSON.stringify(body) ?? 'null', secret);
}

/** The inverse of {@link encryptBody}. Total: garbage or a wrong secret is an error value. */
export function decryptBody<T = unknown>(cipherText: unknown, secret: string): EnvelopeResult<T> {
  if (typeof cipherText !== 'string' || cipherText.length === 0) {
    return { ok: false, error: new EnvelopeError('not-ciphertext') };
  }
  // A wrong secret shows as wrong padding or malformed UTF-8 after decryption.
  const text = openText(cipherText, secret);
  if (!text) return { ok: false, error: new EnvelopeError('wrong-secret') };
  try {
    return { ok: true, value: JSON.parse(text) as T };
  } catch {
    return { ok: false, error: new EnvelopeError('not-json') };
  }
}

export function isEncryptedRequest(body: unknown): body is EncryptedRequest {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as Record<string, unknown>).encryptBody === 'string'
  );
}

export function isEncryptedResponse(body: unknown): body is EncryptedResponse {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as Record<string, unknown>).encreptedData === 'string'
  );
}
