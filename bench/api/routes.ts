// The routes `pnpm bench api` measures, how each is asked, and what it is held to.
import { encryptBody } from '../../packages/domain/src/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../packages/server/src/db/demoAccounts';
import { BENCH_SECRETS } from './secrets';

export type AutocannonRequest = {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
};

/** The demo accounts the routes are asked as, each signed in once per server. */
export type Tokens = Record<'designer' | 'admin', string>;

export type Route = {
  key: string;
  name: string;
  /**
   * What the route is held to: at least `share` × the bare fastify route (issue 11) or ×
   * `GET /ready` (issue 28: the app's own floor with one round trip) in the same run; null
   * for no goal (login is argon2-bound on purpose).
   */
  goal: { share: number; of: 'bare' | 'ready' } | null;
  request: (origin: string, tokens: Tokens) => AutocannonRequest;
};

const plain = { API_KEY: BENCH_SECRETS.apiKey, 'X-Envelope': 'off' };
const sealed = { API_KEY: BENCH_SECRETS.apiKey };
const credentials = (who: keyof Tokens) => ({
  email: DEMO_ACCOUNTS[who].email,
  password: DEMO_PASSWORD,
  device_type: 'cms',
});
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const OF_BARE = { share: 0.2, of: 'bare' } as const;

export const ROUTES: Route[] = [
  {
    key: 'health',
    name: 'GET /health (the app, no database, no key)',
    goal: null,
    request: (origin) => ({ url: `${origin}/health` }),
  },
  {
    key: 'ready',
    name: 'GET /ready (the app, one select 1)',
    goal: null,
    request: (origin) => ({ url: `${origin}/ready` }),
  },
  {
    key: 'me-plain',
    name: 'GET /api/auth/me (X-Envelope: off)',
    goal: OF_BARE,
    request: (origin, tokens) => ({
      url: `${origin}/api/auth/me`,
      headers: { ...plain, ...bearer(tokens.designer) },
    }),
  },
  {
    key: 'me-envelope',
    name: 'GET /api/auth/me (envelope)',
    goal: OF_BARE,
    request: (origin, tokens) => ({
      url: `${origin}/api/auth/me`,
      headers: { ...sealed, ...bearer(tokens.designer) },
    }),
  },
  {
    key: 'colors-plain',
    name: 'GET /api/v2/colors?limit=20 (X-Envelope: off)',
    goal: OF_BARE,
    request: (origin, tokens) => ({
      url: `${origin}/api/v2/colors?limit=20`,
      headers: { ...plain, ...bearer(tokens.designer) },
    }),
  },
  {
    key: 'colors-envelope',
    name: 'GET /api/v2/colors?limit=20 (envelope)',
    goal: OF_BARE,
    request: (origin, tokens) => ({
      url: `${origin}/api/v2/colors?limit=20`,
      headers: { ...sealed, ...bearer(tokens.designer) },
    }),
  },
  {
    // Not reference data: read from the database on every call (issue 28's goal is to
    // /ready, the app's own floor with one round trip).
    key: 'designers-plain',
    name: 'GET /api/v2/designers?limit=20 (X-Envelope: off, admin)',
    goal: { share: 0.6, of: 'ready' },
    request: (origin, tokens) => ({
      url: `${origin}/api/v2/designers?limit=20`,
      headers: { ...plain, ...bearer(tokens.admin) },
    }),
  },
  {
    // For scale, no goal: a designer's own products are scoped, so unlike the reference
    // data above they are read from the database on every call (decision 0010).
    key: 'products-plain',
    name: "GET /api/v2/products?limit=20 (X-Envelope: off, the designer's own)",
    goal: null,
    request: (origin, tokens) => ({
      url: `${origin}/api/v2/products?limit=20`,
      headers: { ...plain, ...bearer(tokens.designer) },
    }),
  },
  {
    key: 'login-plain',
    name: 'POST /api/auth/login (X-Envelope: off)',
    goal: null,
    request: (origin) => ({
      url: `${origin}/api/auth/login`,
      method: 'POST',
      headers: { ...plain, 'content-type': 'application/json' },
      body: JSON.stringify(credentials('designer')),
    }),
  },
  {
    key: 'login-envelope',
    name: 'POST /api/auth/login (envelope)',
    goal: null,
    request: (origin) => ({
      url: `${origin}/api/auth/login`,
      method: 'POST',
      headers: { ...sealed, 'content-type': 'application/json' },
      body: JSON.stringify({
        encryptBody: encryptBody(credentials('designer'), BENCH_SECRETS.envelope),
      }),
    }),
  },
];

async function signIn(origin: string, who: keyof Tokens): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { ...plain, 'content-type': 'application/json' },
    body: JSON.stringify(credentials(who)),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** A token for each account the routes are asked as. */
export async function signInAll(origin: string): Promise<Tokens> {
  return { designer: await signIn(origin, 'designer'), admin: await signIn(origin, 'admin') };
}
