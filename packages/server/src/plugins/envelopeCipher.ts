import { createCipheriv, createDecipheriv, createHash, randomFillSync } from 'node:crypto';
import { EnvelopeError, type EnvelopeResult } from '@runway-live/domain/envelope';

/**
 * The domain's envelope (crypto-js AES in passphrase mode: OpenSSL "Salted__" base64,
 * AES-256-CBC, key and IV from EVP_BytesToKey with one round of MD5), byte for byte, on
 * Node's crypto. The domain stays free of Node-only APIs and keeps crypto-js for the
 * console; the server seals every API answer, and crypto-js cost it more per call than the
 * rest of GET /api/auth/me (bench/api/README.md). The tests hold it to OpenSSL's known
 * answers (domain/src/testing/envelopeVectors.json) and open each side's envelopes with
 * the other's.
 */

const SALTED = Buffer.from('Salted__', 'latin1');
const SALT_BYTES = 8;
const KEY_BYTES = 32;
const IV_BYTES = 16;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * OpenSSL's EVP_BytesToKey(MD5, one round): D_i = MD5(D_(i-1) ‖ secret ‖ salt), on Node's
 * MD5. Node has no EVP_BytesToKey of its own (createCipher used one, without a salt, and
 * is gone from Node 22), and the library that has one (evp_bytestokey, on a JavaScript MD5
 * built on streams) made each sealed answer take twice as long (bench/api/README.md).
 */
function keyAndIv(secret: string, salt: Buffer): { key: Buffer; iv: Buffer } {
  const password = Buffer.from(secret, 'utf8');
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  while (blocks.length * 16 < KEY_BYTES + IV_BYTES) {
    previous = createHash('md5').update(previous).update(password).update(salt).digest();
    blocks.push(previous);
  }
  const derived = Buffer.concat(blocks);
  return {
    key: derived.subarray(0, KEY_BYTES),
    iv: derived.subarray(KEY_BYTES, KEY_BYTES + IV_BYTES),
  };
}

/**
 * Salts are cut from a block of random bytes drawn 512 salts at a time: each is used once,
 * and a synchronous randomBytes call per answer cost more than the block's share
 * (bench/api/README.md has the figures).
 */
const saltBlock = Buffer.alloc(SALT_BYTES * 512);
let saltOffset = saltBlock.length;
function freshSalt(): Buffer {
  if (saltOffset === saltBlock.length) {
    randomFillSync(saltBlock);
    saltOffset = 0;
  }
  saltOffset += SALT_BYTES;
  return saltBlock.subarray(saltOffset - SALT_BYTES, saltOffset);
}

/**
 * The domain's `encryptBody`: `undefined` travels as `null`. The salt is fresh unless given
 * (the known-answer tests give one).
 */
export function encryptBody(body: unknown, secret: string, salt?: Uint8Array): string {
  return encryptJson(JSON.stringify(body) ?? 'null', secret, salt);
}

/**
 * `encryptBody` of the value whose JSON is `json`: an answer fastify has already
 * serialised is sealed as it is, not parsed and stringified again (bench/api).
 */
export function encryptJson(json: string, secret: string, givenSalt?: Uint8Array): string {
  const salt = givenSalt ? Buffer.from(givenSalt) : freshSalt();
  const { key, iv } = keyAndIv(secret, salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([SALTED, salt, cipher.update(json, 'utf8'), cipher.final()]).toString(
    'base64',
  );
}

/** The domain's `decryptBody`: total, garbage or a wrong secret is an error value. */
export function decryptBody<T = unknown>(cipherText: unknown, secret: string): EnvelopeResult<T> {
  if (typeof cipherText !== 'string' || cipherText.length === 0) {
    return { ok: false, error: new EnvelopeError('not-ciphertext') };
  }
  const sealed = Buffer.from(cipherText, 'base64');
  const body = sealed.subarray(SALTED.length + SALT_BYTES);
  if (
    !sealed.subarray(0, SALTED.length).equals(SALTED) ||
    body.length === 0 ||
    body.length % 16 !== 0
  ) {
    return { ok: false, error: new EnvelopeError('not-ciphertext') };
  }
  const { key, iv } = keyAndIv(secret, sealed.subarray(SALTED.length, SALTED.length + SALT_BYTES));
  let text: string;
  try {
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    // Bad padding or malformed UTF-8 after decryption is what a wrong secret produces.
    text = strictUtf8.decode(Buffer.concat([decipher.update(body), decipher.final()]));
  } catch {
    return { ok: false, error: new EnvelopeError('wrong-secret') };
  }
  if (text.length === 0) return { ok: false, error: new EnvelopeError('wrong-secret') };
  try {
    return { ok: true, value: JSON.parse(text) as T };
  } catch {
    return { ok: false, error: new EnvelopeError('not-json') };
  }
}
