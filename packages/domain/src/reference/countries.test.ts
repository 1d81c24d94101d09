import { describe, expect, it } from 'vitest';
import { countryByCode, countryByName, listCountries } from './countries';

describe('listCountries', () => {
  it('names every country with its ISO code and calling code', () => {
    const countries = listCountries();
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual({ code: 'US', name: 'United States', callingCode: '1' });
    expect(countries).toContainEqual({ code: 'CA', name: 'Canada', callingCode: '1' });
    expect(countries).toContainEqual({ code: 'GB', name: 'United Kingdom', callingCode: '44' });
    expect(countries).toContainEqual({ code: 'FR', name: 'France', callingCode: '33' });
  });

  it('sorts by name and lists each code once', () => {
    const countries = listCountries();
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
  });

  it('names countries in another language on request', () => {
    expect(countryByCode('DE', 'fr')?.name).toBe('Allemagne');
  });

  it('falls back to English for a malformed locale instead of throwing', () => {
    expect(countryByCode('US', 'not a locale!')?.name).toBe('United States');
  });
});

describe('countryByCode and countryByName', () => {
  it('find a country by ISO code or English name, ignoring case', () => {
    expect(countryByCode('us')?.name).toBe('United States');
    expect(countryByName(' united states ')?.code).toBe('US');
  });

  it('give undefined for unknown or malformed input', () => {
    expect(countryByCode('ZZ')).toBeUndefined();
    expect(countryByName('')).toBeUndefined();
    expect(countryByName(undefined as unknown as string)).toBeUndefined();
  });
});
