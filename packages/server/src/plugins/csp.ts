/**
 * The Content-Security-Policy of every answer, the console's pages and the API's alike: only
 * this server's own scripts run (no inline script, no eval, nothing from another origin).
 *
 * No route needs a relaxed copy. The pages that used to be the reason CSP was off need only
 * what the console itself needs: swagger-ui at /docs loads its scripts from /docs/static and
 * sets inline styles, and the local payment provider's pages have an inline <style> and a
 * form posting to this server. The console's run-time settings script is a same-origin file.
 * The headers are computed once at start-up (plugins/securityHeaders.ts); a page that needs
 * more would need its own set there.
 */
export type CspDirectives = Record<string, string[]>;

/** An http(s) URL's origin and its ws(s) twin, for socket.io. */
function originsOf(url: string): { origin: string; socket: string } {
  const parsed = new URL(url);
  const scheme = parsed.protocol === 'https:' ? 'wss:' : 'ws:';
  return { origin: parsed.origin, socket: `${scheme}//${parsed.host}` };
}

/**
 * The CSP sources of stored addresses: each read by `originOf` (the domain's address rule:
 * `httpOriginOf`, or `embedOriginOf` for the origins allowed to embed the player), those it
 * refuses left out, each once, sorted. Whatever a row holds, a source is a plain
 * `scheme://host[:port]`: never a wildcard, a quote or a directive separator.
 */
export function cspSources(
  stored: readonly string[],
  originOf: (text: string) => string | null,
): string[] {
  const origins = stored.map(originOf).filter((origin): origin is string => origin !== null);
  return [...new Set(origins)].sort();
}

export function contentSecurityPolicy(options: {
  publicUrl: string;
  consoleUrl: string;
}): CspDirectives {
  const server = originsOf(options.publicUrl);
  const consoleSite = originsOf(options.consoleUrl);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // styled-components writes its rules into <style> elements it creates (no nonce: the
    // console is a static build); swagger-ui and the local provider's pages style inline.
    'style-src': ["'self'", "'unsafe-inline'"],
    // The cropper shows the picked file through blob: and data: URLs.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    // The API and socket.io (/live): 'self' covers ws(s) of the same host in current
    // browsers; the public URL is named too, for a console served from another origin.
    'connect-src': ["'self'", server.origin, server.socket],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    // The local onboarding form posts here and is redirected to the console's dashboard.
    'form-action': [...new Set(["'self'", server.origin, consoleSite.origin])],
  };
}
