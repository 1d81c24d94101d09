#!/usr/bin/env node
// `pnpm start`: build what is missing, then run ONE process serving the API, the socket
// and the built console on http://localhost:3000 with its embedded database under ./.data.
// `--rebuild` builds every package again. Not for a process manager: pnpm does not pass
// SIGTERM on to this script, so it should run `node packages/server/dist/main.js` itself
// (README, "Running under a process manager").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// In dependency order: a package is built only when its output is missing.
const packages = [
  ['@runway-live/domain', 'packages/domain/dist/index.js'],
  ['@runway-live/ui', 'packages/ui/dist/index.js'],
  ['@runway-live/console', 'packages/console/dist/index.html'],
  ['@runway-live/server', 'packages/server/dist/main.js'],
];

const rebuild = process.argv.includes('--rebuild');
for (const [name, output] of packages) {
  if (!rebuild && existsSync(output)) continue;
  console.log(`Building ${name}${rebuild ? ' (--rebuild)' : ' (first start)'}…`);
  const build = spawnSync('pnpm', ['--filter', name, 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn('node', ['--enable-source-maps', 'packages/server/dist/main.js'], {
  stdio: 'inherit',
  env: process.env,
});
// The server shuts down gracefully on SIGTERM/SIGINT; pass them on and wait for it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
