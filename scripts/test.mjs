#!/usr/bin/env node
// The one test command (`pnpm test`): what the README promises and what .ci/run runs.
// Steps run in order and stop at the first failure, each with its time, so a slow or
// broken step is easy to see. Browser steps need Debian's Chromium (see scripts/chromium.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

const steps = [
  ['build every package', 'pnpm', ['build']],
  ['lint (zero warnings)', 'pnpm', ['lint']],
  ['typecheck', 'pnpm', ['typecheck']],
  ['unit, server and story tests', 'pnpm', ['exec', 'vitest', 'run']],
  ['published packages (publint, attw)', 'pnpm', ['test:packages']],
  ['ui package smoke test (pack, SSR, browser build)', 'node', ['packages/ui/scripts/smoke.mjs']],
  ['end-to-end journeys (built server, Chromium)', 'node', ['--import', 'tsx', 'e2e/run.ts']],
];

function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`\n▶ ${CHROMIUM_PATH} is missing: installing Debian's chromium`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium']);
    return;
  }
  console.error(`Browser tests need Chromium at ${CHROMIUM_PATH} (apt-get install chromium).`);
  process.exit(1);
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
ensureChromium();
const started = Date.now();
for (const [label, command, args] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${label}`);
  run(command, args);
  console.log(`✔ ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll test steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
