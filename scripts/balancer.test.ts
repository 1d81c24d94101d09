import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createBalancer } from './balancer.mjs';

/** A server process stand-in: answers its name, `/ready` while `ready`, and an upgrade. */
type Stand = { name: string; url: string; server: Server; ready: boolean };
const opened: { close: () => unknown }[] = [];
afterEach(async () => {
  for (const item of opened.splice(0)) await item.close();
});

async function stand(name: string): Promise<Stand> {
  const server = createServer((req, res) => {
    if (req.url === '/ready') {
      res.writeHead(entry.ready ? 200 : 503);
      return res.end();
    }
    res.end(name);
  });
  server.on('upgrade', (_req, socket) => {
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
    );
    socket.end(name);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const entry: Stand = {
    name,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    ready: true,
  };
  opened.push({
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  });
  return entry;
}

async function balance(stands: Stand[]) {
  const balancer = createBalancer({ targets: stands.map((s) => s.url), probeMs: 60_000 });
  opened.push(balancer);
  await new Promise<void>((resolve) => balancer.server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(balancer.server.address() as AddressInfo).port}`;
  const get = async () => {
    const answer = await fetch(`${base}/`);
    return { status: answer.status, body: await answer.text() };
  };
  const upgrade = () =>
    new Promise<string>((resolve, reject) => {
      const req = request(`${base}/live`, {
        headers: { connection: 'Upgrade', upgrade: 'websocket' },
      });
      req.on('upgrade', (_res, socket, head: Buffer) => {
        // What came with the 101 is in `head`; the rest on the socket.
        let body = head.toString();
        socket.on('data', (chunk: Buffer) => (body += chunk.toString()));
        socket.on('end', () => resolve(body));
      });
      req.on('error', reject);
      req.end();
    });
  return { balancer, get, upgrade };
}

describe('the scale mode balancer', () => {
  it('sends a client to the same process every time, requests and upgrades alike', async () => {
    const stands = [await stand('one'), await stand('two')];
    const { get, upgrade } = await balance(stands);
    const first = await get();
    expect(first.status).toBe(200);
    expect(['one', 'two']).toContain(first.body);
    for (let call = 0; call < 5; call += 1) expect(await get()).toEqual(first);
    // The socket's upgrade reaches the process its polling went to.
    expect(await upgrade()).toBe(first.body);
  });

  it('takes a process that stops answering out of rotation, and back once it is ready', async () => {
    const stands = [await stand('one'), await stand('two')];
    const { balancer, get } = await balance(stands);
    const { body: sticky } = await get();
    const other = stands.find((s) => s.name !== sticky)!;

    // Not ready (draining): out at the next probe, its clients served by the other.
    stands.find((s) => s.name === sticky)!.ready = false;
    await balancer.probe();
    expect(balancer.up()).toEqual([other.url]);
    expect(await get()).toEqual({ status: 200, body: other.name });
    // Ready again: back, and the client with it.
    stands.find((s) => s.name === sticky)!.ready = true;
    await balancer.probe();
    expect(await get()).toEqual({ status: 200, body: sticky });
  });

  it('answers 502 once for a process that refuses, then sends its clients to another', async () => {
    const stands = [await stand('one'), await stand('two')];
    const { balancer, get } = await balance(stands);
    const { body: sticky } = await get();
    const gone = stands.find((s) => s.name === sticky)!;
    // Killed: its port refuses connections before any probe has seen it.
    await new Promise<void>((resolve) => {
      gone.server.closeAllConnections();
      gone.server.close(() => resolve());
    });
    expect((await get()).status).toBe(502);
    expect(balancer.up()).toEqual(stands.filter((s) => s !== gone).map((s) => s.url));
    expect((await get()).body).not.toBe(sticky);
  });

  it('answers 503 when no process is ready', async () => {
    const stands = [await stand('one')];
    const { balancer, get } = await balance(stands);
    stands[0]!.ready = false;
    await balancer.probe();
    expect(await get()).toEqual({ status: 503, body: 'No server process is ready.' });
  });
});
