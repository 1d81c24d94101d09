import { isUuid } from '@runway-live/domain/access';

/**
 * What the public player page plays, read from its path (spec 2.2,
 * `web-event/video/:id/:type`): a web event, live or as a replay, or a group that plays its
 * web events one after another. Anything else is null: the page's not-found state.
 */
export type PlayerRoute =
  | { kind: 'web-event'; id: string; mode: PlaybackMode }
  | { kind: 'group'; id: string }
  /** A marketplace show's live viewer page (issue 23): chat, pushed products, status. */
  | { kind: 'live-event'; id: string };

/** How a web event is played: its live stream, or its recorded replay. */
export type PlaybackMode = 'live' | 'replay';

/**
 * One public path the player answers: its pattern (`:name` segments are parameters) and
 * what it plays given those parameters (null: not found). The live issue adds
 * `/video/event/:event_id` (a marketplace live event) here, with its own route kind.
 */
export type PlayerPathPattern = {
  pattern: string;
  route: (params: Readonly<Record<string, string>>) => PlayerRoute | null;
};

export const playerPaths: readonly PlayerPathPattern[] = [
  {
    pattern: '/web-event/video/:id/:type',
    route: ({ id, type }) => {
      if (!isUuid(id)) return null;
      if (type === 'live' || type === 'replay') return { kind: 'web-event', id, mode: type };
      if (type === 'group') return { kind: 'group', id };
      return null;
    },
  },
  {
    pattern: '/video/event/:event_id',
    route: ({ event_id: id }) => (isUuid(id) ? { kind: 'live-event', id } : null),
  },
];

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/** The parameters of `pathname` for `pattern`, or null when it does not fit. */
export function matchPlayerPath(pattern: string, pathname: string): Record<string, string> | null {
  const expected = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  if (expected.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    let value: string;
    try {
      value = decodeURIComponent(given[index]!);
    } catch {
      return null;
    }
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part !== value) return null;
  }
  return params;
}

/** What `pathname` plays, or null (not found). */
export function parsePlayerRoute(
  pathname: string,
  paths: readonly PlayerPathPattern[] = playerPaths,
): PlayerRoute | null {
  for (const { pattern, route } of paths) {
    const params = matchPlayerPath(pattern, pathname);
    if (params) return route(params);
  }
  return null;
}
