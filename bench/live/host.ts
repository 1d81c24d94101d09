// The real server's side of a bench/live run, from the bench process: the demo designer
// signs in over HTTP, picks one of their scheduled shows and takes it live over the socket
// in the one-shot mode (join, `change_status`, disconnect), as the console's list does.
import { createRequire } from 'node:module';
import type * as SocketIoClient from 'socket.io-client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../packages/server/src/db/demoAccounts';
import { BENCH_SECRETS } from '../api/secrets';

const requireFromServer = createRequire(
  new URL('../../packages/server/package.json', import.meta.url),
);
const { io } = requireFromServer('socket.io-client') as typeof SocketIoClient;

const plain = { api_key: BENCH_SECRETS.apiKey, 'x-envelope': 'off' };

async function call<T>(origin: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    ...init,
    headers: { ...plain, 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

type Ack = { ok: boolean; code?: string; message?: string };

/** Emits and waits for the acknowledgement; a refusal throws. */
function ask(socket: SocketIoClient.Socket, event: string, payload: object): Promise<Ack> {
  return new Promise((resolve, reject) => {
    socket.timeout(30_000).emit(event, payload, (error: Error | null, answer: Ack) => {
      if (error) reject(error);
      else if (!answer.ok) reject(new Error(`${event}: ${answer.code} ${answer.message}`));
      else resolve(answer);
    });
  });
}

export async function prepareRealServer(
  origin: string,
): Promise<{ eventId: string; hostAuth: Record<string, string> }> {
  const { token } = await call<{ token: string }>(origin, '/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({
      email: DEMO_ACCOUNTS.designer.email,
      password: DEMO_PASSWORD,
      device_type: 'cms',
    }),
  });
  const list = await call<{ data: { items: { _id: string; status: string }[] } }>(
    origin,
    '/api/v2/events?limit=100',
    { headers: { authorization: `Bearer ${token}` } },
  );
  const event = list.data.items.find((row) => row.status === 'scheduled');
  if (!event) throw new Error('the demo designer has no scheduled show');
  const oneShot = io(`${origin}/live`, { transports: ['websocket'], auth: { token } });
  try {
    await ask(oneShot, 'room', { eventId: event._id });
    await ask(oneShot, 'change_status', { eventId: event._id, status: 'live' });
  } finally {
    oneShot.disconnect();
  }
  return { eventId: event._id, hostAuth: { token } };
}
