// The end-to-end journeys: one built server on a temporary DATA_DIR and Debian's Chromium,
// driven by playwright-core. Run by `pnpm test` (scripts/test.mjs) after the build:
//   node --import tsx e2e/run.ts [--shard=<i>/<n>] [part-of-a-file-name …]
// Every `*.e2e.ts` file beside this one is a journey; names given on the command line run
// only the files whose names contain one of them (e.g. `settings`). Journeys share one
// server, so each leaves the seed as it found it (or works on accounts of its own);
// `E2E_ORDER=reverse` runs them last to first, to show that none depends on another.
// `--shard=1/2` runs the first of two shares of the journeys (each process its own server
// and browser, on the same build): scripts/test.mjs runs both shares side by side.
import { readdirSync, statSync } from 'node:fs';
import { journeysOfShard, parseShard, setRunningShard } from './support/shards';
import './support/context';

const args = process.argv.slice(2);
const shard = parseShard(args.find((arg) => arg.startsWith('--shard=')));
const filters = args.filter((arg) => !arg.startsWith('--shard='));
setRunningShard(shard);
const here = new URL('.', import.meta.url);
const matching = readdirSync(here)
  .filter((name) => name.endsWith('.e2e.ts'))
  .filter((name) => filters.length === 0 || filters.some((part) => name.includes(part)))
  .sort();
const journeys = journeysOfShard(
  matching.map((name) => ({ name, size: statSync(new URL(name, here)).size })),
  shard,
);
if (process.env.E2E_ORDER === 'reverse') journeys.reverse();

if (journeys.length === 0) {
  console.error(`No journey matches ${filters.join(', ')}.`);
  process.exitCode = 1;
}
for (const journey of journeys) await import(`./${journey}`);
