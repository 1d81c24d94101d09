import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

/** A country of the pickers: its English name, ISO 3166 code and calling code. */
export type Country = {
  /** ISO 3166-1 alpha-2, e.g. 'US'. */
  code: CountryCode;
  /** 'United States' */
  name: string;
  /** '1' (without the plus). */
  callingCode: string;
};

const cache = new Map<string, readonly Country[]>();

/** Region names in `locale`, or in English when the runtime refuses the locale tag. */
function regionNames(locale: string): Intl.DisplayNames {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  }
}

/**
 * Every country libphonenumber-js knows, named by the runtime's own Intl data (no hand-typed
 * table) and sorted by name. Built on first use and kept; nothing runs at import time.
 */
export function listCountries(locale = 'en'): readonly Country[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const names = regionNames(locale);
  const collation = names.resolvedOptions().locale;
  const countries = getCountries()
    .map((code) => ({
      code,
      name: names.of(code) ?? code,
      callingCode: getCountryCallingCode(code),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, collation));
  cache.set(locale, countries);
  return countries;
}

/** The country with this ISO code ('us' or 'US'), if any. */
export function countryByCode(code: string, locale = 'en'): Country | undefined {
  const wanted = typeof code === 'string' ? code.trim().toUpperCase() : '';
  return listCountries(locale).find((country) => country.code === wanted);
}

/** The country with this English name ('United States'), ignoring case, if any. */
export function countryByName(name: string): Country | undefined {
  const wanted = typeof name === 'string' ? name.trim().toLowerCase() : '';
  if (wanted === '') return undefined;
  return listCountries('en').find((country) => country.name.toLowerCase() === wanted);
}
