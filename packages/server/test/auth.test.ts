import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@runway-live/domain/api';
import { authTokens, users } from '../src/db/schema';
import {
  createTestApp,
  decryptBody,
  encryptBody,
  lastLink,
  TEST_API_KEY,
  TEST_ENVELOPE_SECRET,
  tokenOfLink,
  type TestApp,
} from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, token?: string) =>
  t.call({ method: 'POST', url, payload: payload as object, token });

/** A new shopper account; answers its session token. */
async function registerShopper(email: string, password: string): Promise<string> {
  const response = await post('/api/auth/register', {
    fullName: 'Test Shopper',
    email,
    password,
    repeatPassword: password,
  });
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
}

async function userRow(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('POST /api/v2/auth/check_email', () => {
  it('says whether an account exists, in any letter case', async () => {
    const known = await post('/api/v2/auth/check_email', { email: ' Admin@Runway.TEST ' });
    expect(known.statusCode).toBe(200);
    expect(known.json().success).toBe(true);
    const unknown = await post('/api/v2/auth/check_email', { email: 'nobody@runway.test' });
    expect(unknown.json()).toEqual({
      success: false,
      message: 'No account found for this e-mail.',
    });
  });

  it('names the failing field of a bad e-mail', async () => {
    const response = await post('/api/v2/auth/check_email', { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'email: Please enter valid email' });
  });
});

describe('POST /api/auth/login', () => {
  it('signs a console user in with a 12-hour token carrying sub and roles', async () => {
    const response = await post('/api/auth/login', {
      email: 'designer@runway.test',
      password: 'runway-demo-1',
      device_type: 'cms',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({
      email: 'designer@runway.test',
      roles: ['designer'],
      isAdmin: false,
      payment: { provider: 'local', loginLink: expect.stringContaining('/payments/local/') },
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    const claims = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(claims.sub).toBe(body.user._id);
    expect(claims.roles).toEqual(['designer']);
    expect(claims.exp - claims.iat).toBe(12 * 3600);
  });

  it("refuses a wrong password with 'Invalid login'", async () => {
    const response = await post('/api/auth/login', {
      email: 'admin@runway.test',
      password: 'wrong-password',
      device_type: 'cms',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Invalid login' });
  });

  it('refuses a shopper-only account on the console (403) but lets the app sign it in', async () => {
    const cms = await post('/api/auth/login', {
      email: 'shopper@runway.test',
      password: 'runway-demo-1',
      device_type: 'cms',
    });
    expect(cms.statusCode).toBe(403);
    expect(cms.json().message).toBe('This account cannot sign in to the console.');
    const app = await post('/api/auth/login', {
      email: 'shopper@runway.test',
      password: 'runway-demo-1',
      device_type: 'android',
    });
    expect(app.statusCode).toBe(200);
  });

  it('refuses a suspended account, and its existing token stops working', async () => {
    const response = await post('/api/v2/auth/web-user', {
      firstName: 'Sus',
      email: 'suspended@brand.test',
      password: 'long-enough-1',
    });
    expect(response.statusCode).toBe(200);
    // A wizard account signs in once its e-mail is verified.
    const link = lastLink(t, 'suspended@brand.test', '/auth/verify-email/');
    await post('/api/auth/verify_email', { hashedEmailCode: tokenOfLink(link) });
    const login = await post('/api/auth/login', {
      email: 'suspended@brand.test',
      password: 'long-enough-1',
      device_type: 'cms',
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    await t.database.db
      .update(users)
      .set({ status: 'suspended' })
      .where(eq(users.email, 'suspended@brand.test'));
    const again = await post('/api/auth/login', {
      email: 'suspended@brand.test',
      password: 'long-enough-1',
      device_type: 'cms',
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('This account is suspended.');
    const me = await t.call({ method: 'GET', url: '/api/auth/me', token });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('This account is suspended.');
  });

  it('asks for the password when it is missing', async () => {
    const response = await post('/api/auth/login', { email: 'admin@runway.test' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('password: This field is required');
  });
});

describe('the transport', () => {
  it('refuses a missing or wrong API_KEY with 401', async () => {
    for (const apiKey of [undefined, 'wrong-key']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v2/auth/check_email',
        headers: { 'x-envelope': 'off', ...(apiKey ? { api_key: apiKey } : {}) },
        payload: { email: 'admin@runway.test' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Invalid API key' });
    }
  });

  it('opens an encrypted body and seals the answer as encreptedData', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { api_key: TEST_API_KEY },
      payload: {
        encryptBody: encryptBody(
          { email: 'admin@runway.test', password: 'runway-demo-1', device_type: 'cms' },
          TEST_ENVELOPE_SECRET,
        ),
      },
    });
    expect(response.statusCode).toBe(200);
    const sealed = response.json();
    expect(Object.keys(sealed)).toEqual(['encreptedData']);
    const opened = decryptBody<{ user: { email: string } }>(
      sealed.encreptedData,
      TEST_ENVELOPE_SECRET,
    );
    expect(opened.ok && opened.value.user.email).toBe('admin@runway.test');
  });

  it('seals error answers too, and answers a wrong envelope secret with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { api_key: TEST_API_KEY },
      payload: { encryptBody: encryptBody({ email: 'admin@runway.test' }, 'another-secret') },
    });
    expect(response.statusCode).toBe(400);
    const opened = decryptBody(response.json().encreptedData, TEST_ENVELOPE_SECRET);
    expect(opened).toEqual({
      ok: true,
      value: {
        success: false,
        message: 'The request could not be decrypted. Check the envelope secret.',
      },
    });
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const malformed = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON.');
    const huge = await post('/api/auth/login', { email: 'a@b.c', password: 'x'.repeat(1_100_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The request is too large.');
  });

  it('answers wrong types with the field name', async () => {
    const response = await post('/api/auth/register', {
      fullName: 42,
      email: 'x@y.test',
      password: 'long-enough',
      repeatPassword: 'long-enough',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('fullName: This field is required');
  });
});

describe('reset password', () => {
  it('answers forgot-password the same for known and unknown e-mails, mailing only the known', async () => {
    const before = t.outbox().length;
    const known = await post('/api/auth/forgot-password', {
      email: 'atelier@runway.test',
      role: 'admin',
    });
    const unknown = await post('/api/auth/forgot-password', {
      email: 'ghost@runway.test',
      role: 'admin',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(t.outbox().length).toBe(before + 1);
    expect(lastLink(t, 'atelier@runway.test', '/auth/reset-password/')).toMatch(
      /^http:\/\/localhost:3000\/auth\/reset-password\/[\w-]{43}$/,
    );
  });

  it('verifies, uses once, revokes earlier sessions, and refuses the link a second time', async () => {
    const oldToken = await t.tokenOf('atelier');
    const resetToken = tokenOfLink(lastLink(t, 'atelier@runway.test', '/auth/reset-password/'));
    const valid = await post('/api/auth/verify-token', { token: resetToken });
    expect(valid.json()).toEqual({ success: true, message: 'The link is valid.' });

    const reset = await post('/api/auth/reset-password', {
      token: resetToken,
      password: 'new-atelier-pass',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.roles).toEqual(['designer']);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token: oldToken })).statusCode).toBe(
      401,
    );
    const me = await t.call({ method: 'GET', url: '/api/auth/me', token: reset.json().token });
    expect(me.statusCode).toBe(200);

    const reused = await post('/api/auth/reset-password', {
      token: resetToken,
      password: 'another-pass-1',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(
      'This link is invalid or has expired. Please ask for a new one.',
    );
    expect((await post('/api/auth/verify-token', { token: resetToken })).statusCode).toBe(400);
    const login = await post('/api/auth/login', {
      email: 'atelier@runway.test',
      password: 'new-atelier-pass',
      device_type: 'cms',
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an expired link and changes nothing', async () => {
    await post('/api/auth/forgot-password', { email: 'staff@runway.test', role: 'admin' });
    const resetToken = tokenOfLink(lastLink(t, 'staff@runway.test', '/auth/reset-password/'));
    const staff = await userRow('staff@runway.test');
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, staff!.id));
    const response = await post('/api/auth/reset-password', {
      token: resetToken,
      password: 'new-staff-pass',
    });
    expect(response.statusCode).toBe(400);
    expect((await userRow('staff@runway.test'))?.passwordHash).toBe(staff?.passwordHash);
  });

  it('#10.5 ends an older unused reset link once a newer one was used', async () => {
    await registerShopper('two-links@shop.test', 'first-password');
    await post('/api/auth/forgot-password', { email: 'two-links@shop.test', role: 'admin' });
    const older = tokenOfLink(lastLink(t, 'two-links@shop.test', '/auth/reset-password/'));
    await post('/api/auth/forgot-password', { email: 'two-links@shop.test', role: 'admin' });
    const newer = tokenOfLink(lastLink(t, 'two-links@shop.test', '/auth/reset-password/'));
    expect(newer).not.toBe(older);

    const reset = await post('/api/auth/reset-password', {
      token: newer,
      password: 'newer-pass-1',
    });
    expect(reset.statusCode).toBe(200);
    expect((await post('/api/auth/verify-token', { token: older })).statusCode).toBe(400);
    const late = await post('/api/auth/reset-password', { token: older, password: 'older-pass-1' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(
      'This link is invalid or has expired. Please ask for a new one.',
    );
  });

  it('#10.5 ends every outstanding reset link when the password is changed', async () => {
    const session = await registerShopper('changed-mind@shop.test', 'first-password');
    await post('/api/auth/forgot-password', { email: 'changed-mind@shop.test', role: 'admin' });
    const link = tokenOfLink(lastLink(t, 'changed-mind@shop.test', '/auth/reset-password/'));
    const changed = await post(
      '/api/user/change_password',
      { oldpassword: 'first-password', newpassword: 'second-password' },
      session,
    );
    expect(changed.statusCode).toBe(200);
    expect((await post('/api/auth/verify-token', { token: link })).statusCode).toBe(400);
    const late = await post('/api/auth/reset-password', { token: link, password: 'third-pass-1' });
    expect(late.statusCode).toBe(400);
    const login = await post('/api/auth/login', {
      email: 'changed-mind@shop.test',
      password: 'second-password',
      device_type: 'ios',
    });
    expect(login.statusCode).toBe(200);
  });

  it('asks for at least 8 characters', async () => {
    const response = await post('/api/auth/reset-password', { token: 'x', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('password: Please enter min 8 characters');
  });
});

describe('POST /api/user/change_password', () => {
  it('needs the current password, then revokes the old token and returns a fresh one', async () => {
    await post('/api/auth/register', {
      fullName: 'Chan Ger',
      email: 'changer@shop.test',
      password: 'first-password',
      repeatPassword: 'first-password',
    });
    const login = await post('/api/auth/login', {
      email: 'changer@shop.test',
      password: 'first-password',
      device_type: 'ios',
    });
    const token = login.json().token as string;
    const wrong = await post(
      '/api/user/change_password',
      { oldpassword: 'nope', newpassword: 'second-password' },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    // Named, so the form shows it under the current password alone.
    expect(wrong.json()).toEqual({
      success: false,
      message: 'The current password is not correct.',
      field: 'oldpassword',
    });

    const changed = await post(
      '/api/user/change_password',
      { oldpassword: 'first-password', newpassword: 'second-password' },
      token,
    );
    expect(changed.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
    const fresh = changed.json().token as string;
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token: fresh })).statusCode).toBe(
      200,
    );
  });

  it('needs a session', async () => {
    const response = await post('/api/user/change_password', {
      oldpassword: 'a',
      newpassword: 'bbbbbbbb',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('registration', () => {
  it('creates a shopper with roles [user], signed in, unverified, and mails a verify link', async () => {
    const response = await post('/api/auth/register', {
      fullName: 'Ola Buyer',
      email: 'ola@shop.test',
      password: 'buyer-pass-1',
      repeatPassword: 'buyer-pass-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      roles: ['user'],
      firstName: 'Ola',
      lastName: 'Buyer',
      emailVerified: false,
    });
    expect(lastLink(t, 'ola@shop.test', '/auth/verify-email/')).not.toContain('user=webuser');
  });

  it('refuses a duplicate e-mail with 409 and a mismatched repeat with 400', async () => {
    const duplicate = await post('/api/auth/register', {
      fullName: 'Again',
      email: 'OLA@shop.test',
      password: 'buyer-pass-1',
      repeatPassword: 'buyer-pass-1',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      success: false,
      message: 'An account with this e-mail already exists.',
      field: 'email',
    });
    const mismatch = await post('/api/auth/register', {
      fullName: 'Mis Match',
      email: 'mis@shop.test',
      password: 'buyer-pass-1',
      repeatPassword: 'buyer-pass-2',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('repeatPassword: The passwords do not match');
    expect(await userRow('mis@shop.test')).toBeUndefined();
  });

  it('creates a brand account from the wizard and verifies it once through the mailed link', async () => {
    const response = await post('/api/v2/auth/web-user', {
      firstName: 'Nadia',
      lastName: 'Noir',
      email: 'nadia@noir.test',
      password: 'wizard-pass-1',
      brandName: 'Noir Studio',
      mobileNumber: '+12125550100',
      website: 'noir.test',
      address: { country: 'United States' },
      subRoles: ['Designer', 'Art'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    const link = lastLink(t, 'nadia@noir.test', '/auth/verify-email/');
    expect(link).toMatch(/\/auth\/verify-email\/[\w-]{43}\?user=webuser$/);

    const verified = await post('/api/auth/verify_email', { hashedEmailCode: tokenOfLink(link) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({
      roles: ['designer'],
      subRoles: ['Designer', 'Art'],
      emailVerified: true,
      designer: { brandName: 'Noir Studio', applicationStatus: 'approved' },
    });
    expect(typeof verified.json().token).toBe('string');
    const again = await post('/api/auth/verify_email', { hashedEmailCode: tokenOfLink(link) });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This verification link is invalid or has expired.');
  });

  it('takes a designer application as pending, without a password', async () => {
    const response = await post('/api/auth/register-designer', {
      contactFirstName: 'Iris',
      contactLastName: 'Vale',
      fullName: 'Iris Vale',
      email: 'iris@vale.test',
      mobileNumber: '+12125550111',
      brandName: 'Vale',
      website: 'https://vale.test',
      about: 'Knitwear from Vermont.',
      identification: 'ID-1',
      businessTelephone: '+12125550112',
      taxResaleNumber: 'TX-9',
      address: {
        pincode: '05401',
        primaryAddress: '1 Church St',
        country: 'United States',
        state: 'Vermont',
        city: 'Burlington',
      },
      returnAddressIsSame: true,
      brandLogo: 'brands_abc_1.png',
      events: 'none',
    });
    expect(response.statusCode).toBe(200);
    const row = await userRow('iris@vale.test');
    expect(row?.passwordHash).toBeNull();
    expect(row?.roles).toEqual(['designer']);
    const login = await post('/api/auth/login', {
      email: 'iris@vale.test',
      password: 'anything-at-all',
      device_type: 'cms',
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(apiMessages.applicationUnderReview);
    expect(t.outbox().some((mail) => mail.text.includes('To: iris@vale.test'))).toBe(true);
  });

  it('refuses an application without a brand name, writing nothing', async () => {
    const response = await post('/api/auth/register-designer', {
      fullName: 'No Brand',
      email: 'nobrand@vale.test',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('brandName: This field is required');
    expect(await userRow('nobrand@vale.test')).toBeUndefined();
  });
});

describe('GET /api/auth/me', () => {
  it('answers the signed-in user, and 401 without or with a forged token', async () => {
    const me = await t.call({
      method: 'GET',
      url: '/api/auth/me',
      token: await t.tokenOf('admin'),
    });
    expect(me.json().user).toMatchObject({ email: 'admin@runway.test', isAdmin: true });
    expect((await t.call({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const forged = await t.call({
      method: 'GET',
      url: '/api/auth/me',
      token: 'eyJhbGciOiJIUzI1NiJ9.e30.x',
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('answers 429 after too many logins from one IP for one e-mail', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const attempt = () =>
        limited.call({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'admin@runway.test', password: 'wrong', device_type: 'cms' },
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const last = await attempt();
      expect(last.json()).toEqual({
        success: false,
        message: 'Too many attempts. Please wait a minute and try again.',
      });
      // Another e-mail from the same IP is counted apart.
      const other = await limited.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'staff@runway.test', password: 'wrong', device_type: 'cms' },
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('#10.4 per-IP rate limits', () => {
  // One app with low limits; each test calls from an address of its own.
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      AUTH_RATE_LIMIT: '3',
      AUTH_IP_RATE_LIMIT: '40',
      SIGNUP_RATE_LIMIT: '5',
    });
  });
  afterAll(() => limited.close());

  const from = (remoteAddress: string) => (url: string, payload: object, token?: string) =>
    limited.call({ method: 'POST', url, payload, token, remoteAddress });

  it('#10.4 stops one IP trying one password on many accounts', async () => {
    const attacker = from('203.0.113.1');
    for (let i = 0; i < 40; i++) {
      const response = await attacker('/api/auth/login', {
        email: `victim${i}@runway.test`,
        password: 'Summer2024!',
        device_type: 'cms',
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await attacker('/api/auth/login', {
      email: 'victim40@runway.test',
      password: 'Summer2024!',
      device_type: 'cms',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      success: false,
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    // Another address is counted apart.
    const other = await from('203.0.113.2')('/api/auth/login', {
      email: 'admin@runway.test',
      password: 'runway-demo-1',
      device_type: 'cms',
    });
    expect(other.statusCode).toBe(200);
  });

  it('#10.4 stops one IP probing e-mails through check_email and forgot-password', async () => {
    const prober = from('203.0.113.3');
    for (let i = 0; i < 20; i++) {
      const checked = await prober('/api/v2/auth/check_email', { email: `probe${i}@runway.test` });
      expect(checked.statusCode).toBe(200);
      const forgot = await prober('/api/auth/forgot-password', {
        email: `probe-forgot${i}@runway.test`,
        role: 'admin',
      });
      expect(forgot.statusCode).toBe(200);
    }
    const checked = await prober('/api/v2/auth/check_email', { email: 'probe-x@runway.test' });
    expect(checked.statusCode).toBe(429);
    const forgot = await prober('/api/auth/forgot-password', {
      email: 'probe-y@runway.test',
      role: 'admin',
    });
    expect(forgot.statusCode).toBe(429);
  });

  it('#10.4 stops one IP creating accounts in bulk, whichever sign-up it uses', async () => {
    const farm = from('203.0.113.4');
    for (let i = 0; i < 5; i++) {
      const response = await farm('/api/auth/register', {
        fullName: 'Bulk Buyer',
        email: `bulk${i}@shop.test`,
        password: 'bulk-pass-1',
        repeatPassword: 'bulk-pass-1',
      });
      expect(response.statusCode).toBe(200);
    }
    const register = await farm('/api/auth/register', {
      fullName: 'Bulk Buyer',
      email: 'bulk5@shop.test',
      password: 'bulk-pass-1',
      repeatPassword: 'bulk-pass-1',
    });
    expect(register.statusCode).toBe(429);
    const wizard = await farm('/api/v2/auth/web-user', {
      firstName: 'Bulk',
      email: 'bulk-brand@shop.test',
      password: 'bulk-pass-1',
    });
    expect(wizard.statusCode).toBe(429);
    expect(await limitedUserRow('bulk-brand@shop.test')).toBeUndefined();
  });

  it('#10.4 limits verify_email per IP', async () => {
    const guesser = from('203.0.113.5');
    // AUTH_RATE_LIMIT 3: the mailed-link routes allow three times as many.
    for (let i = 0; i < 9; i++) {
      const response = await guesser('/api/auth/verify_email', { hashedEmailCode: `guess-${i}` });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await guesser('/api/auth/verify_email', { hashedEmailCode: 'guess-9' });
    expect(blocked.statusCode).toBe(429);
  });

  it('#10.4 limits wrong old passwords on change_password, even from a fresh session', async () => {
    const thief = from('203.0.113.6');
    const registered = await thief('/api/auth/register', {
      fullName: 'Stolen Session',
      email: 'stolen@shop.test',
      password: 'real-password',
      repeatPassword: 'real-password',
    });
    const token = registered.json().token as string;
    for (let i = 0; i < 3; i++) {
      const wrong = await thief(
        '/api/user/change_password',
        { oldpassword: `guess-${i}`, newpassword: 'taken-over-1' },
        token,
      );
      expect(wrong.statusCode).toBe(400);
    }
    const blocked = await from('203.0.113.7')(
      '/api/user/change_password',
      { oldpassword: 'guess-3', newpassword: 'taken-over-1' },
      token,
    );
    expect(blocked.statusCode).toBe(429);
    const evenRight = await thief(
      '/api/user/change_password',
      { oldpassword: 'real-password', newpassword: 'taken-over-1' },
      token,
    );
    expect(evenRight.statusCode).toBe(429);
  });

  async function limitedUserRow(email: string) {
    const [row] = await limited.database.db.select().from(users).where(eq(users.email, email));
    return row;
  }
});
