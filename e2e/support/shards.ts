/** One share of the journeys: the `index`-th (from 1) of `count`. */
export type Shard = { index: number; count: number };

/** `--shard=2/3` → { index: 2, count: 3 }; no flag → the one share of all. */
export function parseShard(flag: string | undefined): Shard {
  if (!flag) return { index: 1, count: 1 };
  const match = /^--shard=(\d+)\/(\d+)$/.exec(flag);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) {
    throw new Error(`${flag}: expected --shard=<i>/<n> with 1 ≤ i ≤ n`);
  }
  return { index, count };
}

/**
 * Journeys whose work is a long list of like steps (every screen, for each person): every
 * shard runs them, each taking its share of the list (`isInRunningShare`), so the longest
 * journey does not make one shard wait on it.
 */
export const SPREAD_JOURNEYS: readonly string[] = ['narrow.e2e.ts'];

let running: Shard = { index: 1, count: 1 };

/** The shard this process runs (e2e/run.ts says it before the journeys load). */
export function setRunningShard(shard: Shard): void {
  running = shard;
}

/** Whether this shard takes the `index`-th step (from 0) of a spread journey's list. */
export function isInRunningShare(index: number, shard: Shard = running): boolean {
  return index % shard.count === shard.index - 1;
}

/**
 * The journeys of one share, in name order. Each journey goes, longest first, to the share
 * with the least so far (a journey's source size stands in for its length, so a new journey
 * needs no table of times); every journey lands in exactly one share, but a spread one,
 * which lands in each.
 */
export function journeysOfShard(
  journeys: readonly { name: string; size: number }[],
  shard: Shard,
): string[] {
  const load = Array.from({ length: shard.count }, () => 0);
  const mine: string[] = [];
  const longestFirst = [...journeys].sort(
    (a, b) => b.size - a.size || a.name.localeCompare(b.name),
  );
  for (const journey of longestFirst) {
    if (SPREAD_JOURNEYS.includes(journey.name)) {
      mine.push(journey.name);
      continue;
    }
    const lightest = load.indexOf(Math.min(...load));
    load[lightest]! += journey.size;
    if (lightest === shard.index - 1) mine.push(journey.name);
  }
  return mine.sort();
}
