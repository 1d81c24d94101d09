import { randomUUID } from 'node:crypto';
import { connect as connectTcp, createServer as createTcpServer, type Server } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveCounters, LiveMessage } from '@runway-live/domain/live';
import { ADDRESS } from './support/checkoutFixtures';
import { collect, send, unpackBatches } from './support/liveRoom';
import { multipartFile, PNG_1PX } from './support/multipart';
import { processHarness, type StartedServer } from './support/processHarness';

/**
 * Two server processes (src/main.ts, each its own process) on one PostgreSQL database and one
 * Redis, a viewer on each (decision 0047): they agree on the counters, the chat reaches
 * both, an account's chat rate holds across them, and when one is killed (SIGKILL: nothing
 * of it runs after) the survivor closes the viewer sessions it held; a third, drained on
 * SIGTERM, sends its viewers to them. Runs in the 'server:redis' project, and needs
 * DATABASE_URL as well (.ci/run sets both).
 */
const HEARTBEAT_MS = 200;
const RATE_LIMIT = 3;
const { apiKey, start, api, signIn, query, joinedOn, setup, teardown } = processHarness(
  'two-processes',
  {
    REDIS_URL: process.env.REDIS_URL as string,
    REDIS_PREFIX: `test-${randomUUID()}:`,
    LIVE_HEARTBEAT_MS: String(HEARTBEAT_MS),
    LIVE_CHAT_RATE_LIMIT: String(RATE_LIMIT),
    LIVE_CHAT_RATE_WINDOW_SEC: '600',
    // The scheduler looks every 100 ms on each process: both race for a due notification.
    NOTIFICATION_POLL_MS: '100',
    CHECKOUT_RATE_LIMIT: '1000',
  },
);
const sockets: Socket[] = [];
const balancers: Server[] = [];

/**
 * A balancer in front of the processes, as a TCP proxy: each new connection goes to the
 * port `to()` names at that moment, or is refused while it names none (taken out of
 * rotation, before the next one is let in).
 */
async function balancer(to: () => number | null): Promise<string> {
  const server = createTcpServer((incoming) => {
    const port = to();
    if (port === null) return void incoming.destroy();
    const outgoing = connectTcp(port, '127.0.0.1');
    incoming.pipe(outgoing).pipe(incoming);
    incoming.on('error', () => outgoing.destroy());
    outgoing.on('error', () => incoming.destroy());
    incoming.on('close', () => outgoing.destroy());
    outgoing.on('close', () => incoming.destroy());
  });
  balancers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

let a: StartedServer;
let b: StartedServer;
let eventId: string;

const joined = (base: string, auth: { token?: string; viewerId?: string } = {}) =>
  joinedOn(base, eventId, auth);

beforeAll(async () => {
  await setup();
  // One after the other: the first migrates and seeds, the second finds it done.
  a = await start();
  b = await start();
  const token = await signIn(a.base, 'designer');
  const list = await api<{ data: { items: { _id: string; status: string }[] } }>(
    a.base,
    '/api/v2/events?limit=100',
    { token },
  );
  eventId = list.body.data.items.find((item) => item.status === 'scheduled')!._id;
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const server of balancers) server.close();
  await teardown();
});

