import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_UNVERIFIED_CODE } from '@runway-live/domain/access';
import { apiMessages } from '@runway-live/domain/api';
import { issueMailToken } from '../src/auth/mailTokens';
import { hashPassword } from '../src/auth/passwords';
import { designers, users } from '../src/db/schema';
import {
  createTestApp,
  lastLink,
  tokenOfLink,
  type DemoKey,
  type TestApp,
} from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.call({ method: 'POST', url, payload, token });
const asAdmin = async (url: string, payload: object = {}) =>
  post(url, payload, await t.tokenOf('admin'));
const login = (email: string, password: string, device_type = 'cms') =>
  post('/api/auth/login', { email, password, device_type });

/** The mails written to `to` whose text holds `path` (e.g. '/auth/reset-password/'). */
const mailsTo = (to: string, path: string) =>
  t
    .outbox()
    .filter((mail) => mail.text.includes(`To: ${to}`))
    .filter((mail) => mail.text.replace(/=\r?\n/g, '').includes(path));

/** A designer application as the form at /authv2 sends it: pending, no password. */
async function apply(email: string): Promise<string> {
  const response = await post('/api/auth/register-designer', {
    fullName: 'Rita Reject',
    email,
    brandName: `Brand of ${email}`,
  });
  expect(response.statusCode).toBe(200);
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

const refusal = (message: string) => ({ success: false, message });

describe('#27.1 an applicant whose application is pending or rejected', () => {
  it('gets no reset link from forgot-password, and is told the application is under review', async () => {
    const email = 'pending-reset@apply.test';
    await apply(email);
    const response = await post('/api/auth/forgot-password', { email, role: 'admin' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusal(apiMessages.applicationUnderReview));
    expect(mailsTo(email, '/auth/reset-password/')).toHaveLength(0);
    // The application's own receipt is the only mail it has.
    expect(t.outbox().filter((mail) => mail.text.includes(`To: ${email}`))).toHaveLength(1);
    // Anyone else is answered as before, known or unknown.
    const unknown = await post('/api/auth/forgot-password', { email: 'ghost@apply.test' });
    expect(unknown.json()).toEqual({ success: true, message: apiMessages.resetMailSent });
  });

  it('is told so at sign-in with any password, on the console and on the apps', async () => {
    const email = 'pending-login@apply.test';
    const id = await apply(email);
    // As if a link had reached it before this fix: the password alone opens nothing.
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('applicant-pass-1') })
      .where(eq(users.id, id));
    for (const [password, device] of [
      ['applicant-pass-1', 'cms'],
      ['wrong-password', 'cms'],
      ['applicant-pass-1', 'ios'],
    ] as const) {
      const response = await login(email, password, device);
      expect(response.statusCode, `${password} ${device}`).toBe(403);
      expect(response.json()).toEqual(refusal(apiMessages.applicationUnderReview));
    }
  });

  it('is told a rejected application was not approved, and gets neither a link nor a session', async () => {
    const email = 'rejected@apply.test';
    const id = await apply(email);
    const rejected = await asAdmin(`/api/v2/designers/${id}/reject`, { reason: 'Not yet.' });
    expect(rejected.statusCode).toBe(200);
    const forgot = await post('/api/auth/forgot-password', { email, role: 'admin' });
    expect(forgot.statusCode).toBe(403);
    expect(forgot.json()).toEqual(refusal(apiMessages.applicationNotApproved));
    expect(mailsTo(email, '/auth/reset-password/')).toHaveLength(0);
    const signIn = await login(email, 'anything-at-all');
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual(refusal(apiMessages.applicationNotApproved));
  });

  it('cannot use a set-password link once its application is turned down: nothing changes', async () => {
    const email = 'turned-down@apply.test';
    const id = await apply(email);
    expect((await asAdmin(`/api/v2/designers/${id}/approve`)).statusCode).toBe(200);
    const token = tokenOfLink(lastLink(t, email, '/auth/reset-password/'));
    const undone = await asAdmin('/api/v2/user/update-user', {
      user_id: id,
      applicationStatus: 'rejected',
    });
    expect(undone.statusCode).toBe(200);

    const reset = await post('/api/auth/reset-password', { token, password: 'chosen-pass-1' });
    expect(reset.statusCode).toBe(403);
    expect(reset.json()).toEqual(refusal(apiMessages.applicationNotApproved));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.passwordHash).toBeNull();
    // The link was not used up: approved again, the applicant can still choose a password.
    await t.database.db
      .update(designers)
      .set({ applicationStatus: 'approved' })
      .where(eq(designers.userId, id));
    const later = await post('/api/auth/reset-password', { token, password: 'chosen-pass-1' });
    expect(later.statusCode).toBe(200);
    expect(typeof later.json().token).toBe('string');
  });

  it('gets no session from a verification link', async () => {
    const email = 'pending-verify@apply.test';
    const id = await apply(email);
    const token = await issueMailToken(t.database.db, id, 'verify');
    const response = await post('/api/auth/verify_email', { hashedEmailCode: token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusal(apiMessages.applicationUnderReview));
  });
});

