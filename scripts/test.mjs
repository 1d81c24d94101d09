#!/usr/bin/env node
// The one test command (`pnpm test`): what the README promises and what .ci/run runs.
// Stages that do not depend on each other run side by side (lint ‖ typecheck ‖ build; after
// the build, the published-package checks ‖ the ui smoke test ‖ the bundle budgets ‖ the
// ui's cost per component ‖ two shards of the journeys, each shard its own server and
// browser on the one build), each with its output kept and printed whole when it ends, so parallel logs do not interleave. The first failure stops
// what comes after its group; a table of every stage's time is printed at the end either
// way. Browser stages need Debian's Chromium (see scripts/chromium.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

const JOURNEY_SHARDS = 2;

/** Groups run one after another; the stages of a group run side by side. */
const groups = [
  [
    ['build every package', 'pnpm', ['build']],
    ['lint (zero warnings)', 'pnpm', ['lint']],
    ['typecheck', 'pnpm', ['typecheck']],
  ],
  [['unit, server and story tests', 'pnpm', ['exec', 'vitest', 'run']]],
  [
    ['published packages (publint, attw)', 'pnpm', ['test:packages']],
    ['ui package smoke test (pack, SSR, browser build)', 'node', ['packages/ui/scripts/smoke.mjs']],
    // Fails when the login page's first load passes 150 KB gzip, the player's 60 KB or a
    // chart chunk its limit (its own build in a temporary directory, so the journeys' build
    // is not touched).
    ['bundle budgets (login, player, chart chunks)', 'pnpm', ['bench', 'bundle']],
    // Fails when one component of @runway-live/ui adds more than its budget to an app
    // (bench/ui-size/budgets.ts), built against the published build made above.
    ['ui cost per component (bench/ui-size)', 'pnpm', ['bench', 'ui-size']],
    ...Array.from({ length: JOURNEY_SHARDS }, (_, index) => [
      `end-to-end journeys, shard ${index + 1}/${JOURNEY_SHARDS} (built server, Chromium)`,
      'node',
      ['--import', 'tsx', 'e2e/run.ts', `--shard=${index + 1}/${JOURNEY_SHARDS}`],
    ]),
  ],
];

function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`\n▶ ${CHROMIUM_PATH} is missing: installing Debian's chromium`);
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'chromium'],
    ]) {
      if (spawnSync('apt-get', args, { stdio: 'inherit' }).status !== 0) process.exit(1);
    }
    return;
  }
  console.error(`Browser tests need Chromium at ${CHROMIUM_PATH} (apt-get install chromium).`);
  process.exit(1);
}

/** What every stage took, in the order they ended. */
const times = [];
const seconds = (ms) => (ms / 1000).toFixed(1);

/** Runs one stage; alone it writes straight to the terminal, beside others its output is kept. */
function runStage([label, command, args], alone) {
  const started = Date.now();
  console.log(`▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: process.env,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const took = Date.now() - started;
      const passed = code === 0;
      times.push({ stage: label, seconds: seconds(took), result: passed ? 'passed' : 'FAILED' });
      if (!alone) {
        console.log(`\n──── ${label} ────`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`${passed ? '✔' : '✖'} ${label} (${seconds(took)} s)\n`);
      resolve(passed);
    });
  });
}

function printTimes(total) {
  console.log('Stage times:');
  console.table(times);
  console.log(`Wall clock: ${seconds(total)} s.`);
}

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
ensureChromium();
const started = Date.now();
for (const group of groups) {
  const groupStarted = Date.now();
  const results = await Promise.all(group.map((stage) => runStage(stage, group.length === 1)));
  if (group.length > 1) {
    times.push({
      stage: '(the group above, side by side)',
      seconds: seconds(Date.now() - groupStarted),
      result: '',
    });
  }
  if (results.includes(false)) {
    printTimes(Date.now() - started);
    process.exit(1);
  }
}
printTimes(Date.now() - started);
console.log(`All test stages passed.`);
