#!/usr/bin/env node
// `pnpm chromatic`: publishes the design system's Storybook to Chromatic (the hosted visual
// review named in the design card) for a team with a project token. Without
// CHROMATIC_PROJECT_TOKEN it stops before calling anything: the committed baselines
// (`pnpm test:visual`, packages/ui/test/visual/) are the check every checkout and CI runs.
// Extra arguments go to the chromatic CLI (e.g. `pnpm chromatic --exit-zero-on-changes`).
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'pnpm chromatic needs CHROMATIC_PROJECT_TOKEN (the project token from chromatic.com, Manage → Configure).\n' +
      'Nothing was sent. The visual check without it is `pnpm test:visual` (committed baselines).',
  );
  process.exit(1);
}

// The CLI reads the token from the environment; it builds Storybook with `build-storybook`.
const result = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--build-script-name', 'build-storybook', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
