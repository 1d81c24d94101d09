/**
 * Web addresses: the one rule of every field that takes one (stream, replay and captions
 * addresses, a web product's buy link, a designer's website, Instagram and Facebook, the
 * origins allowed to embed the player) and of the server's Content-Security-Policy, which
 * builds its sources from the same addresses.
 *
 * An address is http or https, with a plain host: DNS labels (letters, digits, hyphens; an
 * international name as the parser's punycode), an IPv4 address or a bracketed IPv6 one,
 * and an optional port. The WHATWG parser percent-decodes a host and lets `*`, quotes, `;`
 * and `,` through (`https://%2A` is the host `*`); those are refused here, so an origin
 * taken from an accepted address is always a valid CSP source.
 */

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);
const IPV6_HOST = /^\[[0-9a-f:.]+\]$/;
/** The longest host name DNS carries. */
const HOST_MAX = 253;

/** The text names its http(s) scheme itself (the parser would guess at `https:brand.com`). */
const HTTP_SCHEME = /^https?:\/\//i;
/** Whitespace, control characters and backslashes: no address of ours has them as typed. */
function hasUnsafeCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return /\s/.test(text);
}

/**
 * The URL of an http(s) address with a plain host and no user name or password, as the
 * text (trimmed) names it; null for anything else (`javascript:`, `data:`, a relative path,
 * `https://%2A`, `https://brand.com%3B`, `https://user@brand.com`).
 */
export function httpUrlOf(text: string): URL | null {
  const trimmed = text.trim();
  if (!HTTP_SCHEME.test(trimmed) || hasUnsafeCharacter(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  const host = url.hostname;
  if (host.length > HOST_MAX || !(HOST_NAME.test(host) || IPV6_HOST.test(host))) return null;
  return url;
}

/** Whether the text is such an address. */
export function isHttpUrl(text: string): boolean {
  return httpUrlOf(text) !== null;
}

/**
 * The origin (`scheme://host[:port]`, lower case, default port left out) of such an
 * address; null for anything else. What a Content-Security-Policy names as a source.
 */
export function httpOriginOf(text: string): string | null {
  return httpUrlOf(text)?.origin ?? null;
}

/**
 * An origin allowed to embed the player, as the text names it whole: such an address with
 * nothing after its host and port but an optional trailing slash (no path, query, fragment
 * or wildcard). The answer is its origin; null otherwise.
 */
export function embedOriginOf(text: string): string | null {
  const trimmed = text.trim().replace(/\/$/, '');
  if (!/^https?:\/\/[^/?#]+$/i.test(trimmed)) return null;
  return httpOriginOf(trimmed);
}

/** A text that names no scheme of its own (`brand.com/shop`) is read as https. */
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** A site's host ends in a top-level domain: letters, or an international one's punycode. */
const TOP_LEVEL = /\.(?:[a-z]{2,}|xn--[a-z0-9-]+)$/;

/**
 * A site address as people type it (the spec's "URL pattern", 'Must be a valid site URL'):
 * with or without its scheme ('brand.com', 'www.brand.com/shop', 'https://instagram.com/x'),
 * read as https when it names none; its host is a dotted name with a top-level domain.
 * The URL a link opens; null when the text is no such address.
 */
export function siteUrlOf(text: string): URL | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const url = httpUrlOf(ANY_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`);
  return url && TOP_LEVEL.test(url.hostname) ? url : null;
}

/** Whether the text is a site address. */
export function isSiteUrl(text: string): boolean {
  return siteUrlOf(text) !== null;
}
