import { encryptBody } from './envelope';
import { concat, keyAndIv, SALTED } from './opensslAes';

// The envelope of a large request, made with the platform's AES (Web Crypto) instead of
// the pure-JS cipher of opensslAes.ts: the same OpenSSL "Salted__" format that `encryptBody` writes and
// `decryptBody` opens, a hundred times faster on a 20 MB import. The output is the bytes
// of the whole request body, `{"encryptBody":"…"}`, so a worker can hand it over without
// a copy and fetch can send it as it is.

const encoder = new TextEncoder();
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
  const { key, iv } = keyAndIv(encoder.encode(secret), salt);
  const aesKey = await subtle.importKey('raw', key, { name: 'AES-CBC' }, false, ['encrypt']);
  const plain = encoder.encode(JSON.stringify(body) ?? 'null');
  // AES-CBC in Web Crypto pads with PKCS#7, as crypto-js does.
  const cipher = new Uint8Array(await subtle.encrypt({ name: 'AES-CBC', iv }, aesKey, plain));
  const payload = concat(SALTED, salt, cipher);
  const prefix = encoder.encode('{"encryptBody":"');
  const suffix = encoder.encode('"}');
  const base64Length = Math.ceil(payload.length / 3) * 4;
  const out = new Uint8Array(prefix.length + base64Length + suffix.length);
  out.set(prefix, 0);
  writeBase64(payload, out, prefix.length);
  out.set(suffix, prefix.length + base64Length);
  return out;
}
