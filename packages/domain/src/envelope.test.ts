import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptBody, encryptBody } from './envelope';
import { ENVELOPE_VECTORS } from './testing/envelopeVectors';
import { PROPERTY_TIMEOUT_MS } from './testing/property';

describe("the envelope's known answers (OpenSSL's command line)", () => {
  it('are what they say: "Salted__", the salt, then AES blocks, one per vector', () => {
    for (const { plaintext, value, salt, ciphertext } of ENVELOPE_VECTORS) {
      const sealed = Uint8Array.from(atob(ciphertext), (char) => char.charCodeAt(0));
      expect(new TextDecoder().decode(sealed.subarray(0, 8))).toBe('Salted__');
      expect(sealed.subarray(8, 16)).toEqual(salt);
      expect((sealed.length - 16) % 16).toBe(0);
      expect(JSON.stringify(value)).toBe(plaintext);
    }
    expect(new Set(ENVELOPE_VECTORS.map((vector) => vector.ciphertext)).size).toBe(
      ENVELOPE_VECTORS.length,
    );
  });

  it.each(ENVELOPE_VECTORS)('opens $plaintext as OpenSSL sealed it', (vector) => {
    expect(decryptBody(vector.ciphertext, vector.secret)).toEqual({
      ok: true,
      value: vector.value,
    });
  });

  it.each(ENVELOPE_VECTORS)('seals $plaintext as OpenSSL does, given its salt', (vector) => {
    expect(encryptBody(vector.value, vector.secret, vector.salt)).toBe(vector.ciphertext);
  });

  it.each(ENVELOPE_VECTORS)('refuses $plaintext with another secret', (vector) => {
    expect(decryptBody(vector.ciphertext, `${vector.secret}!`).ok).toBe(false);
  });
});

describe('envelope', () => {
  it(
    'round-trips any JSON value',
    () => {
      fc.assert(
        fc.property(fc.jsonValue(), fc.string({ minLength: 1 }), (value, secret) => {
          const opened = decryptBody(encryptBody(value, secret), secret);
          expect(opened).toEqual({ ok: true, value: JSON.parse(JSON.stringify(value)) });
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('speaks the OpenSSL "Salted__" base64 format of crypto-js', () => {
    expect(encryptBody({ a: 1 }, 's')).toMatch(/^U2FsdGVkX1/);
  });

  it('gives an error value for a wrong secret, never a crash', () => {
    const sealed = encryptBody({ email: 'a@b.test' }, 'right');
    const opened = decryptBody(sealed, 'wrong');
    expect(opened.ok).toBe(false);
  });

  it(
    'gives an error value for garbage',
    () => {
      fc.assert(
        fc.property(fc.anything(), (garbage) => {
          expect(decryptBody(garbage, 'secret').ok).toBe(false);
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