describe('two server processes on one database and one Redis', () => {
  it('drains a process on SIGTERM: its viewers reconnect to another and miss nothing', async () => {
    const draining = await start();
    let target: number | null = draining.port;
    const base = await balancer(() => target);
    const host = await joined(a.base, { token: await signIn(a.base, 'designer') });
    // A viewer as the console's player connects: through the balancer, reconnecting.
    const viewer = connect(`${base}/live`, {
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 50,
      reconnectionDelayMax: 200,
      auth: { viewerId: randomUUID() },
    });
    sockets.push(viewer);
    unpackBatches(viewer);
    await new Promise<void>((resolve) => viewer.once('connect', resolve));
    expect(await send(viewer, 'room', { eventId })).toMatchObject({ ok: true });
    const heard = collect(viewer, 'message');
    const before = await send(host, 'new_message', { eventId, text: 'Before the drain' });
    if (!before.ok) throw new Error(JSON.stringify(before));
    await vi.waitFor(() => expect(heard.map((m) => m.id)).toEqual([before.message.id]));

    // The orchestrator's SIGTERM: the balancer takes the process out of rotation, and lets
    // the next connection in only after a message was sent while the viewer was away.
    const reasons: string[] = [];
    viewer.on('disconnect', (reason) => reasons.push(reason));
    target = null;
    draining.server.child.kill('SIGTERM');
    expect(await draining.server.exited).toEqual({ code: 0, signal: null });
    // Told as a lost connection, which a client reconnects after by itself.
    await vi.waitFor(() => expect(reasons).toEqual(['transport close']));
    const during = await send(host, 'new_message', { eventId, text: 'While you were away' });
    if (!during.ok) throw new Error(JSON.stringify(during));
    target = a.port;

    // Back, on A, in its room with what it missed (its session kept in Redis by the
    // drained process), and what follows.
    await new Promise<void>((resolve) => viewer.once('connect', resolve));
    expect(viewer.recovered).toBe(true);
    const after = await send(host, 'new_message', { eventId, text: 'After' });
    if (!after.ok) throw new Error(JSON.stringify(after));
    await vi.waitFor(() =>
      expect(heard.map((m) => m.id)).toEqual([
        before.message.id,
        during.message.id,
        after.message.id,
      ]),
    );
    host.disconnect();
    viewer.disconnect();
  }, 60_000);

  it('share sessions, uploads, checkout holds and scheduled notifications', async () => {
    // A session signed on A is honoured on B, and ended on both by a password change on A.
    const email = `two-${randomUUID()}@shop.test`;
    const account = { fullName: 'Two Places', email, password: 'first-password' };
    expect(
      (
        await api(a.base, '/api/auth/register', {
          body: { ...account, repeatPassword: 'first-password' },
        })
      ).status,
    ).toBe(200);
    const login = await api<{ token: string }>(b.base, '/api/auth/login', {
      body: { email, password: 'first-password', device_type: 'ios' },
    });
    const token = login.body.token;
    expect((await api(b.base, '/api/auth/me', { token })).status).toBe(200);
    const changed = await api(a.base, '/api/user/change_password', {
      token,
      body: { oldpassword: 'first-password', newpassword: 'second-password' },
    });
    expect(changed.status).toBe(200);
    expect((await api(b.base, '/api/auth/me', { token })).status).toBe(401);

    // A picture uploaded to A is served by B.
    const file = multipartFile({
      field: 'photos',
      filename: 'look.png',
      contentType: 'image/png',
      data: PNG_1PX,
    });
    const uploaded = await fetch(`${a.base}/api/v2/auth/upload`, {
      method: 'POST',
      headers: { api_key: apiKey, 'x-envelope': 'off', ...file.headers },
      body: file.payload,
    });
    expect(uploaded.status).toBe(200);
    const { name } = (await uploaded.json()) as { name: string };
    const served = await fetch(`${b.base}/uploads/${name}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    // Stock held by a checkout on A is held on B.
    const shopper = await signIn(a.base, 'shopper');
    const [product] = await query<{ id: string; sku: string }>(
      `select p.id, s->>'sku' as sku from products p,
         jsonb_array_elements(p.colors) c, jsonb_array_elements(c->'sizes') s
       where p.status = 'active' and (s->>'quantity')::int > 0 limit 1`,
    );
    const available = async (base: string) => {
      const { body } = await api<{
        data: { colors: { sizes: { sku: string; available: number }[] }[] };
      }>(base, `/api/v2/public/products/${product!.id}`);
      const sizes = body.data.colors.flatMap((color) => color.sizes);
      return sizes.find((size) => size.sku === product!.sku)!.available;
    };
    const before = await available(b.base);
    const checkout = await api(a.base, '/api/v2/checkout', {
      token: shopper,
      body: {
        lines: [{ productId: product!.id, sku: product!.sku, quantity: 1 }],
        shippingAddress: ADDRESS,
      },
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    expect(await available(b.base)).toBe(before - 1);

    // A notification scheduled on A goes out once, though both processes look for it.
    const admin = await signIn(a.base, 'admin');
    const created = await api<{ data: { _id: string } }>(a.base, '/api/v2/notifications', {
      token: admin,
      body: {
        title: 'Two processes',
        body: 'Sent once',
        audience: 'designers',
        scheduledAt: new Date(Date.now() + 1_000).toISOString(),
        timeZone: 'UTC',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const notificationId = created.body.data._id;
    await vi.waitFor(
      async () => {
        const [row] = await query<{ status: string }>(
          'select status from notifications where id = $1',
          [notificationId],
        );
        expect(row!.status).toBe('sent');
      },
      { timeout: 15_000, interval: 100 },
    );
    // Each designer has it in the inbox (once: the inbox's key is the account and the
    // notification), and no one else.
    const inbox = await query<{ user_id: string }>(
      'select user_id from inbox_items where notification_id = $1 order by user_id',
      [notificationId],
    );
    const designers = await query<{ id: string }>(
      `select id from users where 'designer' = any(roles) and status = 'active' order by id`,
    );
    expect(inbox.map((row) => row.user_id)).toEqual(designers.map((row) => row.id));
  }, 60_000);

  it('agree on the counters, share the chat and its rate, and close a killed one’s viewers', async () => {
    const host = await joined(a.base, { token: await signIn(a.base, 'designer') });
    expect(await send(host, 'change_status', { eventId, status: 'live' })).toMatchObject({
      ok: true,
    });
    const shopperToken = await signIn(b.base, 'shopper');
    const onA = await joined(a.base);
    const shopperOnB = await joined(b.base, { token: shopperToken });
    const leaving = randomUUID();
    const anonymousOnB = await joined(b.base, { viewerId: leaving });
    const [countersOnA, countersOnB] = [
      collect(onA, 'counters'),
      collect(anonymousOnB, 'counters'),
    ];
    const [heardOnA, heardOnB] = [collect(onA, 'message'), collect(shopperOnB, 'message')];

    // Three viewers, one on A and two on B: both say so.
    const three = (seen: LiveCounters[]) => expect(seen.at(-1)).toMatchObject({ viewersNow: 3 });
    await vi.waitFor(
      () => {
        three(countersOnA);
        three(countersOnB);
      },
      { timeout: 10_000 },
    );

    // The chat reaches both processes' viewers, whichever process it was sent to.
    const fromB = await send(shopperOnB, 'new_message', { eventId, text: 'From B' });
    const fromA = await send(host, 'new_message', { eventId, text: 'From A' });
    if (!fromB.ok || !fromA.ok) throw new Error(`refused: ${JSON.stringify([fromB, fromA])}`);
    const ids = (messages: LiveMessage[]) => messages.map((message) => message.id);
    await vi.waitFor(
      () => {
        expect(ids(heardOnA)).toEqual([fromB.message.id, fromA.message.id]);
        expect(ids(heardOnB)).toEqual([fromB.message.id, fromA.message.id]);
      },
      { timeout: 10_000 },
    );

    // The shopper's second connection, on A: the account's rate counts on both processes.
    const shopperOnA = await joined(a.base, { token: shopperToken });
    const post = async (socket: Socket) => {
      const ack = await send(socket, 'new_message', { eventId, text: 'again' });
      return ack.ok ? 'ok' : ack.code;
    };
    expect([await post(shopperOnA), await post(shopperOnB)]).toEqual(['ok', 'ok']);
    expect([await post(shopperOnA), await post(shopperOnB)]).toEqual([
      'rate-limited',
      'rate-limited',
    ]);

    // B is killed: its sockets' sessions are left open by it, and closed by A once B has
    // missed three heartbeats. The shopper is still watching on A; the anonymous viewer left.
    const killedAt = Date.now();
    b.server.child.kill('SIGKILL');
    await b.server.exited;
    await vi.waitFor(() => expect(countersOnA.at(-1)).toMatchObject({ viewersNow: 2 }), {
      timeout: 10_000,
    });
    const [gone] = await query<{ left_at: Date; connections: number }>(
      'select left_at, connections from live_viewer_sessions where event_id = $1 and viewer_id = $2',
      [eventId, leaving],
    );
    expect(gone!.connections).toBe(0);
    // Left at B's last heartbeat: before the kill, within one beat of it.
    expect(gone!.left_at.getTime()).toBeLessThanOrEqual(killedAt);
    expect(gone!.left_at.getTime()).toBeGreaterThan(killedAt - HEARTBEAT_MS * 2);
    const open = await query<{ connections: number }>(
      'select connections from live_viewer_sessions where event_id = $1 and left_at is null and viewer_id is distinct from $2',
      [eventId, leaving],
    );
    // The viewer on A, and the shopper's connection on A.
    expect(open.map((row) => row.connections).sort()).toEqual([1, 1]);
  }, 60_000);
});
