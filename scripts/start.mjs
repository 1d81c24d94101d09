#!/usr/bin/env node
// `pnpm start`: build what is missing, then run ONE process serving the API, the socket
// and the built console on http://localhost:3000 with its embedded database under ./.data.
// `--rebuild` builds every package again. Not for a process manager: pnpm does not pass
// SIGTERM on to this script, so it should run `node packages/server/dist/main.js` itself
// (README, "Running under a process manager").
import { spawn } from 'node:child_process';
import { buildMissing } from './buildMissing.mjs';

buildMissing(process.argv.includes('--rebuild'));

const server = spawn('node', ['--enable-source-maps', 'packages/server/dist/main.js'], {
  stdio: 'inherit',
  env: process.env,
});
// The server shuts down gracefully on SIGTERM/SIGINT; pass them on and wait for it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
