import { describe, expect, it } from 'vitest';
import { CANADA_PROVINCES, US_STATES, findState, statesOf } from './states';

describe('US_STATES', () => {
  it('lists the 50 states and DC, the territories and the armed forces regions', () => {
    const kinds = (kind: string) => US_STATES.filter((state) => state.kind === kind);
    expect(kinds('state')).toHaveLength(50);
    expect(kinds('district').map((state) => state.code)).toEqual(['DC']);
    expect(kinds('territory').map((state) => state.code)).toEqual([
      'AS',
      'GU',
      'MP',
      'PR',
      'VI',
      'UM',
    ]);
    expect(kinds('armed-forces').map((state) => state.code)).toEqual(['AA', 'AE', 'AP']);
  });

  it('uses unique two-letter codes', () => {
    for (const list of [US_STATES, CANADA_PROVINCES]) {
      const codes = list.map((state) => state.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    }
  });
});

describe('CANADA_PROVINCES', () => {
  it('lists the 10 provinces and 3 territories', () => {
    expect(CANADA_PROVINCES.filter((state) => state.kind === 'province')).toHaveLength(10);
    expect(
      CANADA_PROVINCES.filter((state) => state.kind === 'territory').map((state) => state.code),
    ).toEqual(['NT', 'NU', 'YT']);
  });
});

describe('statesOf and findState', () => {
  it('find the states by country code or name', () => {
    expect(statesOf('US')).toBe(US_STATES);
    expect(statesOf('United States')).toBe(US_STATES);
    expect(statesOf('canada')).toBe(CANADA_PROVINCES);
    expect(statesOf('France')).toEqual([]);
    expect(statesOf(undefined as unknown as string)).toEqual([]);
  });

  it('find a state by code or name', () => {
    expect(findState('US', 'ny')).toEqual({ name: 'New York', code: 'NY', kind: 'state' });
    expect(findState('CA', 'Quebec')?.code).toBe('QC');
    expect(findState('US', 'QC')).toBeUndefined();
  });
});
