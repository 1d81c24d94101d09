import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitFullName } from './splitFullName';
import { PROPERTY_TIMEOUT_MS } from '../testing/property';

describe('splitFullName', () => {
  it.each([
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['Ada', 'Ada', ''],
    ['  Ada   Lovelace  ', 'Ada', 'Lovelace'],
    ['Ada King Lovelace', 'Ada', 'King'],
    ['', '', ''],
    ['   ', '', ''],
  ])('splits %j into %j and %j', (fullName, firstName, lastName) => {
    expect(splitFullName(fullName)).toEqual({ firstName, lastName });
  });

  // Names with many words and every kind of whitespace, plus any text at all.
  const fullNames = fc.oneof(
    fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000', 'a', 'Z', 'é', '-') }),
    fc.string({ unit: 'binary' }),
  );

  it(
    'never throws and rejoins to the trimmed first two words',
    () => {
      fc.assert(
        fc.property(fullNames, (fullName) => {
          const { firstName, lastName } = splitFullName(fullName);
          const firstTwo = fullName.trim().split(/\s+/u).slice(0, 2).join(' ');
          expect([firstName, lastName].filter(Boolean).join(' ')).toBe(firstTwo);
        }),
        { numRuns: 500 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'gives empty names for anything that is not text',
    () => {
      fc.assert(
        fc.property(fc.anything(), (value) => {
          fc.pre(typeof value !== 'string');
          expect(splitFullName(value as string)).toEqual({ firstName: '', lastName: '' });
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
