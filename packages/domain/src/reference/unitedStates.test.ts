import { describe, expect, it } from 'vitest';
import { isUnitedStates } from './unitedStates';

describe('isUnitedStates', () => {
  it.each(['United States', 'united states of america', ' US ', 'usa', 'Usa'])(
    'is true for %j',
    (country) => expect(isUnitedStates(country)).toBe(true),
  );

  it.each(['Canada', 'CA', 'United Kingdom', 'U.S.', '', undefined, null])(
    'is false for %j',
    (country) => expect(isUnitedStates(country)).toBe(false),
  );
});
