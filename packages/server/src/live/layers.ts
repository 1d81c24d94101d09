/**
 * The host's path's layers (issue 31, decision 0042) and the join's, each with a switch so
 * `pnpm bench live` can measure it off against on (BENCH_LIVE_OFF). All on outside the
 * bench. Two more were measured and removed for gaining under 10 % (decision 0042): the
 * room's access and state by one query (per message), and one `onAny` dispatcher per socket.
 */
export type LiveLayers = {
  /** The chat message's reads and insert as named statements, built once. */
  preparedStatements: boolean;
  /** The session row kept per socket, read again when the account changes. */
  sessionPerSocket: boolean;
  /** The room's state read once for the joins of one turn (rooms/roomState.ts). */
  joinStateShared: boolean;
};

export const LIVE_LAYERS: LiveLayers = {
  preparedStatements: true,
  sessionPerSocket: true,
  joinStateShared: true,
};

/** The layers with those named in `off` (comma-separated) turned off. */
export function liveLayersWithout(off: string): LiveLayers {
  const names = off
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(name in LIVE_LAYERS)) throw new Error(`'${name}' is not a live layer`);
  }
  return Object.fromEntries(
    Object.keys(LIVE_LAYERS).map((name) => [name, !names.includes(name)]),
  ) as LiveLayers;
}
