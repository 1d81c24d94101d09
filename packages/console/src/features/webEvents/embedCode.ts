import { routePath } from '@runway-live/domain/access';
/** What the player plays (the contract's `:type` of web-event/video/:id/:type). */
export type PlayerType = 'live' | 'replay' | 'group';

/** The public player page of a web event or a group, on the console's own origin. */
export function playerPath(id: string, type: PlayerType): string {
  return routePath('web-event/video/:id/:type', { id, type });
}

/** Text safe inside a double-quoted HTML attribute. */
function attribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * The iframe a brand pastes into its page: the player at full width, a 16:9-ish height
 * the loader (embed.js) replaces with the page's own, marked for the loader to find.
 */
export function iframeSnippet(origin: string, path: string, title: string): string {
  return `<iframe src="${attribute(origin + path)}" title="${attribute(title)}" width="100%" height="560" style="border:0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen data-runway-live-player></iframe>`;
}

/** The one-line loader that sizes the page's player iframes (public/embed.js). */
export function loaderSnippet(origin: string): string {
  return `<script src="${attribute(`${origin}/embed.js`)}" async></script>`;
}

/** The allowed origins as the field holds them: one per line. */
export const originsText = (origins: readonly string[]) => origins.join('\n');

/** The field's lines as origins: blank lines and spaces around each are dropped. */
export const originsOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
