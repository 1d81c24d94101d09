#!/usr/bin/env node
// `pnpm start:scale`: a local trial of the scale mode (README, "Scale mode"): build what is
// missing, then SCALE_PROCESSES server processes (2) on one PostgreSQL database and one
// Redis, behind a sticky balancer on http://localhost:3000 (scripts/balancer.mjs; in
// production, nginx or the cloud's load balancer: docs/scale/nginx.conf). PostgreSQL and
// Redis default to this machine's (127.0.0.1); the database `runway_live_scale` is made if
// missing. Ctrl-C drains every process and stops.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { buildMissing } from './buildMissing.mjs';
import { createBalancer } from './balancer.mjs';

buildMissing(process.argv.includes('--rebuild'));

const port = Number(process.env.PORT ?? 3000);
const count = Number(process.env.SCALE_PROCESSES ?? 2);
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const databaseUrl =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/runway_live_scale';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
if (!Number.isInteger(count) || count < 1 || count > 16) {
  console.error('SCALE_PROCESSES must be a whole number from 1 to 16.');
  process.exit(1);
}

await ensureDatabase(databaseUrl);

let stopping = false;
let balancer = null;
const children = [];
const targets = [];
for (let index = 1; index <= count; index += 1) {
  const processPort = port + index;
  const child = spawn('node', ['--enable-source-maps', 'packages/server/dist/main.js'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(processPort),
      PUBLIC_URL: publicUrl,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      // The balancer is the one proxy in front: the rate limits see the client behind it.
      TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
      // Warnings and errors only: the balancer asks every process `/ready` each second.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[${index}] exited (${code ?? signal}); the others go on.`);
  });
  // One after the other: the first migrates and seeds, the next find it done.
  await new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      console.log(`[${index}] ${line}`);
      if (line.includes('Runway Live is running on')) resolve(undefined);
    });
    child.once('exit', () => reject(new Error(`server process ${index} did not start`)));
  }).catch((error) => {
    console.error(error.message);
    stop(1);
  });
  targets.push(`http://127.0.0.1:${processPort}`);
}

balancer = createBalancer({ targets });
await new Promise((resolve) => balancer.server.listen(port, resolve));
console.log(
  [
    `Runway Live in scale mode: ${count} processes behind ${publicUrl}`,
    ...targets.map((target, index) => `  [${index + 1}] ${target}`),
    `  Database ${databaseUrl.replace(/\/\/[^@]*@/, '//…@')}, Redis ${redisUrl.replace(/\/\/[^@]*@/, '//…@')}`,
    '  Try: kill -TERM <pid of one process>: its viewers move to the others.',
  ].join('\n'),
);

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // Each process drains (requests finish, sockets told to reconnect) and exits by itself.
  await Promise.all(
    children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map((child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'))),
  );
  await balancer?.close();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop());

/** Makes the database if PostgreSQL does not have it (pg from the server's dependencies). */
async function ensureDatabase(url) {
  const require = createRequire(new URL('../packages/server/package.json', import.meta.url));
  const { Client } = require('pg');
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } catch (error) {
    console.error(`Scale mode needs PostgreSQL at ${admin.host}: ${error.message}`);
    process.exit(1);
  } finally {
    await client.end().catch(() => undefined);
  }
}
