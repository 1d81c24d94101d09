import data from './envelopeVectors.json';

/**
 * The envelope's known answers (envelopeVectors.json, written by envelopeVectors.sh with
 * OpenSSL's command line): every implementation opens each `ciphertext` to `value` with
 * `secret`, and seals `value` to the very `ciphertext` given `salt`.
 */
export type EnvelopeVector = {
  /** The JSON text that was sealed, as JSON.stringify writes `value`. */
  plaintext: string;
  value: unknown;
  secret: string;
  salt: Uint8Array<ArrayBuffer>;
  /** How OpenSSL made it. */
  command: string;
  ciphertext: string;
};

export const ENVELOPE_VECTORS: readonly EnvelopeVector[] = data.vectors.map((vector) => ({
  ...vector,
  value: JSON.parse(vector.plaintext) as unknown,
  salt: Uint8Array.from(vector.salt.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16)),
}));
