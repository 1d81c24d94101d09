import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveServer, type LiveServer } from '../src/live/socket';
import { closeGracefully } from '../src/shutdown';
import { createTestApp, type TestApp } from './support/testApp';

// The shutdown main.ts runs on SIGTERM/SIGINT, on a real port with a request in flight.
let t: TestApp;
let live: LiveServer;
let port: number;
const dataDir = mkdtempSync(join(tmpdir(), 'rl-shutdown-'));

// The test-only slow route tells when it has started and finishes when released, then uses
// the database: the shutdown must keep it open for the request.
let started!: () => void;
const handlerStarted = new Promise<void>((resolve) => (started = resolve));
let release!: () => void;
const released = new Promise<void>((resolve) => (release = resolve));

beforeAll(async () => {
  t = await createTestApp(
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
  live = await startLiveServer(t.app, { corsOrigins: [], redisUrl: undefined });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => {
  // closeGracefully closed the app and the database; only the data folder is left.
  rmSync(dataDir, { recursive: true, force: true });
});

function tryConnect(): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

describe('graceful shutdown', () => {
  it('refuses new connections, finishes the request in flight, then closes the database', async () => {
    const inFlight = fetch(`http://127.0.0.1:${port}/test/slow`);
    await handlerStarted;

    const closing = closeGracefully({ app: t.app, live, database: t.database });
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
});
