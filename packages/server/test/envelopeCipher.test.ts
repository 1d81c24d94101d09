import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as cryptoJs from '@runway-live/domain/envelope';
import { ENVELOPE_VECTORS } from '../../domain/src/testing/envelopeVectors';
import * as node from '../src/plugins/envelopeCipher';

const PROPERTY_TIMEOUT_MS = 30_000;
/** Any secret, non-ASCII and astral characters included (crypto-js reads it as UTF-8). */
const secrets = fc.string({ minLength: 1, unit: 'grapheme' });
/** Any JSON value, with non-ASCII text in it. */
const values = fc.jsonValue({ stringUnit: 'grapheme' });
const same = (value: unknown) => JSON.parse(JSON.stringify(value) ?? 'null') as unknown;

describe("the server's envelope on node:crypto, against OpenSSL's known answers", () => {
  it.each(ENVELOPE_VECTORS)('opens $plaintext as OpenSSL sealed it', (vector) => {
    expect(node.decryptBody(vector.ciphertext, vector.secret)).toEqual({
      ok: true,
      value: vector.value,
    });
  });

  it.each(ENVELOPE_VECTORS)('seals $plaintext as OpenSSL does, given its salt', (vector) => {
    expect(node.encryptBody(vector.value, vector.secret, vector.salt)).toBe(vector.ciphertext);
    expect(node.encryptJson(vector.plaintext, vector.secret, vector.salt)).toBe(vector.ciphertext);
  });
});

describe("the server's envelope on node:crypto, against the domain's crypto-js one", () => {
  it(
    'seals what crypto-js opens',
    () => {
      fc.assert(
        fc.property(values, secrets, (value, secret) => {
          expect(cryptoJs.decryptBody(node.encryptBody(value, secret), secret)).toEqual({
            ok: true,
            value: same(value),
          });
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'opens what crypto-js seals',
    () => {
      fc.assert(
        fc.property(values, secrets, (value, secret) => {
          expect(node.decryptBody(cryptoJs.encryptBody(value, secret), secret)).toEqual({
            ok: true,
            value: same(value),
          });
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('speaks the OpenSSL "Salted__" base64 format, a fresh salt each time', () => {
    const first = node.encryptBody({ a: 1 }, 's');
    expect(first).toMatch(/^U2FsdGVkX1/);
    expect(node.encryptBody({ a: 1 }, 's')).not.toBe(first);
    expect(node.encryptBody(undefined, 's')).toSatisfy(
      (sealed: string) => cryptoJs.decryptBody(sealed, 's').ok,
    );
  });

  it(
    'gives an error value for a wrong secret, as crypto-js does',
    () => {
      fc.assert(
        fc.property(values, secrets, secrets, (value, secret, other) => {
          fc.pre(secret !== other);
          const sealed = cryptoJs.encryptBody({ value }, secret);
          expect(node.decryptBody(sealed, other).ok).toBe(false);
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'gives an error value for garbage, never a crash',
    () => {
      fc.assert(
        fc.property(fc.oneof(fc.anything(), fc.base64String()), (garbage) => {
          expect(node.decryptBody(garbage, 'secret').ok).toBe(false);
        }),
        { numRuns: 500 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
