import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import MD5 from 'crypto-js/md5.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { md5, openText, sealText } from './opensslAes';
import { PROPERTY_TIMEOUT_MS } from './testing/property';

// The domain's own cipher must write and read exactly what crypto-js (the legacy backend's
// library, a devDependency kept for this check) writes and reads.
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('md5', () => {
  it('gives the digests of RFC 1321', () => {
    expect(hex(md5(utf8('')))).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(hex(md5(utf8('abc')))).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(hex(md5(utf8('message digest')))).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(hex(md5(utf8('1234567890'.repeat(8))))).toBe('57edf4a22be3c955ac49da2e2107b67a');
  });

  it(
    'agrees with crypto-js on any text, across block boundaries',
    () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 300, unit: 'grapheme' }), (text) => {
          expect(hex(md5(utf8(text)))).toBe(MD5(text).toString());
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('the OpenSSL passphrase format', () => {
  const texts = fc.string({ maxLength: 200, unit: 'grapheme' });
  const passphrases = fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' });

  it(
    'opens what crypto-js seals',
    () => {
      fc.assert(
        fc.property(texts, passphrases, (text, passphrase) => {
          expect(openText(AES.encrypt(text, passphrase).toString(), passphrase)).toBe(text);
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'seals what crypto-js opens',
    () => {
      fc.assert(
        fc.property(texts, passphrases, (text, passphrase) => {
          expect(AES.decrypt(sealText(text, passphrase), passphrase).toString(Utf8)).toBe(text);
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('salts every seal afresh, and says null for another passphrase or no ciphertext', () => {
    const sealed = sealText('{"a":1}', 'right');
    expect(sealed).toMatch(/^U2FsdGVkX1/);
    expect(sealText('{"a":1}', 'right')).not.toBe(sealed);
    expect(openText(sealed, 'right')).toBe('{"a":1}');
    expect(openText(sealed, 'wrong')).toBeNull();
    for (const garbage of [
      '',
      'not base64!',
      btoa('Salted__'),
      sealed.slice(0, -4),
      'U2FsdGVkX1',
    ]) {
      expect(openText(garbage, 'right')).toBeNull();
    }
  });
});
