// The real server's side of a bench/live run, from the bench process: the demo designer
// signs in over HTTP and hosts one of their events, live.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../packages/server/src/db/seed';
import { BENCH_SECRETS } from '../api/secrets';

const plain = { api_key: BENCH_SECRETS.apiKey, 'x-envelope': 'off' };

async function call<T>(origin: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    ...init,
    headers: { ...plain, 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`);
  return (await response.json()) as T;
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
  const authorization = { authorization: `Bearer ${token}` };
  const list = await call<{ data: { _id: string; status: string }[] }>(
    origin,
    '/api/v2/events?limit=100',
    { headers: authorization },
  );
  const event = list.data.find((row) => row.status === 'live') ?? list.data[0];
  if (!event) throw new Error('the demo designer has no event');
  return { eventId: event._id, hostAuth: { token } };
}
