/**
 * The spellings of the United States an address may carry: its English name (the pickers'
 * 'United States'), the long form, and the ISO and common codes. Compared trimmed and
 * without case. Address verification covers the United States only (section 4), and its
 * states are a fixed list, so the console and the server must agree on this one test.
 */
const UNITED_STATES = new Set(['united states', 'united states of america', 'usa', 'us']);

/** Whether `country` names the United States ('United States', 'US', 'usa', …). */
export function isUnitedStates(country: string | null | undefined): boolean {
  return typeof country === 'string' && UNITED_STATES.has(country.trim().toLowerCase());
}
