import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';

describe('isUuid', () => {
  it.each(['01930000-0000-7000-8000-0000000000a1', '01930000-0000-7000-8000-0000000000A1'])(
    'is true for %s',
    (text) => expect(isUuid(text)).toBe(true),
  );

  it.each([
    'not-an-id',
    '01930000-0000-7000-8000-0000000000a',
    ' 01930000-0000-7000-8000-0000000000a1',
    '',
    42,
  ])('is false for %j', (text) => expect(isUuid(text)).toBe(false));
});
