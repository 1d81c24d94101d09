/**
 * The blocked-words rule of the live chat: each blocked word, as a whole word and without
 * regard to case, is replaced by as many asterisks as it has characters before the message
 * is stored and broadcast ('sale' masks "SALE!" but not "wholesale").
 */
export function maskBlockedWords(text: string, words: readonly string[]): string {
  const pattern = blockedWordsPattern(words);
  return pattern ? text.replace(pattern, (word) => '*'.repeat([...word].length)) : text;
}

/** Whether `text` holds a blocked word. */
export function hasBlockedWord(text: string, words: readonly string[]): boolean {
  return blockedWordsPattern(words)?.test(text) ?? false;
}

function blockedWordsPattern(words: readonly string[]): RegExp | null {
  const alternatives = words
    .map((word) => word.trim())
    .filter((word) => word !== '')
    // Longest first, so "red dress" masks whole before "red" does.
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (alternatives.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}_])`, 'giu');
}
