// md5.js before evpkdf.js: EvpKDF's default hasher (crypto-js's AES uses it too) is
// whatever CryptoJS.algo.MD5 was when evpkdf.js loaded, nothing if md5.js had not loaded.
import 'crypto-js/md5.js';
import CryptoJS from 'crypto-js/core.js';
import Latin1 from 'crypto-js/enc-latin1.js';
import EvpKDF from 'crypto-js/evpkdf.js';
import { cryptoJsWords } from './cryptoJsWords';
import { encryptBody } from './envelope';

// The envelope of a large request, made with the platform's AES (Web Crypto) instead of
// crypto-js's: the same OpenSSL "Salted__" format that `encryptBody` writes and
// `decryptBody` opens, a hundred times faster on a 20 MB import. The key and IV come from
// crypto-js's own EVP_BytesToKey (EvpKDF, MD5, one round), as its AES derives them, and the
// base64 from the platform's btoa. The output is the bytes of the whole request body,
// `{"encryptBody":"…"}`, so a worker can hand it over without a copy and fetch can send it
// as it is.

const encoder = new TextEncoder();
const SALTED = encoder.encode('Salted__');
/** How many bytes go to String.fromCharCode at once: well under the engines' argument limits. */
const CHARACTERS_PER_CALL = 0x8000;

/** Base64 of `bytes` by the platform's btoa, which takes them as Latin-1 characters. */
function base64Of(bytes: Uint8Array): string {
  let latin1 = '';
  for (let start = 0; start < bytes.length; start += CHARACTERS_PER_CALL) {
    const chunk = bytes.subarray(start, start + CHARACTERS_PER_CALL);
    latin1 += String.fromCharCode.apply(null, chunk as unknown as number[]);
  }
  return btoa(latin1);
}

/** OpenSSL's EVP_BytesToKey with MD5 and one round, by crypto-js: a 32-byte key, a 16-byte IV. */
function keyAndIv(secret: string, salt: Uint8Array) {
  const derived = EvpKDF(secret, cryptoJsWords(salt), {
    keySize: (32 + 16) / 4, // in 32-bit words
    iterations: 1,
    hasher: CryptoJS.algo.MD5,
  }).toString(Latin1);
  const bytes = Uint8Array.from(derived, (char) => char.charCodeAt(0));
  return { key: bytes.slice(0, 32), iv: bytes.slice(32, 48) };
}

/**
 * The bytes of `{"encryptBody": encryptBody(body, secret)}` — what the console's client sends
 * for a JSON body — made with Web Crypto's AES-CBC. Where Web Crypto is missing it falls back
 * to encryptBody. `salt` is random unless given (the known-answer tests give one).
 */
export async function sealedRequestBytes(
  body: unknown,
  secret: string,
  salt: Uint8Array = globalThis.crypto.getRandomValues(new Uint8Array(8)),
): Promise<Uint8Array<ArrayBuffer>> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) {
    return encoder.encode(JSON.stringify({ encryptBody: encryptBody(body, secret, salt) }));
  }
  const { key, iv } = keyAndIv(secret, salt);
  const aesKey = await subtle.importKey('raw', key, { name: 'AES-CBC' }, false, ['encrypt']);
  const plain = encoder.encode(JSON.stringify(body) ?? 'null');
  // AES-CBC in Web Crypto pads with PKCS#7, as crypto-js does.
  const cipher = new Uint8Array(await subtle.encrypt({ name: 'AES-CBC', iv }, aesKey, plain));
  const payload = new Uint8Array(SALTED.length + salt.length + cipher.length);
  payload.set(SALTED, 0);
  payload.set(salt, SALTED.length);
  payload.set(cipher, SALTED.length + salt.length);
  return encoder.encode(`{"encryptBody":"${base64Of(payload)}"}`);
}
