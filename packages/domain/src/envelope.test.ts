import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptBody, encryptBody } from './envelope';
import { PROPERTY_TIMEOUT_MS } from './testing/property';

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
