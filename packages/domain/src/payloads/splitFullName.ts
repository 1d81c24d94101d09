export type SplitName = { firstName: string; lastName: string };

/**
 * The entered full name split on spaces (section 3): the first word is firstName, the
 * second word lastName, or '' when there is none. Further words are dropped, as the
 * legacy console did. Runs of whitespace count as one space. Total: non-text gives ''.
 */
export function splitFullName(fullName: string): SplitName {
  const words = typeof fullName === 'string' ? fullName.trim().split(/\s+/u) : [];
  return { firstName: words[0] ?? '', lastName: words[1] ?? '' };
}
