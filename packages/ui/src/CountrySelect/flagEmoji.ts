const REGIONAL_INDICATOR_A = 0x1f1e6;

/** 'US' → 🇺🇸: two regional indicator symbols, so flags need no image data. */
export function flagEmoji(countryCode: string): string {
  const letters = String(countryCode).toUpperCase();
  if (!/^[A-Z]{2}$/.test(letters)) return '';
  return String.fromCodePoint(
    ...Array.from(letters, (letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}
