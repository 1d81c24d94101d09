// sealedRequest first: it must work whichever crypto-js modules loaded before it (EvpKDF
// once took its MD5 from crypto-js/aes.js, loaded by whoever imported it first).
import { sealedRequestBytes } from './sealedRequest';
import AES from 'crypto-js/aes.js';
import Hex from 'crypto-js/enc-hex.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptBody, encryptBody } from './envelope';
import { ENVELOPE_VECTORS } from './testing/envelopeVectors';
import { PROPERTY_TIMEOUT_MS } from './testing/property';

const decoder = new TextDecoder();
const read = (bytes: Uint8Array) => JSON.parse(decoder.decode(bytes)) as { encryptBody: string };

describe('sealedRequestBytes', () => {
  it.each(ENVELOPE_VECTORS)(
    "writes OpenSSL's known answer for $plaintext, given its salt",
    async (vector) => {
      const sealed = await sealedRequestBytes(vector.value, vector.secret, vector.salt);
      expect(decoder.decode(sealed)).toBe(`{"encryptBody":"${vector.ciphertext}"}`);
    },
  );

  it('writes the very request crypto-js writes for the same salt', async () => {
    const salt = Uint8Array.from([1, 2, 3, 4, 250, 251, 252, 253]);
    for (const body of [{ products: '[]' }, 'é ✓ 漢字', { n: 1, list: [1, 2, 3] }, null]) {
      for (const secret of ['s', 'a longer secret, with ünïcode']) {
        const expected = AES.encrypt(JSON.stringify(body), secret, {
          salt: Hex.parse('01020304fafbfcfd'),
        } as object).toString();
        expect(read(await sealedRequestBytes(body, secret, salt))).toEqual({
          encryptBody: expected,
        });
      }
    }
  });

  it(
    'writes what crypto-js writes for any body, secret and salt',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.jsonValue({ stringUnit: 'grapheme' }),
          fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }),
          fc.uint8Array({ minLength: 8, maxLength: 8 }),
          async (body, secret, salt) => {
            const expected = AES.encrypt(JSON.stringify(body), secret, {
              salt: Hex.parse(Buffer.from(salt).toString('hex')),
            } as object).toString();
            expect(read(await sealedRequestBytes(body, secret, salt))).toEqual({
              encryptBody: expected,
            });
          },
        ),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('is opened by decryptBody, whatever the length (base64 padding)', async () => {
    for (let length = 0; length < 40; length += 1) {
      const body = { products: 'x'.repeat(length) };
      const { encryptBody: sealed } = read(await sealedRequestBytes(body, 'secret'));
      expect(decryptBody(sealed, 'secret')).toEqual({ ok: true, value: body });
    }
  });

  it('uses a fresh salt each time, as encryptBody does', async () => {
    const [first, second] = await Promise.all([
      sealedRequestBytes({ a: 1 }, 'secret'),
      sealedRequestBytes({ a: 1 }, 'secret'),
    ]);
    expect(decoder.decode(first)).not.toBe(decoder.decode(second));
    expect(read(first).encryptBody.slice(0, 10)).toBe(encryptBody({ a: 1 }, 'secret').slice(0, 10));
  });
});