describe('#27.1 catalogue and event writes need an approved application', () => {
  /** A designer signed in while approved, whose application an admin then turned down. */
  async function turnedDown(who: DemoKey): Promise<string> {
    const token = await t.tokenOf(who);
    await t.database.db
      .update(designers)
      .set({ applicationStatus: 'rejected' })
      .where(eq(designers.userId, await t.idOf(who)));
    return token;
  }

  // Writes a designer may make whatever its application: its own account and plan, an
  // export (a read sent as a POST for its long list of ids), and its orders (a buyer who paid
  // is owed the shipment or the refund, whatever became of the application since), its inbox's
  // read state, and a reminder of a show it means to watch.
  const NOT_CATALOGUE = [
    'POST /api/v2/inbox/:id/read',
    'POST /api/v2/inbox/read-all',
    'POST /api/v2/public/events/:id/reminders',
    'PATCH /api/v2/orders/:id',
    'POST /api/v2/orders/:id/notes',
    'POST /api/v2/orders/:id/refunds',
    'POST /api/user/change_password',
    'POST /api/v2/user/update-user',
    'POST /api/v2/user/get-user-by-id',
    'POST /api/v2/products/export',
    'POST /api/v2/subscription/checkout',
    'POST /api/v2/subscription/cancel',
    'POST /api/v2/subscription/resume',
  ];

  it('every write a designer may call is a catalogue write, or named above', () => {
    const designerWrites = t.app.endpointTable.filter(
      (route) =>
        route.method !== 'GET' &&
        (route.access === 'signed-in' ||
          (Array.isArray(route.access) && route.access.includes('designer'))),
    );
    const unmarked = designerWrites
      .filter((route) => !route.catalogueWrite)
      .map((route) => `${route.method} ${route.url}`);
    expect(unmarked.sort()).toEqual([...NOT_CATALOGUE].sort());
    expect(designerWrites.filter((route) => route.catalogueWrite).length).toBeGreaterThan(20);
  });

  it('refuses every catalogue write of a designer whose application was turned down, and lets it read', async () => {
    const token = await turnedDown('pastdue');
    const NO_ONE = '0190a6d2-0000-7000-8000-000000000000';
    const writes = t.app.endpointTable.filter((entry) => entry.catalogueWrite);
    expect(writes.length).toBeGreaterThan(20);
    for (const route of writes) {
      const response = await t.call({
        method: route.method as 'POST',
        url: route.url.replace(/:\w+/g, NO_ONE),
        token,
        payload: route.method === 'DELETE' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().message).toBe(apiMessages.catalogueNeedsApproval);
    }
    const looks = await t.call({ method: 'GET', url: '/api/v2/looks', token });
    expect(looks.statusCode).toBe(200);
  });

  it('refuses the writes of the attack (a show, a look, a web product) until an admin approves', async () => {
    const token = await turnedDown('designer');
    const writes = [
      ['/api/v2/events', { title: 'Rejected Brand live' }],
      ['/api/v2/looks', { name: 'Rejected look' }],
      ['/api/v2/web-products', { name: 'Rejected tote', price: 10 }],
    ] as const;
    for (const [url, payload] of writes) {
      const response = await post(url, payload, token);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual(refusal(apiMessages.catalogueNeedsApproval));
    }
    // Admin and staff still write for approved designers.
    const forAtelier = await asAdmin('/api/v2/looks', {
      name: 'Admin look',
      designerId: await t.idOf('atelier'),
    });
    expect(forAtelier.statusCode).toBe(201);

    await t.database.db
      .update(designers)
      .set({ applicationStatus: 'approved' })
      .where(eq(designers.userId, await t.idOf('designer')));
    const approved = await post('/api/v2/looks', { name: 'Approved look' }, token);
    expect(approved.statusCode).toBe(201);
  });
});

describe('#27.1 a register-wizard account verifies its e-mail before it signs in', () => {
  const email = 'wizard@verify.test';
  const password = 'wizard-pass-1';

  it('is refused sign-in with a clear message until the mailed link is opened', async () => {
    const registered = await post('/api/v2/auth/web-user', {
      firstName: 'Wanda',
      email,
      password,
      brandName: 'Wanda Wear',
    });
    expect(registered.statusCode).toBe(200);
    for (const device of ['cms', 'ios']) {
      const refused = await login(email, password, device);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        success: false,
        message: apiMessages.emailNotVerified,
        code: EMAIL_UNVERIFIED_CODE,
      });
    }
    // A wrong password is still just a wrong password.
    expect((await login(email, 'wrong-password')).statusCode).toBe(401);
  });

  it('asks for the link again, answering every e-mail alike', async () => {
    expect(mailsTo(email, '/auth/verify-email/')).toHaveLength(1);
    const again = await post('/api/auth/resend-verification', { email: ' Wizard@Verify.test ' });
    expect(again.json()).toEqual({ success: true, message: apiMessages.verificationMailSent });
    expect(mailsTo(email, '/auth/verify-email/')).toHaveLength(2);
    expect(lastLink(t, email, '/auth/verify-email/')).toMatch(/\?user=webuser$/);

    const before = t.outbox().length;
    for (const other of ['nobody@verify.test', 'designer@runway.test']) {
      const answer = await post('/api/auth/resend-verification', { email: other });
      expect(answer.json(), other).toEqual(again.json());
    }
    // Nobody to verify: an unknown e-mail, and an account verified already.
    expect(t.outbox().length).toBe(before);
  });

  it('signs in once the new link is opened', async () => {
    const token = tokenOfLink(lastLink(t, email, '/auth/verify-email/'));
    const verified = await post('/api/auth/verify_email', { hashedEmailCode: token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ emailVerified: true, roles: ['designer'] });
    expect((await login(email, password)).statusCode).toBe(200);
  });
});
