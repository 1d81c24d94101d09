#!/usr/bin/env node
// `pnpm bench [name…]`: runs bench/<name>/bench.ts (every one when no name is given),
// one after another so they do not compete for the machine's two cores. Each prints its
// own figures.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('.', import.meta.url).pathname;
const wanted = process.argv.slice(2);
const names = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'bench.ts')))
  .map((entry) => entry.name)
  .filter((name) => wanted.length === 0 || wanted.includes(name));

if (names.length === 0) {
  console.error(`No benchmark named ${wanted.join(', ')}.`);
  process.exit(1);
}

for (const name of names) {
  console.log(`\n=== bench/${name} ===`);
  const result = spawnSync(
    'node',
    ['--import', 'tsx', '--conditions=runway-source', '--expose-gc', join(root, name, 'bench.ts')],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
