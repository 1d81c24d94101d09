#!/usr/bin/env node
// `pnpm start`: build what is missing, then run ONE process serving the API, the socket
// and the built console on http://localhost:3000 with its embedded database under ./.data.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const outputs = [
  'packages/domain/dist/index.js',
  'packages/ui/dist/index.js',
  'packages/console/dist/index.html',
  'packages/server/dist/main.js',
];

if (outputs.some((file) => !existsSync(file)) || process.argv.includes('--rebuild')) {
  console.log('Building Runway Live (first start, or --rebuild)…');
  const build = spawnSync('pnpm', ['build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn('node', ['--enable-source-maps', 'packages/server/dist/main.js'], {
  stdio: 'inherit',
  env: process.env,
});
// The server shuts down gracefully on SIGTERM/SIGINT; pass them on and wait for it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
