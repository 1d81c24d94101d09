import Latin1 from 'crypto-js/enc-latin1.js';
import EvpKDF from 'crypto-js/evpkdf.js';
import { encryptBody } from './envelope';

// The envelope of a large request, made with the platform's AES (Web Crypto) instead of
// crypto-js's: the same OpenSSL "Salted__" format that `encryptBody` writes and
// `decryptBody` opens, a hundred times faster on a 20 MB import. The key and IV come from
// crypto-js's own EVP_BytesToKey (EvpKDF, MD5, one round), as its AES derives them. The
// output is the bytes of the whole request body, `{"encryptBody":"…"}`, so a worker can
// hand it over without a copy and fetch can send it as it is.

const encoder = new TextEncoder();
const SALTED = encoder.encode('Salted__');
const BASE64 = encoder.encode('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/');
const PAD = 61; // '='

/** Writes `bytes` as base64 into `out` from `offset`. */
function writeBase64(bytes: Uint8Array, out: Uint8Array, offset: number): void {
  let at = offset;
  let index = 0;
  for (; index + 2 < bytes.length; index += 3) {
    const triple = (bytes[index]! << 16) | (bytes[index + 1]! << 8) | bytes[index + 2]!;
    out[at++] = BASE64[triple >> 18]!;
    out[at++] = BASE64[(triple >> 12) & 63]!;
    out[at++] = BASE64[(triple >> 6) & 63]!;
    out[at++] = BASE64[triple & 63]!;
  }
  const rest = bytes.length - index;
  if (rest > 0) {
    const triple = (bytes[index]! << 16) | (rest === 2 ? bytes[index + 1]! << 8 : 0);
    out[at] = BASE64[triple >> 18]!;
    out[at + 1] = BASE64[(triple >> 12) & 63]!;
    out[at + 2] = rest === 2 ? BASE64[(triple >> 6) & 63]! : PAD;
    out[at + 3] = PAD;
  }
}

/** OpenSSL's EVP_BytesToKey with MD5 and one round, by crypto-js: a 32-byte key, a 16-byte IV. */
function keyAndIv(secret: string, salt: Uint8Array) {
  // Latin-1 maps bytes to crypto-js's words and back one character per byte.
  const derived = EvpKDF(secret, Latin1.parse(String.fromCharCode(...salt)), {
    keySize: (32 + 16) / 4, // in 32-bit words
    iterations: 1,
  }).toString(Latin1);
  const bytes = Uint8Array.from(derived, (char) => char.charCodeAt(0));
  return { key: bytes.slice(0, 32), iv: bytes.slice(32, 48) };
}

/**
 * The bytes of `{"encryptBody": encryptBody(body, secret)}` — what the console's client sends
 * for a JSON body — made with Web Crypto's AES-CBC. Where Web Crypto is missing it falls back
 * to encryptBody. `salt` is random unless given (tests compare with crypto-js byte for byte).
 */
export async function sealedRequestBytes(
  body: unknown,
  secret: string,
  salt: Uint8Array = globalThis.crypto.getRandomValues(new Uint8Array(8)),
): Promise<Uint8Array<ArrayBuffer>> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return encoder.encode(JSON.stringify({ encryptBody: encryptBody(body, secret) }));
  const { key, iv } = keyAndIv(secret, salt);
  const aesKey = await subtle.importKey('raw', key, { name: 'AES-CBC' }, false, ['encrypt']);
  const plain = encoder.encode(JSON.stringify(body) ?? 'null');
  // AES-CBC in Web Crypto pads with PKCS#7, as crypto-js does.
  const cipher = new Uint8Array(await subtle.encrypt({ name: 'AES-CBC', iv }, aesKey, plain));
  const payload = new Uint8Array(SALTED.length + salt.length + cipher.length);
  payload.set(SALTED, 0);
  payload.set(salt, SALTED.length);
  payload.set(cipher, SALTED.length + salt.length);
  const prefix = encoder.encode('{"encryptBody":"');
  const suffix = encoder.encode('"}');
  const base64Length = Math.ceil(payload.length / 3) * 4;
  const out = new Uint8Array(prefix.length + base64Length + suffix.length);
  out.set(prefix, 0);
  writeBase64(payload, out, prefix.length);
  out.set(suffix, prefix.length + base64Length);
  return out;
}
