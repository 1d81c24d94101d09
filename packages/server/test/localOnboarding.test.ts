import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cssDeclarations, darkTheme, lightTheme } from '@runway-live/ui/tokens';
import { designers, users } from '../src/db/schema';
import { signOnboardingToken } from '../src/providers/payments/localOnboardingToken';
import { createTestApp, type TestApp } from './support/testApp';

// The local payment provider's onboarding needs the signed link the designer was given,
// like the real provider's account links: an id alone completes nothing.
let t: TestApp;
let designerId: string;
let connectUri: URL;
let accountId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'atelier@runway.test'));
  designerId = row?.id ?? '';
  const response = await t.call({
    method: 'GET',
    url: `/api/v2/auth/stripe?designerId=${designerId}`,
    token: await t.tokenOf('atelier'),
  });
  connectUri = new URL(response.json<{ connectUri: string }>().connectUri);
  accountId = connectUri.pathname.split('/').at(-1) ?? '';
});
afterAll(() => t.close());

const INVALID = 'This set-up link is invalid, has expired or was already used.';

async function loginLinkOfDesigner(): Promise<string | null | undefined> {
  const [row] = await t.database.db
    .select({ payment: designers.payment })
    .from(designers)
    .where(eq(designers.userId, designerId));
  return row?.payment?.loginLink;
}

/** The page's form as a browser posts it, from another site when `origin` says so. */
function complete(token: string | undefined, origin = 'https://attacker.example') {
  return t.app.inject({
    method: 'POST',
    url: `/payments/local/onboard/${accountId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    payload: token === undefined ? '' : new URLSearchParams({ token }).toString(),
  });
}

describe('the local onboarding link', () => {
  it('#10.8 refuses an anonymous cross-origin completion without a token', async () => {
    expect(accountId).toMatch(/^acct_local_\w+$/);
    const response = await complete(undefined);
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(INVALID);
    expect(await loginLinkOfDesigner()).toBeNull();
  });

  it('#10.8 refuses a forged, an expired and another account’s token', async () => {
    const token = connectUri.searchParams.get('token') ?? '';
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const expired = await signOnboardingToken(
      t.config.jwtSecret,
      accountId,
      new Date(Date.now() - 1000),
    );
    const otherAccount = await signOnboardingToken(
      t.config.jwtSecret,
      'acct_local_demo0designer',
      new Date(Date.now() + 60_000),
    );
    const otherSecret = await signOnboardingToken(
      'another-secret-0123456789abcdef0123456789',
      accountId,
      new Date(Date.now() + 60_000),
    );
    for (const bad of [forged, expired, otherAccount, otherSecret, `${token}x`, '']) {
      const response = await complete(bad);
      expect(response.statusCode, bad).toBe(403);
    }
    expect(await loginLinkOfDesigner()).toBeNull();
  });

  it('#10.8 shows the onboarding page only for a valid link', async () => {
    const bare = await t.app.inject({ url: connectUri.pathname });
    expect(bare.statusCode).toBe(403);
    expect(bare.body).toContain(INVALID);
    const page = await t.app.inject({ url: `${connectUri.pathname}${connectUri.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Complete setup');
  });

  it("#27 draws the page as the console's sign-in card, from the kit's light and dark tokens", async () => {
    const page = await t.app.inject({ url: `${connectUri.pathname}${connectUri.search}` });
    expect(page.body).toContain(cssDeclarations(lightTheme));
    const dark = page.body.slice(page.body.indexOf('@media (prefers-color-scheme: dark)'));
    expect(dark).toContain(cssDeclarations(darkTheme));
    expect(page.body).toContain('<p class="brand">Runway Live</p>');
    expect(page.body).toContain('<h1 id="title">Set up your payment account</h1>');
    // Its colours are the kit's, by reference: no colour is written into the page's rules.
    const rules = page.body.replace(/--rl-[\w-]+: [^;]+;/g, '');
    expect(rules).not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(/i);
  });

  it('#10.8 completes once with the token of the connect link, and refuses it again', async () => {
    const token = connectUri.searchParams.get('token') ?? '';
    const first = await complete(token, 'http://localhost:3000');
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('http://localhost:3000/dashboard');
    expect(await loginLinkOfDesigner()).toBe(
      `http://localhost:3000/payments/local/dashboard/${accountId}`,
    );

    const again = await complete(token, 'http://localhost:3000');
    expect(again.statusCode).toBe(403);
    expect(again.body).toContain(INVALID);
  });
});
