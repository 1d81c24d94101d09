/** A piece of a chat message: plain text, or a web address that may become a link. */
export type ChatTextSegment =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Punctuation around an address that belongs to the sentence ("(see https://a.test/x).").
const LEADING_PUNCTUATION = /^[([{'"«]+/;
const TRAILING_PUNCTUATION = /[.,!?;:)\]}'"»]+$/;
const WEB_ADDRESS = /^https?:\/\//i;

/** The address a token names, when it is a whole http(s) URL; null otherwise. */
function webAddress(token: string): string | null {
  if (!WEB_ADDRESS.test(token)) return null;
  try {
    const url = new URL(token);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a chat message into text and web addresses: whitespace-separated tokens that are
 * whole http(s) URLs (sentence punctuation around them stays text). Nothing else is read
 * as markup — the text is shown as text whatever it holds.
 */
export function chatTextSegments(text: string): ChatTextSegment[] {
  const segments: ChatTextSegment[] = [];
  const pushText = (piece: string) => {
    if (!piece) return;
    const last = segments[segments.length - 1];
    if (last?.kind === 'text') last.text += piece;
    else segments.push({ kind: 'text', text: piece });
  };
  for (const token of text.split(/(\s+)/)) {
    const leading = LEADING_PUNCTUATION.exec(token)?.[0] ?? '';
    const rest = token.slice(leading.length);
    const trailing = TRAILING_PUNCTUATION.exec(rest)?.[0] ?? '';
    const candidate = rest.slice(0, rest.length - trailing.length);
    const href = webAddress(candidate);
    if (href) {
      pushText(leading);
      segments.push({ kind: 'link', text: candidate, href });
      pushText(trailing);
    } else {
      pushText(token);
    }
  }
  return segments;
}
