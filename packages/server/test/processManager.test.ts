import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { multipartFile, PNG_1PX } from './support/multipart';
import {
  BUILT_MAIN,
  ROOT,
  spawnServerMain,
  type ServerProcess,
  freePort,
} from './support/serverProcess';

// What a process manager (systemd, Docker, Kubernetes) does: start the command the README
// names, then stop it with SIGTERM while a request is in flight.
const dataDir = mkdtempSync(join(tmpdir(), 'rl-process-manager-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  // Only if the test failed half-way: the server it started must not outlive it.
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

function tryConnect(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

function readmeSection(title: string): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) return '';
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

describe('the server under a process manager', () => {
  it('#10.27 the README names the command, and SIGTERM to it drains the request in flight and exits 0', async () => {
    const section = readmeSection('Running under a process manager');
    expect(section).toContain(`node ${BUILT_MAIN}`);

    const port = await freePort();
    const apiKey = 'process-manager-api-key';
    server = spawnServerMain({
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      API_KEY: apiKey,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    });
    await server.printed('Runway Live is running on');

    // An upload whose body is still on its way: the server has taken the request (it
    // answered 100 Continue) and its handler waits for the rest of the file.
    const { payload, headers } = multipartFile({
      field: 'photos',
      filename: 'logo.png',
      contentType: 'image/png',
      data: PNG_1PX,
    });
    const upload = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v2/auth/upload',
      headers: {
        ...headers,
        api_key: apiKey,
        'content-length': String(payload.length),
        expect: '100-continue',
      },
    });
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      upload.once('response', resolve);
      upload.once('error', reject);
    });
    const accepted = new Promise<void>((resolve) => upload.once('continue', resolve));
    upload.flushHeaders();
    await accepted;
    upload.write(payload.subarray(0, 40));

    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    // It stops listening at once while the upload is still open…
    await vi.waitFor(
      () => expect(tryConnect(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' }),
      {
        timeout: 5000,
      },
    );
    expect(server.child.exitCode).toBeNull();

    // …and the upload, finished now, still gets its answer.
    upload.end(payload.subarray(40));
    const response = await answered;
    let body = '';
    for await (const chunk of response) body += String(chunk);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(body)).toMatchObject({
      success: true,
      message: 'The image has been uploaded.',
    });

    const { code, signal } = await server.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(Date.now() - stoppedAt).toBeLessThan(5000);
    expect(server.stdout()).toContain('SIGTERM: finishing requests and closing the database');
  }, 90_000);
});
