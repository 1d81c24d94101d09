import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import { cryptoJsWords } from './cryptoJsWords';

/**
 * The request/response envelope the legacy backend speaks: crypto-js AES in passphrase
 * mode (OpenSSL "Salted__" base64, the key and IV from EVP_BytesToKey with MD5). It is
 * obfuscation, not security; TLS and server-side authorisation protect the data. The
 * browser seals with crypto-js itself (only its AES and UTF-8 modules); the import worker
 * seals a large body with Web Crypto (sealedRequest.ts) and the server speaks the same
 * bytes with node:crypto (packages/server/src/plugins/envelopeCipher.ts). All three are
 * tested against the same answers of OpenSSL's command line (testing/envelopeVectors.json).
 * The console loads this module lazily, with the first call or the first read of a stored
 * session (docs/decisions/0006-login-bundle-budget.md).
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

/** Base64 of "Salted__": every ciphertext of the OpenSSL passphrase format starts so. */
const SALTED_BASE64 = 'U2FsdGVkX1';

/**
 * crypto-js's `AES.encrypt(JSON.stringify(body), secret).toString()`. `undefined` travels as
 * `null`. The salt is random unless given: the known-answer tests give one (a salt used
 * twice with one secret seals the same body the same way, so nothing else should).
 */
export function encryptBody(body: unknown, secret: string, salt?: Uint8Array): string {
  const text = JSON.stringify(body) ?? 'null';
  // crypto-js reads `salt` from the options of a passphrase encryption; its types omit it.
  const options = salt ? ({ salt: cryptoJsWords(salt) } as object) : undefined;
  return AES.encrypt(text, secret, options).toString();
}

/** The inverse of {@link encryptBody}. Total: garbage or a wrong secret is an error value. */
export function decryptBody<T = unknown>(cipherText: unknown, secret: string): EnvelopeResult<T> {
  // Without the salt header crypto-js would take the text as raw ciphertext with a random salt.
  if (typeof cipherText !== 'string' || !cipherText.startsWith(SALTED_BASE64)) {
    return { ok: false, error: new EnvelopeError('not-ciphertext') };
  }
  let text: string;
  try {
    text = AES.decrypt(cipherText, secret).toString(Utf8);
  } catch {
    // crypto-js does not check the padding: a wrong secret shows as malformed UTF-8.
    return { ok: false, error: new EnvelopeError('wrong-secret') };
  }
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
