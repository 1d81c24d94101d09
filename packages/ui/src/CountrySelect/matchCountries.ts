import type { Country } from '@runway-live/domain';

/**
 * The countries a search text finds: by a part of the name, the ISO code or the calling
 * code ('uni', 'GB', '+44'). An empty search finds them all.
 */
export function matchCountries(countries: readonly Country[], search: string): Country[] {
  const wanted = String(search ?? '')
    .trim()
    .toLowerCase();
  if (wanted === '') return [...countries];
  const digits = wanted.replace(/^\+/, '');
  return countries.filter(
    (country) =>
      country.name.toLowerCase().includes(wanted) ||
      country.code.toLowerCase() === wanted ||
      (/^\d+$/.test(digits) && country.callingCode === digits),
  );
}
