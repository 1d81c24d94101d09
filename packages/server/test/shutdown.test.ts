import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLiveServer, type LiveServer } from '../src/live/socket';
import { closeGracefully } from '../src/shutdown';
import { createTestApp, type TestApp } from './support/testApp';

// The shutdown main.ts runs on SIGTERM/SIGINT, on a real port with a request in flight.
const dataDirs: string[] = [];
afterAll(() => {
  // closeGracefully closed the apps and the databases; only the data folders are left.
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * An app on a real port with a test-only slow route: it tells when it has started and
 * finishes when released (never, unless `release` is called), then uses the database.
 */
async function appWithSlowRoute() {
  let started!: () => void;
  const handlerStarted = new Promise<void>((resolve) => (started = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const dataDir = mkdtempSync(join(tmpdir(), 'rl-shutdown-'));
  dataDirs.push(dataDir);
  const t: TestApp = await createTestApp(
    { DATA_DIR: dataDir },
    {
      routes: (app) =>
        app.get('/test/slow', async () => {
          started();
          await released;
          await t.database.ping();
          return { finished: true };
        }),
    },
  );
  const live: LiveServer = await startLiveServer(t.app, { corsOrigins: [], redisUrl: undefined });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as { port: number }).port;
  const tryConnect = () =>
    new Promise<void>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', reject);
    });
  return { t, live, port, handlerStarted, release, tryConnect };
}

describe('graceful shutdown', () => {
  it('refuses new connections, finishes the request in flight, then closes the database', async () => {
    const { t, live, port, handlerStarted, release, tryConnect } = await appWithSlowRoute();
    const inFlight = fetch(`http://127.0.0.1:${port}/test/slow`);
    await handlerStarted;

    const closing = closeGracefully({ app: t.app, live, database: t.database, graceMs: 60_000 });
    // The listener closes while the request is still being handled.
    await expect.poll(() => t.app.server.listening).toBe(false);
    await expect(tryConnect()).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });

    await closing;
    await expect(t.database.ping()).rejects.toThrow();
    await expect(tryConnect()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('cuts a request still running after the grace, so a stuck one never holds it', async () => {
    const { t, live, port, handlerStarted } = await appWithSlowRoute();
    const stuck = fetch(`http://127.0.0.1:${port}/test/slow`);
    await handlerStarted;

    // Never released: without the grace, the shutdown would wait for it for ever.
    await closeGracefully({ app: t.app, live, database: t.database, graceMs: 100 });
    await expect(stuck).rejects.toThrow();
    await expect(t.database.ping()).rejects.toThrow();
  });
});
